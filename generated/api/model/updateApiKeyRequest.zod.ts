/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateApiKeyRequestLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const updateApiKeyRequestLabelMax = 32;


export const updateApiKeyRequestIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const updateApiKeyRequestIpAddressesMax = 50;

export const updateApiKeyRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const UpdateApiKeyRequest = /*#__PURE__*/ zod.object({
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', updateApiKeyRequestLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateApiKeyRequestLabelMax)),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', updateApiKeyRequestIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(updateApiKeyRequestIpAddressesMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(updateApiKeyRequestTotpRegExp)))
})

export type UpdateApiKeyRequest = zod.input<typeof UpdateApiKeyRequest>;
export type UpdateApiKeyRequestOutput = zod.output<typeof UpdateApiKeyRequest>;
