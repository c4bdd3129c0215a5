/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createdApiKeyResponseDataApiKeyLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const createdApiKeyResponseDataApiKeyLabelMax = 32;

export const createdApiKeyResponseDataApiKeyKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const createdApiKeyResponseDataApiKeyIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const createdApiKeyResponseDataApiKeyIpAddressesMax = 50;

export const createdApiKeyResponseDataApiKeyCreatedAtMin = 0;

export const createdApiKeyResponseDataApiKeyLastUsedAtOneMin = 0;

export const createdApiKeyResponseDataSecretRegExp = new RegExp('^[0-9a-f]{32}$');

export const CreatedApiKeyResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "apiKey": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', createdApiKeyResponseDataApiKeyLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createdApiKeyResponseDataApiKeyLabelMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', createdApiKeyResponseDataApiKeyKeyRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', createdApiKeyResponseDataApiKeyIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(createdApiKeyResponseDataApiKeyIpAddressesMax)),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createdApiKeyResponseDataApiKeyCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(createdApiKeyResponseDataApiKeyLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
}),
  "secret": /*#__PURE__*/ zod.stringFormat('api-key', createdApiKeyResponseDataSecretRegExp)
})
})

export type CreatedApiKeyResponse = zod.input<typeof CreatedApiKeyResponse>;
export type CreatedApiKeyResponseOutput = zod.output<typeof CreatedApiKeyResponse>;
