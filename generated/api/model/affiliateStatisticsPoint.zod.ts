/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const affiliateStatisticsPointDateMin = 0;

export const affiliateStatisticsPointClicksMin = 0;

export const affiliateStatisticsPointRegistrationsMin = 0;

export const affiliateStatisticsPointDepositsMin = 0;

export const affiliateStatisticsPointEarnedRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const AffiliateStatisticsPoint = /*#__PURE__*/ zod.object({
  "date": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateStatisticsPointDateMin)),
  "clicks": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateStatisticsPointClicksMin)),
  "registrations": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateStatisticsPointRegistrationsMin)),
  "deposits": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(affiliateStatisticsPointDepositsMin)),
  "earned": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', affiliateStatisticsPointEarnedRegExp)
})

export type AffiliateStatisticsPoint = zod.input<typeof AffiliateStatisticsPoint>;
export type AffiliateStatisticsPointOutput = zod.output<typeof AffiliateStatisticsPoint>;
