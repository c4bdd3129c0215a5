/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthEmailMax = 254;


export const AuthEmail = zod.email().max(AuthEmailMax).describe('An e-mail address.')

export type AuthEmail = zod.input<typeof AuthEmail>;
export type AuthEmailOutput = zod.output<typeof AuthEmail>;
