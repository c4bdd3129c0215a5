/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authConnectionLinkRequestTokenMin = 20;
export const authConnectionLinkRequestTokenMax = 8192;


export const authConnectionLinkRequestTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');
export const authConnectionLinkRequestPasswordMin = 8;
export const authConnectionLinkRequestPasswordMax = 128;


export const AuthConnectionLinkRequest = zod.object({
  "token": zod.string().min(authConnectionLinkRequestTokenMin).max(authConnectionLinkRequestTokenMax).regex(authConnectionLinkRequestTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').'),
  "provider": zod.enum(['google', 'apple']).describe('A third-party sign-in provider (section 1; an auth page with another provider gives 404).'),
  "password": zod.string().min(authConnectionLinkRequestPasswordMin).max(authConnectionLinkRequestPasswordMax).describe('A password. Assumption: 8 to 128 characters; the server checks its strength.')
}).describe('Links the third-party account to the existing account with the same e-mail (the connection flag of the login result). Assumption: the account\'s password proves ownership.')

export type AuthConnectionLinkRequest = zod.input<typeof AuthConnectionLinkRequest>;
export type AuthConnectionLinkRequestOutput = zod.output<typeof AuthConnectionLinkRequest>;
