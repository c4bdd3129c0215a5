/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const buyGiftCardRequestDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const buyGiftCardRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const buyGiftCardRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const buyGiftCardRequestRecipientNameMax = 140;

export const buyGiftCardRequestMessageMax = 140;


export const BuyGiftCardRequest = /*#__PURE__*/ zod.object({
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', buyGiftCardRequestDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', buyGiftCardRequestTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', buyGiftCardRequestAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCardRequestRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(buyGiftCardRequestMessageMax)))
})

export type BuyGiftCardRequest = zod.input<typeof BuyGiftCardRequest>;
export type BuyGiftCardRequestOutput = zod.output<typeof BuyGiftCardRequest>;
