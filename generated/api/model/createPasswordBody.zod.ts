/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createPasswordBodyPasswordMin = 8;
export const createPasswordBodyPasswordMax = 128;

export const createPasswordBodyPasswordConfirmationMin = 8;
export const createPasswordBodyPasswordConfirmationMax = 128;


export const CreatePasswordBody = zod.object({
  "password": zod.string().min(createPasswordBodyPasswordMin).max(createPasswordBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.'),
  "password_confirmation": zod.string().min(createPasswordBodyPasswordConfirmationMin).max(createPasswordBodyPasswordConfirmationMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Creates the first password (isPasswordCreateEnabled). Assumption: the new password twice.')

export type CreatePasswordBody = zod.input<typeof CreatePasswordBody>;
export type CreatePasswordBodyOutput = zod.output<typeof CreatePasswordBody>;
