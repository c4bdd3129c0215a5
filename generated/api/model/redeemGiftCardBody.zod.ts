/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const redeemGiftCardBodyCodeMax = 40;


export const RedeemGiftCardBody = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(redeemGiftCardBodyCodeMax))
})

export type RedeemGiftCardBody = zod.input<typeof RedeemGiftCardBody>;
export type RedeemGiftCardBodyOutput = zod.output<typeof RedeemGiftCardBody>;
