/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const AuthLoginResult = zod.object({
  "userId": zod.int().min(1).describe('The user\'s id.'),
  "twoFa": zod.boolean().describe('The authenticator code is required to finish signing in.'),
  "passkeys": zod.boolean().describe('A passkey may be used to finish signing in.'),
  "deviceVerify": zod.boolean().describe('The device is new; a 6-digit code was e-mailed to confirm it.'),
  "consent": zod.boolean().optional().describe('Third-party sign-in only. No account yet; the registration consent must be given.'),
  "connection": zod.boolean().optional().describe('Third-party sign-in only. An account with this e-mail exists; the third-party account must be linked to it.')
}).describe('The Login result of section 3 (userId, twoFa, passkeys, deviceVerify, consent, connection). When twoFa, passkeys or deviceVerify is true the client opens the confirm-code modal (authenticator code, passkey, or the 6-digit code e-mailed for a new device); otherwise the session has started. consent and connection come only from third-party sign-in: consent leads to the registration consent page, connection to account linking.')

export type AuthLoginResult = zod.input<typeof AuthLoginResult>;
export type AuthLoginResultOutput = zod.output<typeof AuthLoginResult>;
