/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const apiKeyListResponseDataItemLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const apiKeyListResponseDataItemLabelMax = 32;

export const apiKeyListResponseDataItemKeyRegExp = new RegExp('^[0-9a-f]{32}$');

export const apiKeyListResponseDataItemIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const apiKeyListResponseDataItemIpAddressesMax = 50;

export const apiKeyListResponseDataItemCreatedAtMin = 0;

export const apiKeyListResponseDataItemLastUsedAtOneMin = 0;


export const ApiKeyListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', apiKeyListResponseDataItemLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(apiKeyListResponseDataItemLabelMax)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', apiKeyListResponseDataItemKeyRegExp),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', apiKeyListResponseDataItemIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(apiKeyListResponseDataItemIpAddressesMax)),
  "enabled": /*#__PURE__*/ zod.boolean(),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(apiKeyListResponseDataItemCreatedAtMin)),
  "lastUsedAt": /*#__PURE__*/ zod.union([/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(apiKeyListResponseDataItemLastUsedAtOneMin)),/*#__PURE__*/ zod.null()])
}))
})

export type ApiKeyListResponse = zod.input<typeof ApiKeyListResponse>;
export type ApiKeyListResponseOutput = zod.output<typeof ApiKeyListResponse>;
