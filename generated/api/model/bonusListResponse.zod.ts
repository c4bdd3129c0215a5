/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const bonusListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const bonusListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const bonusListResponseDataItemCreatedAtMin = 0;

export const bonusListResponseDataItemExpiresAtMin = 0;

export const bonusListResponsePaginationLimitMax = 100;

export const bonusListResponsePaginationOffsetMin = 0;

export const bonusListResponsePaginationTotalMin = 0;


export const BonusListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', bonusListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', bonusListResponseDataItemAmountRegExp),
  "status": /*#__PURE__*/ zod.enum(['active', 'used', 'expired']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(bonusListResponseDataItemCreatedAtMin)),
  "expiresAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(bonusListResponseDataItemExpiresAtMin)))
})),
  "pagination": /*#__PURE__*/ zod.object({
  "limit": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)).check(/*#__PURE__*/ zod.lte(bonusListResponsePaginationLimitMax)),
  "offset": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(bonusListResponsePaginationOffsetMin)),
  "total": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(bonusListResponsePaginationTotalMin))
})
})

export type BonusListResponse = zod.input<typeof BonusListResponse>;
export type BonusListResponseOutput = zod.output<typeof BonusListResponse>;
