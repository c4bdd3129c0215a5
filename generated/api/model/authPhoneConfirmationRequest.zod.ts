/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const authPhoneConfirmationRequestCodeRegExp = new RegExp('^[0-9]{6}$');
export const authPhoneConfirmationRequestUtmCampaignMax = 255;


export const AuthPhoneConfirmationRequest = zod.object({
  "id": zod.uuid().describe('The registration\'s id.'),
  "code": zod.string().regex(authPhoneConfirmationRequestCodeRegExp).describe('A 6-digit confirmation code (section 9 "Confirmation code length 6"), e-mailed, texted or from the authenticator app.'),
  "utm_campaign": zod.string().max(authPhoneConfirmationRequestUtmCampaignMax).optional().describe('The campaign of the visit (utm_campaign of the landing URL), kept for attribution.')
}).describe('Confirms a phone registration (section 7 body {id, code, utm_campaign}).')

export type AuthPhoneConfirmationRequest = zod.input<typeof AuthPhoneConfirmationRequest>;
export type AuthPhoneConfirmationRequestOutput = zod.output<typeof AuthPhoneConfirmationRequest>;
