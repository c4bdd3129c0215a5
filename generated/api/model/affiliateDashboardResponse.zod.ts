/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateDashboardResponseDataCodeMin = 4;
export const affiliateDashboardResponseDataCodeMax = 64;

export const affiliateDashboardResponseDataLinkMax = 4096;


export const affiliateDashboardResponseDataLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const affiliateDashboardResponseDataCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliateDashboardResponseDataTotalsClicksMin = 0;

export const affiliateDashboardResponseDataTotalsRegistrationsMin = 0;

export const affiliateDashboardResponseDataTotalsDepositsMin = 0;

export const affiliateDashboardResponseDataTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardResponseDataPaidOutRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardResponseDataProcessingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardResponseDataAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardResponseDataMinPayoutRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateDashboardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliateDashboardResponseDataCodeMin)).check(/*#__PURE__*/ zod.maxLength(affiliateDashboardResponseDataCodeMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(affiliateDashboardResponseDataLinkMax)).check(/*#__PURE__*/ zod.regex(affiliateDashboardResponseDataLinkRegExp)),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', affiliateDashboardResponseDataCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliateDashboardResponseDataTickerRegExp),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateDashboardResponseDataTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateDashboardResponseDataTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateDashboardResponseDataTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardResponseDataTotalsEarnedRegExp)
}),
  "paidOut": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardResponseDataPaidOutRegExp),
  "processing": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardResponseDataProcessingRegExp),
  "available": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardResponseDataAvailableRegExp),
  "minPayout": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardResponseDataMinPayoutRegExp)
})
})

export type AffiliateDashboardResponse = zod.input<typeof AffiliateDashboardResponse>;
export type AffiliateDashboardResponseOutput = zod.output<typeof AffiliateDashboardResponse>;
