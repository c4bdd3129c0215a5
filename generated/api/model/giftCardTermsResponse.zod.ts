/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const giftCardTermsResponseDataAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const giftCardTermsResponseDataAssetsItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardTermsResponseDataAssetsItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardTermsResponseDataAssetsItemDecimalsMin = 0;
export const giftCardTermsResponseDataAssetsItemDecimalsMax = 18;

export const giftCardTermsResponseDataDesignsItemRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');

export const GiftCardTermsResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', giftCardTermsResponseDataAssetsItemTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardTermsResponseDataAssetsItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardTermsResponseDataAssetsItemMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardTermsResponseDataAssetsItemDecimalsMin)).check(/*#__PURE__*/ zod.lte(giftCardTermsResponseDataAssetsItemDecimalsMax))
})),
  "designs": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('gift-card-design', giftCardTermsResponseDataDesignsItemRegExp))
})
})

export type GiftCardTermsResponse = zod.input<typeof GiftCardTermsResponse>;
export type GiftCardTermsResponseOutput = zod.output<typeof GiftCardTermsResponse>;
