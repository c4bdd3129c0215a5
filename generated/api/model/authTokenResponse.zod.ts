/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authTokenResponseDataTokenMin = 16;
export const authTokenResponseDataTokenMax = 4096;

export const authTokenResponseDataExpiresAtMin = 0;


export const AuthTokenResponse = zod.object({
  "data": zod.object({
  "token": zod.string().min(authTokenResponseDataTokenMin).max(authTokenResponseDataTokenMax).describe('The token (a JWT).'),
  "expiresAt": zod.int().min(authTokenResponseDataExpiresAtMin).optional().describe('Seconds since the Unix epoch.')
})
})

export type AuthTokenResponse = zod.input<typeof AuthTokenResponse>;
export type AuthTokenResponseOutput = zod.output<typeof AuthTokenResponse>;
