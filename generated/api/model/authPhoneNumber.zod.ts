/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthPhoneNumberRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');

export const AuthPhoneNumber = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(AuthPhoneNumberRegExp))

export type AuthPhoneNumber = zod.input<typeof AuthPhoneNumber>;
export type AuthPhoneNumberOutput = zod.output<typeof AuthPhoneNumber>;
