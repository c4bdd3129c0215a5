/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createApiKeyBodyLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const createApiKeyBodyLabelMax = 32;


export const createApiKeyBodyIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const createApiKeyBodyIpAddressesMax = 50;

export const createApiKeyBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const CreateApiKeyBody = /*#__PURE__*/ zod.object({
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', createApiKeyBodyLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createApiKeyBodyLabelMax)),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', createApiKeyBodyIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(createApiKeyBodyIpAddressesMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(createApiKeyBodyTotpRegExp)))
})

export type CreateApiKeyBody = zod.input<typeof CreateApiKeyBody>;
export type CreateApiKeyBodyOutput = zod.output<typeof CreateApiKeyBody>;
