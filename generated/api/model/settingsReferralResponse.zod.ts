/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const settingsReferralResponseDataReferralCodeMin = 4;
export const settingsReferralResponseDataReferralCodeMax = 32;

export const settingsReferralResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const settingsReferralResponseDataInvitedCountMin = 0;

export const settingsReferralResponseDataEarnedItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const settingsReferralResponseDataEarnedItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const SettingsReferralResponse = zod.object({
  "data": zod.object({
  "referralCode": zod.string().min(settingsReferralResponseDataReferralCodeMin).max(settingsReferralResponseDataReferralCodeMax),
  "referralLink": zod.url(),
  "rate": zod.stringFormat('percent-unsigned', settingsReferralResponseDataRateRegExp).describe('The share of the invitees\' fees paid as reward, in percent (default 40).'),
  "invitedCount": zod.int().min(settingsReferralResponseDataInvitedCountMin),
  "earned": zod.array(zod.object({
  "ticker": zod.stringFormat('ticker', settingsReferralResponseDataEarnedItemTickerRegExp).describe('An asset ticker in upper case, e.g. BTC, USDT, WBT.'),
  "amount": zod.stringFormat('decimal-unsigned', settingsReferralResponseDataEarnedItemAmountRegExp).describe('A DecimalString that is zero or positive.')
})).describe('Rewards earned so far, per ticker.')
}).describe('The referral program of the user. Assumption: modelled as the code, link, reward rate (default 40 %), invitees and earnings.')
})

export type SettingsReferralResponse = zod.input<typeof SettingsReferralResponse>;
export type SettingsReferralResponseOutput = zod.output<typeof SettingsReferralResponse>;
