/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const updateApiKeyBodyLabelRegExp = new RegExp('^[A-Za-z0-9 _.-]+$');

export const updateApiKeyBodyLabelMax = 32;


export const updateApiKeyBodyIpAddressesItemRegExp = new RegExp('^((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])$');
export const updateApiKeyBodyIpAddressesMax = 50;

export const updateApiKeyBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const UpdateApiKeyBody = /*#__PURE__*/ zod.object({
  "label": /*#__PURE__*/ zod.stringFormat('api-key-label', updateApiKeyBodyLabelRegExp).check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(updateApiKeyBodyLabelMax)),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading', 'deposit', 'withdraw'])).check(/*#__PURE__*/ zod.minLength(1)),
  "ipAddresses": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('ipv4-address', updateApiKeyBodyIpAddressesItemRegExp)).check(/*#__PURE__*/ zod.maxLength(updateApiKeyBodyIpAddressesMax)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(updateApiKeyBodyTotpRegExp)))
})

export type UpdateApiKeyBody = zod.input<typeof UpdateApiKeyBody>;
export type UpdateApiKeyBodyOutput = zod.output<typeof UpdateApiKeyBody>;
