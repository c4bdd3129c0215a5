/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const linkAuthConnectionBodyTokenMin = 20;
export const linkAuthConnectionBodyTokenMax = 8192;


export const linkAuthConnectionBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const LinkAuthConnectionBody = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(linkAuthConnectionBodyTokenMin)).check(/*#__PURE__*/ zod.maxLength(linkAuthConnectionBodyTokenMax)).check(/*#__PURE__*/ zod.regex(linkAuthConnectionBodyTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple'])
})

export type LinkAuthConnectionBody = zod.input<typeof LinkAuthConnectionBody>;
export type LinkAuthConnectionBodyOutput = zod.output<typeof LinkAuthConnectionBody>;
