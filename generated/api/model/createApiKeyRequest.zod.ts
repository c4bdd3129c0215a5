/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createApiKeyRequestLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const createApiKeyRequestLabelMax = 32;


export const createApiKeyRequestIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const createApiKeyRequestIpAddressesMax = 50;

export const createApiKeyRequestTotpRegExp = new RegExp('^[0-9]{6}$');

export const CreateApiKeyRequest = /*#__PURE__*/ zod.object({
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', createApiKeyRequestLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createApiKeyRequestLabelMax)),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', createApiKeyRequestIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(createApiKeyRequestIpAddressesMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createApiKeyRequestTotpRegExp)))
})

export type CreateApiKeyRequest = zod.input<typeof CreateApiKeyRequest>;
export type CreateApiKeyRequestOutput = zod.output<typeof CreateApiKeyRequest>;
