/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const wbtUnholdRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const wbtUnholdRequestCreatedAtMin = 0;

export const wbtUnholdRequestAvailableAtMin = 0;

export const wbtUnholdRequestFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtUnholdRequest = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtUnholdRequestAmountRegExp),
  "force": /*#__PURE__*/ zod.boolean(),
  "status": /*#__PURE__*/ zod.enum(['pending', 'completed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtUnholdRequestCreatedAtMin)),
  "availableAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(wbtUnholdRequestAvailableAtMin)),
  "fee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtUnholdRequestFeeRegExp))
})

export type WbtUnholdRequest = zod.input<typeof WbtUnholdRequest>;
export type WbtUnholdRequestOutput = zod.output<typeof WbtUnholdRequest>;
