/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const wbtHoldRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const WbtHoldRequest = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', wbtHoldRequestAmountRegExp)
})

export type WbtHoldRequest = zod.input<typeof WbtHoldRequest>;
export type WbtHoldRequestOutput = zod.output<typeof WbtHoldRequest>;
