/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const confirmPhoneRegistrationBodyCodeRegExp = new RegExp('^[0-9]{6}$');
export const confirmPhoneRegistrationBodyUtmCampaignMax = 255;


export const ConfirmPhoneRegistrationBody = zod.object({
  "id": zod.uuid().describe('The registration\'s id.'),
  "code": zod.string().regex(confirmPhoneRegistrationBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "utm_campaign": zod.string().max(confirmPhoneRegistrationBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Confirms a phone registration (section 7 body {id, code, utm_campaign}).')

export type ConfirmPhoneRegistrationBody = zod.input<typeof ConfirmPhoneRegistrationBody>;
export type ConfirmPhoneRegistrationBodyOutput = zod.output<typeof ConfirmPhoneRegistrationBody>;
