/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authThirdPartyLoginRequestTokenMin = 20;
export const authThirdPartyLoginRequestTokenMax = 8192;


export const authThirdPartyLoginRequestTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const AuthThirdPartyLoginRequest = /*#__PURE__*/ zod.object({
  "token": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authThirdPartyLoginRequestTokenMin)).check(/*#__PURE__*/ zod.maxLength(authThirdPartyLoginRequestTokenMax)).check(/*#__PURE__*/ zod.regex(authThirdPartyLoginRequestTokenRegExp)),
  "provider": /*#__PURE__*/ zod.enum(['google', 'apple'])
})

export type AuthThirdPartyLoginRequest = zod.input<typeof AuthThirdPartyLoginRequest>;
export type AuthThirdPartyLoginRequestOutput = zod.output<typeof AuthThirdPartyLoginRequest>;
