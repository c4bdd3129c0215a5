/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const buyGiftCardBodyDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const buyGiftCardBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const buyGiftCardBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const buyGiftCardBodyRecipientNameMax = 140;

export const buyGiftCardBodyMessageMax = 140;


export const BuyGiftCardBody = /*#__PURE__*/ zod.object({
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', buyGiftCardBodyDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', buyGiftCardBodyTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', buyGiftCardBodyAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCardBodyRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCardBodyMessageMax)))
})

export type BuyGiftCardBody = zod.input<typeof BuyGiftCardBody>;
export type BuyGiftCardBodyOutput = zod.output<typeof BuyGiftCardBody>;
