/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authPhoneConfirmationRequestCodeRegExp = new RegExp('^[0-9]{6}$');
export const authPhoneConfirmationRequestUtmCampaignMax = 255;


export const AuthPhoneConfirmationRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authPhoneConfirmationRequestCodeRegExp)),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authPhoneConfirmationRequestUtmCampaignMax)))
})

export type AuthPhoneConfirmationRequest = zod.input<typeof AuthPhoneConfirmationRequest>;
export type AuthPhoneConfirmationRequestOutput = zod.output<typeof AuthPhoneConfirmationRequest>;
