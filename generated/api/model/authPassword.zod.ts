/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthPasswordMin = 8;
export const AuthPasswordMax = 128;


export const AuthPassword = zod.string().min(AuthPasswordMin).max(AuthPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')

export type AuthPassword = zod.input<typeof AuthPassword>;
export type AuthPasswordOutput = zod.output<typeof AuthPassword>;
