/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const giftCardListResponseDataItemDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const giftCardListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const giftCardListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardListResponseDataItemRecipientNameMax = 140;

export const giftCardListResponseDataItemMessageMax = 140;

export const giftCardListResponseDataItemCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const giftCardListResponseDataItemPurchasedAtMin = 0;

export const giftCardListResponseDataItemRedeemedAtMin = 0;


export const GiftCardListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', giftCardListResponseDataItemDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', giftCardListResponseDataItemTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardListResponseDataItemAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(giftCardListResponseDataItemRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(giftCardListResponseDataItemMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', giftCardListResponseDataItemCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardListResponseDataItemPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardListResponseDataItemRedeemedAtMin)))
}))
})

export type GiftCardListResponse = zod.input<typeof GiftCardListResponse>;
export type GiftCardListResponseOutput = zod.output<typeof GiftCardListResponse>;
