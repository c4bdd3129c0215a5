/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authRegistrationResponseDataResendInMin = 0;


export const AuthRegistrationResponse = zod.object({
  "data": zod.object({
  "id": zod.uuid().describe('The registration\'s id.'),
  "confirmation": zod.enum(['email', 'phone']).describe('Where the 6-digit code was sent.'),
  "resendIn": zod.int().min(authRegistrationResponseDataResendInMin).optional().describe('Seconds before a new code may be asked for.')
}).describe('A registration waiting for its confirmation code. Assumption: not shown by the spec; the id is what the phone calls send back ({id}), confirmation says where the code went.')
})

export type AuthRegistrationResponse = zod.input<typeof AuthRegistrationResponse>;
export type AuthRegistrationResponseOutput = zod.output<typeof AuthRegistrationResponse>;
