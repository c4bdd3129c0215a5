/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const linkThirdPartyAccountBodyTokenMin = 20;
export const linkThirdPartyAccountBodyTokenMax = 8192;


export const linkThirdPartyAccountBodyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');
export const linkThirdPartyAccountBodyPasswordMin = 8;
export const linkThirdPartyAccountBodyPasswordMax = 128;


export const LinkThirdPartyAccountBody = zod.object({
  "token": zod.string().min(linkThirdPartyAccountBodyTokenMin).max(linkThirdPartyAccountBodyTokenMax).regex(linkThirdPartyAccountBodyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "password": zod.string().min(linkThirdPartyAccountBodyPasswordMin).max(linkThirdPartyAccountBodyPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Links the third-party account to the existing account with the same e-mail (the connection flag of the login result). Assumption: the account\'s password proves ownership.')

export type LinkThirdPartyAccountBody = zod.input<typeof LinkThirdPartyAccountBody>;
export type LinkThirdPartyAccountBodyOutput = zod.output<typeof LinkThirdPartyAccountBody>;
