/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const giftCardResponseDataDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const giftCardResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const giftCardResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardResponseDataRecipientNameMax = 140;

export const giftCardResponseDataMessageMax = 140;

export const giftCardResponseDataCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const giftCardResponseDataPurchasedAtMin = 0;

export const giftCardResponseDataRedeemedAtMin = 0;


export const GiftCardResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', giftCardResponseDataDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', giftCardResponseDataTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardResponseDataAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(giftCardResponseDataRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(giftCardResponseDataMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', giftCardResponseDataCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardResponseDataPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardResponseDataRedeemedAtMin)))
})
})

export type GiftCardResponse = zod.input<typeof GiftCardResponse>;
export type GiftCardResponseOutput = zod.output<typeof GiftCardResponse>;
