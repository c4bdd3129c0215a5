/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const apiKeyResponseDataLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const apiKeyResponseDataLabelMax = 32;

export const apiKeyResponseDataKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const apiKeyResponseDataIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const apiKeyResponseDataIpAddressesMax = 50;

export const apiKeyResponseDataCreatedAtMin = 0;

export const apiKeyResponseDataLastUsedAtOneMin = 0;


export const ApiKeyResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', apiKeyResponseDataLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(apiKeyResponseDataLabelMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', apiKeyResponseDataKeyRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', apiKeyResponseDataIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(apiKeyResponseDataIpAddressesMax)),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(apiKeyResponseDataCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(apiKeyResponseDataLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
})
})

export type ApiKeyResponse = zod.input<typeof ApiKeyResponse>;
export type ApiKeyResponseOutput = zod.output<typeof ApiKeyResponse>;
