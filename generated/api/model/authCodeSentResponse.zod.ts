/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authCodeSentResponseDataSentToMin = 3;
export const authCodeSentResponseDataSentToMax = 254;

export const authCodeSentResponseDataResendInMin = 0;


export const AuthCodeSentResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "sentTo": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(authCodeSentResponseDataSentToMin)).check(/*#__PURE__*/ zod.maxLength(authCodeSentResponseDataSentToMax)),
  "resendIn": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(authCodeSentResponseDataResendInMin))
})
})

export type AuthCodeSentResponse = zod.input<typeof AuthCodeSentResponse>;
export type AuthCodeSentResponseOutput = zod.output<typeof AuthCodeSentResponse>;
