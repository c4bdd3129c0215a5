/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const settingsReferralResponseDataReferralCodeMin = 4;
export const settingsReferralResponseDataReferralCodeMax = 32;

export const settingsReferralResponseDataReferralLinkMax = 4096;


export const settingsReferralResponseDataReferralLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const settingsReferralResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsReferralResponseDataInvitedCountMin = 0;

export const settingsReferralResponseDataEarnedItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsReferralResponseDataEarnedItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SettingsReferralResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "referralCode": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(settingsReferralResponseDataReferralCodeMin)).check(/*#__PURE__*/ zod.maxLength(settingsReferralResponseDataReferralCodeMax)),
  "referralLink": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(settingsReferralResponseDataReferralLinkMax)).check(/*#__PURE__*/ zod.regex(settingsReferralResponseDataReferralLinkRegExp)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', settingsReferralResponseDataRateRegExp),
  "invitedCount": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(settingsReferralResponseDataInvitedCountMin)),
  "earned": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', settingsReferralResponseDataEarnedItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', settingsReferralResponseDataEarnedItemAmountRegExp)
}))
})
})

export type SettingsReferralResponse = zod.input<typeof SettingsReferralResponse>;
export type SettingsReferralResponseOutput = zod.output<typeof SettingsReferralResponse>;
