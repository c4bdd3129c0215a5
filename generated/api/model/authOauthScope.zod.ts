/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authOauthScopeIdMax = 64;

export const authOauthScopeDescriptionMax = 300;


export const AuthOauthScope = zod.object({
  "id": zod.string().min(1).max(authOauthScopeIdMax).describe('The scope\'s name, e.g. general, orders.read.'),
  "description": zod.string().min(1).max(authOauthScopeDescriptionMax)
})

export type AuthOauthScope = zod.input<typeof AuthOauthScope>;
export type AuthOauthScopeOutput = zod.output<typeof AuthOauthScope>;
