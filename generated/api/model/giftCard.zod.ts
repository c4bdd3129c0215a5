/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const giftCardDesignRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');
export const giftCardTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const giftCardAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardRecipientNameMax = 140;

export const giftCardMessageMax = 140;

export const giftCardCodeRegExp = new RegExp('^GIFT(-[A-Z0-9]{4}){3}$');
export const giftCardPurchasedAtMin = 0;

export const giftCardRedeemedAtMin = 0;


export const GiftCard = /*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "design": /*#__PURE__*/ zod.stringFormat('gift-card-design', giftCardDesignRegExp),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', giftCardTickerRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardAmountRegExp),
  "recipientName": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(giftCardRecipientNameMax))),
  "message": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(giftCardMessageMax))),
  "code": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('gift-card-code', giftCardCodeRegExp)),
  "status": /*#__PURE__*/ zod.enum(['active', 'redeemed']),
  "role": /*#__PURE__*/ zod.enum(['bought', 'received']),
  "purchasedAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardPurchasedAtMin)),
  "redeemedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardRedeemedAtMin)))
})

export type GiftCard = zod.input<typeof GiftCard>;
export type GiftCardOutput = zod.output<typeof GiftCard>;
