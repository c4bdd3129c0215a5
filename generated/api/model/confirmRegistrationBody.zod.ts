/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const confirmRegistrationBodyEmailMax = 254;

export const confirmRegistrationBodyCodeRegExp = new RegExp('^[0-9]{6}$');
export const confirmRegistrationBodyUtmCampaignMax = 255;


export const ConfirmRegistrationBody = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(confirmRegistrationBodyEmailMax)),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(confirmRegistrationBodyCodeRegExp)),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(confirmRegistrationBodyUtmCampaignMax)))
})

export type ConfirmRegistrationBody = zod.input<typeof ConfirmRegistrationBody>;
export type ConfirmRegistrationBodyOutput = zod.output<typeof ConfirmRegistrationBody>;
