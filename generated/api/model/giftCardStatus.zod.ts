/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GiftCardStatus = /*#__PURE__*/ zod.enum(['active', 'redeemed'])

export type GiftCardStatus = zod.input<typeof GiftCardStatus>;
export type GiftCardStatusOutput = zod.output<typeof GiftCardStatus>;
