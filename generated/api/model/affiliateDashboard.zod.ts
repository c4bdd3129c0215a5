/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateDashboardCodeMin = 4;
export const affiliateDashboardCodeMax = 64;

export const affiliateDashboardLinkMax = 4096;


export const affiliateDashboardLinkRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const affiliateDashboardCommissionRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const affiliateDashboardTotalsClicksMin = 0;

export const affiliateDashboardTotalsRegistrationsMin = 0;

export const affiliateDashboardTotalsDepositsMin = 0;

export const affiliateDashboardTotalsEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardPaidOutRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardProcessingRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardAvailableRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const affiliateDashboardMinPayoutRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateDashboard = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(affiliateDashboardCodeMin)).check(/*#__PURE__*/ zod.maxLength(affiliateDashboardCodeMax)),
  "link": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(affiliateDashboardLinkMax)).check(/*#__PURE__*/ zod.regex(affiliateDashboardLinkRegExp)),
  "commissionRate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', affiliateDashboardCommissionRateRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', affiliateDashboardTickerRegExp),
  "totals": /*#__PURE__*/ zod.object({
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateDashboardTotalsClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateDashboardTotalsRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateDashboardTotalsDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardTotalsEarnedRegExp)
}),
  "paidOut": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardPaidOutRegExp),
  "processing": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardProcessingRegExp),
  "available": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardAvailableRegExp),
  "minPayout": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateDashboardMinPayoutRegExp)
})

export type AffiliateDashboard = zod.input<typeof AffiliateDashboard>;
export type AffiliateDashboardOutput = zod.output<typeof AffiliateDashboard>;
