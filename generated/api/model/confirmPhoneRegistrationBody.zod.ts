/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmPhoneRegistrationBodyCodeRegExp = new RegExp('^[0-9]{6}$');
export const confirmPhoneRegistrationBodyUtmCampaignMax = 255;


export const ConfirmPhoneRegistrationBody = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.uuid(),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmPhoneRegistrationBodyCodeRegExp)),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(confirmPhoneRegistrationBodyUtmCampaignMax)))
})

export type ConfirmPhoneRegistrationBody = zod.input<typeof ConfirmPhoneRegistrationBody>;
export type ConfirmPhoneRegistrationBodyOutput = zod.output<typeof ConfirmPhoneRegistrationBody>;
