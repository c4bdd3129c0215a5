/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const redeemGiftCardRequestCodeMax = 40;


export const RedeemGiftCardRequest = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(redeemGiftCardRequestCodeMax))
})

export type RedeemGiftCardRequest = zod.input<typeof RedeemGiftCardRequest>;
export type RedeemGiftCardRequestOutput = zod.output<typeof RedeemGiftCardRequest>;
