/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const linkAuthConnectionBodyTokenMin = 20;
export const linkAuthConnectionBodyTokenMax = 8192;


export const linkAuthConnectionBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const LinkAuthConnectionBody = zod.object({
  "token": zod.string().min(linkAuthConnectionBodyTokenMin).max(linkAuthConnectionBodyTokenMax).regex(linkAuthConnectionBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).')
}).describe('Third-party sign-in (section 7 "Third-party login (token, provider)").')

export type LinkAuthConnectionBody = zod.input<typeof LinkAuthConnectionBody>;
export type LinkAuthConnectionBodyOutput = zod.output<typeof LinkAuthConnectionBody>;
