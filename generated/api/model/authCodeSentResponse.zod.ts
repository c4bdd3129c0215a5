/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authCodeSentResponseDataSentToMin = 3;
export const authCodeSentResponseDataSentToMax = 254;

export const authCodeSentResponseDataResendInMin = 0;


export const AuthCodeSentResponse = zod.object({
  "data": zod.object({
  "sentTo": zod.string().min(authCodeSentResponseDataSentToMin).max(authCodeSentResponseDataSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(authCodeSentResponseDataResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')
})

export type AuthCodeSentResponse = zod.input<typeof AuthCodeSentResponse>;
export type AuthCodeSentResponseOutput = zod.output<typeof AuthCodeSentResponse>;
