/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const holdWbtBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const HoldWbtBody = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', holdWbtBodyAmountRegExp)
})

export type HoldWbtBody = zod.input<typeof HoldWbtBody>;
export type HoldWbtBodyOutput = zod.output<typeof HoldWbtBody>;
