/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const hourlyAccrualsResponseDataItemTimeMin = 0;

export const hourlyAccrualsResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const hourlyAccrualsResponseDataItemRateRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const hourlyAccrualsResponseDataMax = 25;

export const hourlyAccrualsResponsePaginationLimitMax = 25;

export const hourlyAccrualsResponsePaginationOffsetMin = 0;
export const hourlyAccrualsResponsePaginationOffsetMax = 719;

export const hourlyAccrualsResponsePaginationTotalMin = 0;
export const hourlyAccrualsResponsePaginationTotalMax = 720;


export const HourlyAccrualsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "time": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(hourlyAccrualsResponseDataItemTimeMin)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', hourlyAccrualsResponseDataItemAmountRegExp),
  "rate": /*#__PURE__*/ zod.stringFormat('percent-unsigned', hourlyAccrualsResponseDataItemRateRegExp)
})).check(/*#__PURE__*/ zod.maxLength(hourlyAccrualsResponseDataMax)),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(hourlyAccrualsResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(hourlyAccrualsResponsePaginationOffsetMin)).check(/*#__PURE__*/ zod.lte(hourlyAccrualsResponsePaginationOffsetMax)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(hourlyAccrualsResponsePaginationTotalMin)).check(/*#__PURE__*/ zod.lte(hourlyAccrualsResponsePaginationTotalMax))
})
})

export type HourlyAccrualsResponse = zod.input<typeof HourlyAccrualsResponse>;
export type HourlyAccrualsResponseOutput = zod.output<typeof HourlyAccrualsResponse>;
