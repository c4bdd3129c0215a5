/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GiftCardDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');

export const GiftCardDesign = /*#__PURE__*/ zod.stringFormat('gift-card-design', GiftCardDesignRegExp)

export type GiftCardDesign = zod.input<typeof GiftCardDesign>;
export type GiftCardDesignOutput = zod.output<typeof GiftCardDesign>;
