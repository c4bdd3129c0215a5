/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const GiftCardId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type GiftCardId = zod.input<typeof GiftCardId>;
export type GiftCardIdOutput = zod.output<typeof GiftCardId>;
