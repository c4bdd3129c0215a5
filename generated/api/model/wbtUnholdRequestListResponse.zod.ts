/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbtUnholdRequestListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtUnholdRequestListResponseDataItemCreatedAtMin = 0;

export const wbtUnholdRequestListResponseDataItemAvailableAtMin = 0;

export const wbtUnholdRequestListResponseDataItemFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtUnholdRequestListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtUnholdRequestListResponseDataItemAmountRegExp),
  "force": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['pending', 'completed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtUnholdRequestListResponseDataItemCreatedAtMin)),
  "availableAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtUnholdRequestListResponseDataItemAvailableAtMin)),
  "fee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtUnholdRequestListResponseDataItemFeeRegExp))
}))
})

export type WbtUnholdRequestListResponse = zod.input<typeof WbtUnholdRequestListResponse>;
export type WbtUnholdRequestListResponseOutput = zod.output<typeof WbtUnholdRequestListResponse>;
