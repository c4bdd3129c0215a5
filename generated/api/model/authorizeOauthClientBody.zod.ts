/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authorizeOauthClientBodyClientIdMax = 64;

export const authorizeOauthClientBodyRedirectUriMax = 2048;

export const authorizeOauthClientBodyScopeMax = 1000;

export const authorizeOauthClientBodyStateMax = 512;

export const authorizeOauthClientBodyCodeChallengeMin = 43;
export const authorizeOauthClientBodyCodeChallengeMax = 128;


export const AuthorizeOauthClientBody = zod.object({
  "client_id": zod.string().min(1).max(authorizeOauthClientBodyClientIdMax),
  "redirect_uri": zod.url().max(authorizeOauthClientBodyRedirectUriMax),
  "response_type": zod.enum(['code']),
  "scope": zod.string().min(1).max(authorizeOauthClientBodyScopeMax).describe('Space-separated scopes.'),
  "state": zod.string().max(authorizeOauthClientBodyStateMax).optional(),
  "code_challenge": zod.string().min(authorizeOauthClientBodyCodeChallengeMin).max(authorizeOauthClientBodyCodeChallengeMax).optional(),
  "code_challenge_method": zod.enum(['S256']).optional(),
  "approve": zod.boolean().describe('Whether the user granted access.')
}).describe('The user\'s answer on the consent screen. Assumption: modelled on the OAuth 2.0 authorization code request.')

export type AuthorizeOauthClientBody = zod.input<typeof AuthorizeOauthClientBody>;
export type AuthorizeOauthClientBodyOutput = zod.output<typeof AuthorizeOauthClientBody>;
