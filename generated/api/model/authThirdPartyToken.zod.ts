/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthThirdPartyTokenMin = 20;
export const AuthThirdPartyTokenMax = 8192;


export const AuthThirdPartyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const AuthThirdPartyToken = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(AuthThirdPartyTokenMin)).check(/*#__PURE__*/ zod.maxLength(AuthThirdPartyTokenMax)).check(/*#__PURE__*/ zod.regex(AuthThirdPartyTokenRegExp))

export type AuthThirdPartyToken = zod.input<typeof AuthThirdPartyToken>;
export type AuthThirdPartyTokenOutput = zod.output<typeof AuthThirdPartyToken>;
