/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const AuthConfirmationCodeRegExp = new RegExp('^[0-9]{6}$');

export const AuthConfirmationCode = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(AuthConfirmationCodeRegExp))

export type AuthConfirmationCode = zod.input<typeof AuthConfirmationCode>;
export type AuthConfirmationCodeOutput = zod.output<typeof AuthConfirmationCode>;
