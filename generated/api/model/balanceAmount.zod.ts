/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const BalanceAmountDefault = `0`;
export const BalanceAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const BalanceAmount = zod.stringFormat('decimal-unsigned', BalanceAmountRegExp).default(BalanceAmountDefault).describe('An amount of a balance; "0" when the server leaves it out.')

export type BalanceAmount = zod.input<typeof BalanceAmount>;
export type BalanceAmountOutput = zod.output<typeof BalanceAmount>;
