/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authSupportSsoResponseDataJwtMin = 16;
export const authSupportSsoResponseDataJwtMax = 4096;


export const AuthSupportSsoResponse = zod.object({
  "data": zod.object({
  "url": zod.url().describe('The support centre\'s JWT sign-in endpoint.'),
  "jwt": zod.string().min(authSupportSsoResponseDataJwtMin).max(authSupportSsoResponseDataJwtMax),
  "returnTo": zod.url().optional()
}).describe('A support-centre single-sign-on. Assumption: modelled on a JWT single sign-on: the client posts the jwt to the url (with return_to) in a form.')
})

export type AuthSupportSsoResponse = zod.input<typeof AuthSupportSsoResponse>;
export type AuthSupportSsoResponseOutput = zod.output<typeof AuthSupportSsoResponse>;
