/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthPhoneCodeRequest = zod.object({
  "id": zod.uuid().describe('The registration\'s id.')
}).describe('Asks for a new phone registration code (section 7 body {id}).')

export type AuthPhoneCodeRequest = zod.input<typeof AuthPhoneCodeRequest>;
export type AuthPhoneCodeRequestOutput = zod.output<typeof AuthPhoneCodeRequest>;
