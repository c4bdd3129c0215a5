/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const toggleTwoFactorBodyTotpRegExp = new RegExp('^[0-9]{6}$');
export const toggleTwoFactorBodySecretMin = 16;
export const toggleTwoFactorBodySecretMax = 64;


export const ToggleTwoFactorBody = zod.object({
  "enable": zod.boolean(),
  "totp": zod.string().regex(toggleTwoFactorBodyTotpRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "secret": zod.string().min(toggleTwoFactorBodySecretMin).max(toggleTwoFactorBodySecretMax).optional()
}).describe('Turns the authenticator on or off. Assumption: confirmed by a current code (and, to turn it on, the secret just generated).')

export type ToggleTwoFactorBody = zod.input<typeof ToggleTwoFactorBody>;
export type ToggleTwoFactorBodyOutput = zod.output<typeof ToggleTwoFactorBody>;
