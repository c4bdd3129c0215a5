/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const AuthThirdPartyTokenMin = 20;
export const AuthThirdPartyTokenMax = 8192;


export const AuthThirdPartyTokenRegExp = new RegExp('^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]*$');

export const AuthThirdPartyToken = zod.string().min(AuthThirdPartyTokenMin).max(AuthThirdPartyTokenMax).regex(AuthThirdPartyTokenRegExp).describe('The provider\'s identity token: a JWT of three dot-separated parts that must contain an e-mail (section 5: else \'Invalid token\', \'Invalid token format\' or \'Invalid email\').')

export type AuthThirdPartyToken = zod.input<typeof AuthThirdPartyToken>;
export type AuthThirdPartyTokenOutput = zod.output<typeof AuthThirdPartyToken>;
