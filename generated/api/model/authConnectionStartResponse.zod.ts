/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authConnectionStartResponseDataStateMin = 16;
export const authConnectionStartResponseDataStateMax = 128;


export const AuthConnectionStartResponse = zod.object({
  "data": zod.object({
  "redirectUrl": zod.url().describe('The provider\'s authorization page.'),
  "state": zod.string().min(authConnectionStartResponseDataStateMin).max(authConnectionStartResponseDataStateMax).describe('Echoed by the provider; checked on return.')
})
})

export type AuthConnectionStartResponse = zod.input<typeof AuthConnectionStartResponse>;
export type AuthConnectionStartResponseOutput = zod.output<typeof AuthConnectionStartResponse>;
