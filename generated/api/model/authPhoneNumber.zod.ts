/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthPhoneNumberRegExp = new RegExp('^\\+[1-9][0-9]{7,14}$');

export const AuthPhoneNumber = zod.string().regex(AuthPhoneNumberRegExp).describe('A phone number in E.164 form.')

export type AuthPhoneNumber = zod.input<typeof AuthPhoneNumber>;
export type AuthPhoneNumberOutput = zod.output<typeof AuthPhoneNumber>;
