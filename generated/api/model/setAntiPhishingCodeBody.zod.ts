/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const setAntiPhishingCodeBodyCodeRegExp = new RegExp('^[A-Za-z0-9]{4,20}$');
export const setAntiPhishingCodeBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const SetAntiPhishingCodeBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(setAntiPhishingCodeBodyCodeRegExp)),
  "totp": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(setAntiPhishingCodeBodyTotpRegExp)))
})

export type SetAntiPhishingCodeBody = zod.input<typeof SetAntiPhishingCodeBody>;
export type SetAntiPhishingCodeBodyOutput = zod.output<typeof SetAntiPhishingCodeBody>;
