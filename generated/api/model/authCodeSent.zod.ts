/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authCodeSentSentToMin = 3;
export const authCodeSentSentToMax = 254;

export const authCodeSentResendInMin = 0;


export const AuthCodeSent = zod.object({
  "sentTo": zod.string().min(authCodeSentSentToMin).max(authCodeSentSentToMax).describe('The masked e-mail or phone the code went to.'),
  "resendIn": zod.int().min(authCodeSentResendInMin).describe('Seconds before a new code may be asked for.')
}).describe('A code was sent. Assumption: not shown by the spec; modelled as the masked destination and the resend delay.')

export type AuthCodeSent = zod.input<typeof AuthCodeSent>;
export type AuthCodeSentOutput = zod.output<typeof AuthCodeSent>;
