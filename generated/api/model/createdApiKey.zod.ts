/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createdApiKeyApiKeyLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const createdApiKeyApiKeyLabelMax = 32;

export const createdApiKeyApiKeyKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const createdApiKeyApiKeyIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const createdApiKeyApiKeyIpAddressesMax = 50;

export const createdApiKeyApiKeyCreatedAtMin = 0;

export const createdApiKeyApiKeyLastUsedAtOneMin = 0;

export const createdApiKeySecretRegExp = new RegExp('^[0-9a-f]{32}$');

export const CreatedApiKey = /*#__PURE__*/ zod.object({
  "apiKey": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', createdApiKeyApiKeyLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createdApiKeyApiKeyLabelMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', createdApiKeyApiKeyKeyRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', createdApiKeyApiKeyIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(createdApiKeyApiKeyIpAddressesMax)),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createdApiKeyApiKeyCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createdApiKeyApiKeyLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
}),
  "secret": /*#__PURE__*/ zod.stringFormat('api-key', createdApiKeySecretRegExp)
})

export type CreatedApiKey = zod.input<typeof CreatedApiKey>;
export type CreatedApiKeyOutput = zod.output<typeof CreatedApiKey>;
