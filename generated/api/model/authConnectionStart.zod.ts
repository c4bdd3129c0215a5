/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authConnectionStartStateMin = 16;
export const authConnectionStartStateMax = 128;


export const AuthConnectionStart = zod.object({
  "redirectUrl": zod.url().describe('The provider\'s authorization page.'),
  "state": zod.string().min(authConnectionStartStateMin).max(authConnectionStartStateMax).describe('Echoed by the provider; checked on return.')
})

export type AuthConnectionStart = zod.input<typeof AuthConnectionStart>;
export type AuthConnectionStartOutput = zod.output<typeof AuthConnectionStart>;
