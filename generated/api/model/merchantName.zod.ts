/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MerchantNameMin = 2;
export const MerchantNameMax = 40;


export const MerchantName = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(MerchantNameMin)).check(/*#__PURE__*/ zod.maxLength(MerchantNameMax))

export type MerchantName = zod.input<typeof MerchantName>;
export type MerchantNameOutput = zod.output<typeof MerchantName>;
