/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const generateOauthUserTokenBodyClientIdMax = 64;


export const GenerateOauthUserTokenBody = zod.object({
  "client_id": zod.string().min(1).max(generateOauthUserTokenBodyClientIdMax)
}).describe('Assumption: the OAuth client the token is for.')

export type GenerateOauthUserTokenBody = zod.input<typeof GenerateOauthUserTokenBody>;
export type GenerateOauthUserTokenBodyOutput = zod.output<typeof GenerateOauthUserTokenBody>;
