/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authOauthAuthorizeRequestClientIdMax = 64;

export const authOauthAuthorizeRequestRedirectUriMax = 2048;

export const authOauthAuthorizeRequestScopeMax = 1000;

export const authOauthAuthorizeRequestStateMax = 512;

export const authOauthAuthorizeRequestCodeChallengeMin = 43;
export const authOauthAuthorizeRequestCodeChallengeMax = 128;


export const AuthOauthAuthorizeRequest = zod.object({
  "client_id": zod.string().min(1).max(authOauthAuthorizeRequestClientIdMax),
  "redirect_uri": zod.url().max(authOauthAuthorizeRequestRedirectUriMax),
  "response_type": zod.enum(['code']),
  "scope": zod.string().min(1).max(authOauthAuthorizeRequestScopeMax).describe('Space-separated scopes.'),
  "state": zod.string().max(authOauthAuthorizeRequestStateMax).optional(),
  "code_challenge": zod.string().min(authOauthAuthorizeRequestCodeChallengeMin).max(authOauthAuthorizeRequestCodeChallengeMax).optional(),
  "code_challenge_method": zod.enum(['S256']).optional(),
  "approve": zod.boolean().describe('Whether the user granted access.')
}).describe('The user\'s answer on the consent screen. Assumption: modelled on the OAuth 2.0 authorization code request.')

export type AuthOauthAuthorizeRequest = zod.input<typeof AuthOauthAuthorizeRequest>;
export type AuthOauthAuthorizeRequestOutput = zod.output<typeof AuthOauthAuthorizeRequest>;
