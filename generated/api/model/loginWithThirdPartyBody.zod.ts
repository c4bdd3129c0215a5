/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const loginWithThirdPartyBodyTokenMin = 20;
export const loginWithThirdPartyBodyTokenMax = 8192;


export const loginWithThirdPartyBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const LoginWithThirdPartyBody = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(loginWithThirdPartyBodyTokenMin)).check(/*#__PURE__*/ zod.maxLength(loginWithThirdPartyBodyTokenMax)).check(/*#__PURE__*/ zod.regex(loginWithThirdPartyBodyTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple'])
})

export type LoginWithThirdPartyBody = zod.input<typeof LoginWithThirdPartyBody>;
export type LoginWithThirdPartyBodyOutput = zod.output<typeof LoginWithThirdPartyBody>;
