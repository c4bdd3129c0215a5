/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const apiKeyLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const apiKeyLabelMax = 32;

export const apiKeyKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const apiKeyIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const apiKeyIpAddressesMax = 50;

export const apiKeyCreatedAtMin = 0;

export const apiKeyLastUsedAtOneMin = 0;


export const ApiKey = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', apiKeyLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(apiKeyLabelMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', apiKeyKeyRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', apiKeyIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(apiKeyIpAddressesMax)),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(apiKeyCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(apiKeyLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
})

export type ApiKey = zod.input<typeof ApiKey>;
export type ApiKeyOutput = zod.output<typeof ApiKey>;
