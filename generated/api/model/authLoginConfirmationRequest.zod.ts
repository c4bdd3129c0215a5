/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authLoginConfirmationRequestCodeRegExp = new RegExp('^[0-9]{6}$');

export const AuthLoginConfirmationRequest = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authLoginConfirmationRequestCodeRegExp))
})

export type AuthLoginConfirmationRequest = zod.input<typeof AuthLoginConfirmationRequest>;
export type AuthLoginConfirmationRequestOutput = zod.output<typeof AuthLoginConfirmationRequest>;
