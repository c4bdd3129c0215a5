/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const VoucherCodeMax = 64;


export const VoucherCode = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(VoucherCodeMax))

export type VoucherCode = zod.input<typeof VoucherCode>;
export type VoucherCodeOutput = zod.output<typeof VoucherCode>;
