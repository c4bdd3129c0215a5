/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const GiftCardCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');

export const GiftCardCode = /*#__PURE__*/ zod.stringFormat('gift-card-code', GiftCardCodeRegExp)

export type GiftCardCode = zod.input<typeof GiftCardCode>;
export type GiftCardCodeOutput = zod.output<typeof GiftCardCode>;
