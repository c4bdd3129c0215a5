/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authCodeSentSentToMin = 3;
export const authCodeSentSentToMax = 254;

export const authCodeSentResendInMin = 0;


export const AuthCodeSent = /*#__PURE__*/ zod.object({
  "sentTo": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authCodeSentSentToMin)).check(/*#__PURE__*/ zod.maxLength(authCodeSentSentToMax)),
  "resendIn": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authCodeSentResendInMin))
})

export type AuthCodeSent = zod.input<typeof AuthCodeSent>;
export type AuthCodeSentOutput = zod.output<typeof AuthCodeSent>;
