/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const setAntiPhishingCodeBodyCodeRegExp = new RegExp('^[A-Za-z0-9]{4,20}$');
export const setAntiPhishingCodeBodyTotpRegExp = new RegExp('^[0-9]{6}$');

export const SetAntiPhishingCodeBody = zod.object({
  "code": zod.string().regex(setAntiPhishingCodeBodyCodeRegExp),
  "totp": zod.string().regex(setAntiPhishingCodeBodyTotpRegExp).optional().describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.')
}).describe('Sets or changes the anti-phishing code. Assumption: 4 to 20 letters or digits, with the authenticator code when two-factor is on.')

export type SetAntiPhishingCodeBody = zod.input<typeof SetAntiPhishingCodeBody>;
export type SetAntiPhishingCodeBodyOutput = zod.output<typeof SetAntiPhishingCodeBody>;
