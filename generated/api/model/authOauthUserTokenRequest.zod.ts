/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authOauthUserTokenRequestClientIdMax = 64;


export const AuthOauthUserTokenRequest = zod.object({
  "client_id": zod.string().min(1).max(authOauthUserTokenRequestClientIdMax)
}).describe('Assumption: the OAuth client the token is for.')

export type AuthOauthUserTokenRequest = zod.input<typeof AuthOauthUserTokenRequest>;
export type AuthOauthUserTokenRequestOutput = zod.output<typeof AuthOauthUserTokenRequest>;
