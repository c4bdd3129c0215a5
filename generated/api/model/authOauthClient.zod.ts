/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authOauthClientIdMax = 64;

export const authOauthClientNameMax = 120;


export const AuthOauthClient = zod.object({
  "id": zod.string().min(1).max(authOauthClientIdMax),
  "name": zod.string().min(1).max(authOauthClientNameMax),
  "logo": zod.url().optional(),
  "website": zod.url().optional()
}).describe('An OAuth client (an application asking for access). Assumption: fields modelled on a typical consent screen.')

export type AuthOauthClient = zod.input<typeof AuthOauthClient>;
export type AuthOauthClientOutput = zod.output<typeof AuthOauthClient>;
