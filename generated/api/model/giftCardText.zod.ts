/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GiftCardTextMax = 140;


export const GiftCardText = /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(GiftCardTextMax))

export type GiftCardText = zod.input<typeof GiftCardText>;
export type GiftCardTextOutput = zod.output<typeof GiftCardText>;
