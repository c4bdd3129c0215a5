/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authRegistrationResendInMin = 0;


export const AuthRegistration = zod.object({
  "id": zod.uuid().describe('The registration\'s id.'),
  "confirmation": zod.enum(['email', 'phone']).describe('Where the 6-digit code was sent.'),
  "resendIn": zod.int().min(authRegistrationResendInMin).optional().describe('Seconds before a new code may be asked for.')
}).describe('A registration waiting for its confirmation code. Assumption: not shown by the spec; the id is what the phone calls send back ({id}), confirmation says where the code went.')

export type AuthRegistration = zod.input<typeof AuthRegistration>;
export type AuthRegistrationOutput = zod.output<typeof AuthRegistration>;
