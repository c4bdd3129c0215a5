/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const BalanceAmountDefault = `0`;
export const BalanceAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceAmount = /*#__PURE__*/ zod._default(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', BalanceAmountRegExp), BalanceAmountDefault)

export type BalanceAmount = zod.input<typeof BalanceAmount>;
export type BalanceAmountOutput = zod.output<typeof BalanceAmount>;
