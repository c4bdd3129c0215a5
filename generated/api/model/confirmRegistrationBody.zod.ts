/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const confirmRegistrationBodyEmailMax = 254;

export const confirmRegistrationBodyCodeRegExp = new RegExp('^[0-9]{6}$');
export const confirmRegistrationBodyUtmCampaignMax = 255;


export const ConfirmRegistrationBody = zod.object({
  "email": zod.email().max(confirmRegistrationBodyEmailMax).describe('An e-mail address.'),
  "code": zod.string().regex(confirmRegistrationBodyCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "utm_campaign": zod.string().max(confirmRegistrationBodyUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Confirms an e-mail registration with its code. Assumption: the field names are not shown; modelled as {email, code}.')

export type ConfirmRegistrationBody = zod.input<typeof ConfirmRegistrationBody>;
export type ConfirmRegistrationBodyOutput = zod.output<typeof ConfirmRegistrationBody>;
