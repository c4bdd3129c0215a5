/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const miningReferralsResponseDataCodeRegExp = new RegExp('^[A-Za-z0-9]{1,50}$');
export const miningReferralsResponseDataLinkMax = 4096;


export const miningReferralsResponseDataLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const miningReferralsResponseDataRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningReferralsResponseDataCurrencyRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const miningReferralsResponseDataTotalEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const miningReferralsResponseDataReferralsItemAccountMin = 3;
export const miningReferralsResponseDataReferralsItemAccountMax = 40;

export const miningReferralsResponseDataReferralsItemJoinedAtMin = 0;

export const miningReferralsResponseDataReferralsItemAverage24hRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const miningReferralsResponseDataReferralsItemEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const MiningReferralsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('mining-referral-code', miningReferralsResponseDataCodeRegExp),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(miningReferralsResponseDataLinkMax)).check(/*#__PURE__*/ zod.regex(miningReferralsResponseDataLinkRegExp)),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', miningReferralsResponseDataRateRegExp),
  "currency": /*#__PURE__*/ zod.stringFormat('ticker', miningReferralsResponseDataCurrencyRegExp),
  "totalEarned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningReferralsResponseDataTotalEarnedRegExp),
  "referrals": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "account": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(miningReferralsResponseDataReferralsItemAccountMin)).check(/*#__PURE__*/ zod.maxLength(miningReferralsResponseDataReferralsItemAccountMax)),
  "joinedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(miningReferralsResponseDataReferralsItemJoinedAtMin)),
  "average24h": /*#__PURE__*/ zod.stringFormat('hashrate', miningReferralsResponseDataReferralsItemAverage24hRegExp),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', miningReferralsResponseDataReferralsItemEarnedRegExp)
}))
})
})

export type MiningReferralsResponse = zod.input<typeof MiningReferralsResponse>;
export type MiningReferralsResponseOutput = zod.output<typeof MiningReferralsResponse>;
