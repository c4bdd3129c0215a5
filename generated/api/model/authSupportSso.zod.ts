/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authSupportSsoJwtMin = 16;
export const authSupportSsoJwtMax = 4096;


export const AuthSupportSso = zod.object({
  "url": zod.url().describe('The support centre\'s JWT sign-in endpoint.'),
  "jwt": zod.string().min(authSupportSsoJwtMin).max(authSupportSsoJwtMax),
  "returnTo": zod.url().optional()
}).describe('A support-centre single-sign-on. Assumption: modelled on a JWT single sign-on: the client posts the jwt to the url (with return_to) in a form.')

export type AuthSupportSso = zod.input<typeof AuthSupportSso>;
export type AuthSupportSsoOutput = zod.output<typeof AuthSupportSso>;
