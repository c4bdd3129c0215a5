/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbtUnholdRequestResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtUnholdRequestResponseDataCreatedAtMin = 0;

export const wbtUnholdRequestResponseDataAvailableAtMin = 0;

export const wbtUnholdRequestResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtUnholdRequestResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtUnholdRequestResponseDataAmountRegExp),
  "force": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['pending', 'completed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtUnholdRequestResponseDataCreatedAtMin)),
  "availableAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtUnholdRequestResponseDataAvailableAtMin)),
  "fee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtUnholdRequestResponseDataFeeRegExp))
})
})

export type WbtUnholdRequestResponse = zod.input<typeof WbtUnholdRequestResponse>;
export type WbtUnholdRequestResponseOutput = zod.output<typeof WbtUnholdRequestResponse>;
