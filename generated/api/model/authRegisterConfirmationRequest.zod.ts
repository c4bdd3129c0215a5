/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const authRegisterConfirmationRequestEmailMax = 254;

export const authRegisterConfirmationRequestCodeRegExp = new RegExp('^[0-9]{6}$');
export const authRegisterConfirmationRequestUtmCampaignMax = 255;


export const AuthRegisterConfirmationRequest = /*#__PURE__*/ zod.object({
  "email": /*#__PURE__*/ zod.email().check(/*#__PURE__*/ zod.maxLength(authRegisterConfirmationRequestEmailMax)),
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.regex(authRegisterConfirmationRequestCodeRegExp)),
  "utm_campaign": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(authRegisterConfirmationRequestUtmCampaignMax)))
})

export type AuthRegisterConfirmationRequest = zod.input<typeof AuthRegisterConfirmationRequest>;
export type AuthRegisterConfirmationRequestOutput = zod.output<typeof AuthRegisterConfirmationRequest>;
