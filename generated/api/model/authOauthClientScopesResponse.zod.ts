/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authOauthClientScopesResponseDataClientIdMax = 64;

export const authOauthClientScopesResponseDataClientNameMax = 120;

export const authOauthClientScopesResponseDataScopesItemIdMax = 64;

export const authOauthClientScopesResponseDataScopesItemDescriptionMax = 300;


export const AuthOauthClientScopesResponse = zod.object({
  "data": zod.object({
  "client": zod.object({
  "id": zod.string().min(1).max(authOauthClientScopesResponseDataClientIdMax),
  "name": zod.string().min(1).max(authOauthClientScopesResponseDataClientNameMax),
  "logo": zod.url().optional(),
  "website": zod.url().optional()
}).describe('An OAuth client (an application asking for access). Assumption: fields modelled on a typical consent screen.'),
  "scopes": zod.array(zod.object({
  "id": zod.string().min(1).max(authOauthClientScopesResponseDataScopesItemIdMax).describe('The scope\'s name, e.g. general, orders.read.'),
  "description": zod.string().min(1).max(authOauthClientScopesResponseDataScopesItemDescriptionMax)
}))
})
})

export type AuthOauthClientScopesResponse = zod.input<typeof AuthOauthClientScopesResponse>;
export type AuthOauthClientScopesResponseOutput = zod.output<typeof AuthOauthClientScopesResponse>;
