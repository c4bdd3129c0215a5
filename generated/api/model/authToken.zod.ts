/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authTokenTokenMin = 16;
export const authTokenTokenMax = 4096;

export const authTokenExpiresAtMin = 0;


export const AuthToken = zod.object({
  "token": zod.string().min(authTokenTokenMin).max(authTokenTokenMax).describe('The token (a JWT).'),
  "expiresAt": zod.int().min(authTokenExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
})

export type AuthToken = zod.input<typeof AuthToken>;
export type AuthTokenOutput = zod.output<typeof AuthToken>;
