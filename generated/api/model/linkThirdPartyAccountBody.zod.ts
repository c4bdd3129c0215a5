/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const linkThirdPartyAccountBodyTokenMin = 20;
export const linkThirdPartyAccountBodyTokenMax = 8192;


export const linkThirdPartyAccountBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');
export const linkThirdPartyAccountBodyPasswordMin = 8;
export const linkThirdPartyAccountBodyPasswordMax = 128;


export const LinkThirdPartyAccountBody = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(linkThirdPartyAccountBodyTokenMin)).check(/*#__PURE__*/ zod.maxLength(linkThirdPartyAccountBodyTokenMax)).check(/*#__PURE__*/ zod.regex(linkThirdPartyAccountBodyTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple']),
  "password": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(linkThirdPartyAccountBodyPasswordMin)).check(/*#__PURE__*/ zod.maxLength(linkThirdPartyAccountBodyPasswordMax))
})

export type LinkThirdPartyAccountBody = zod.input<typeof LinkThirdPartyAccountBody>;
export type LinkThirdPartyAccountBodyOutput = zod.output<typeof LinkThirdPartyAccountBody>;
