/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const hourlyAccrualTimeMin = 0;

export const hourlyAccrualAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const hourlyAccrualRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const HourlyAccrual = /*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(hourlyAccrualTimeMin)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', hourlyAccrualAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', hourlyAccrualRateRegExp)
})

export type HourlyAccrual = zod.input<typeof HourlyAccrual>;
export type HourlyAccrualOutput = zod.output<typeof HourlyAccrual>;
