/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const giftCardTermsAssetsItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const giftCardTermsAssetsItemMinAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardTermsAssetsItemMaxAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const giftCardTermsAssetsItemDecimalsMin = 0;
export const giftCardTermsAssetsItemDecimalsMax = 18;

export const giftCardTermsDesignsItemRegExp = new RegExp('^[a-z0-9][a-z0-9-]{0,63}$');

export const GiftCardTerms = /*#__PURE__*/ zod.object({
  "assets": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', giftCardTermsAssetsItemTickerRegExp),
  "minAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardTermsAssetsItemMinAmountRegExp),
  "maxAmount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', giftCardTermsAssetsItemMaxAmountRegExp),
  "decimals": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(giftCardTermsAssetsItemDecimalsMin)).check(/*#__PURE__*/ zod.lte(giftCardTermsAssetsItemDecimalsMax))
})),
  "designs": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.stringFormat('gift-card-design', giftCardTermsDesignsItemRegExp))
})

export type GiftCardTerms = zod.input<typeof GiftCardTerms>;
export type GiftCardTermsOutput = zod.output<typeof GiftCardTerms>;
