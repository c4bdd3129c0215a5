/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyListResponseDataItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyListResponseDataItemNameMax = 64;

export const currencyListResponseDataItemImageMax = 262144;


export const currencyListResponseDataItemImageRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');
export const currencyListResponseDataItemTradeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyListResponseDataItemDecimalMin = 0;
export const currencyListResponseDataItemDecimalMax = 18;

export const currencyListResponseDataItemNetworksItemCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const currencyListResponseDataItemNetworksItemNameMax = 64;

export const currencyListResponseDataItemNetworksItemExplorerMax = 4096;


export const currencyListResponseDataItemNetworksItemExplorerRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const currencyListResponseDataItemNetworksItemConfirmationsMin = 0;
export const currencyListResponseDataItemNetworksItemConfirmationsMax = 10000;

export const currencyListResponseDataItemNetworksItemMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemNetworksItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemNetworksItemWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemNetworksItemMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemProvidersItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyListResponseDataItemProvidersItemNameMax = 64;

export const currencyListResponseDataItemProvidersItemDescriptionMax = 500;

export const currencyListResponseDataItemProvidersItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemProvidersItemMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemProvidersItemWithdrawFixedFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyListResponseDataItemProvidersItemWithdrawPercentFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyListResponseDataItemTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyListResponseDataItemNameMax)),
  "image": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(currencyListResponseDataItemImageMax)).check(/*#__PURE__*/ zod.regex(currencyListResponseDataItemImageRegExp)),
  "isFiat": /*#__PURE__*/ zod.boolean(),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "tradingEnabled": /*#__PURE__*/ zod.boolean(),
  "tradeTicker": /*#__PURE__*/ zod.stringFormat('ticker', currencyListResponseDataItemTradeTickerRegExp),
  "inMargin": /*#__PURE__*/ zod.boolean(),
  "decimal": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(currencyListResponseDataItemDecimalMin)).check(/*#__PURE__*/ zod.lte(currencyListResponseDataItemDecimalMax)),
  "networks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('network', currencyListResponseDataItemNetworksItemCodeRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyListResponseDataItemNetworksItemNameMax)),
  "explorer": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(currencyListResponseDataItemNetworksItemExplorerMax)).check(/*#__PURE__*/ zod.regex(currencyListResponseDataItemNetworksItemExplorerRegExp)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "isMemo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "confirmations": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(currencyListResponseDataItemNetworksItemConfirmationsMin)).check(/*#__PURE__*/ zod.lte(currencyListResponseDataItemNetworksItemConfirmationsMax))),
  "minDeposit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemMinDepositRegExp)),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemMinWithdrawRegExp)),
  "withdrawFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemWithdrawFeeRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemNetworksItemMaxWithdrawRegExp))
})),
  "providers": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyListResponseDataItemProvidersItemTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyListResponseDataItemProvidersItemNameMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(currencyListResponseDataItemProvidersItemDescriptionMax)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "withdrawDetails": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['card', 'iban'])),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemProvidersItemMinWithdrawRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemProvidersItemMaxWithdrawRegExp)),
  "withdrawFixedFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemProvidersItemWithdrawFixedFeeRegExp)),
  "withdrawPercentFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyListResponseDataItemProvidersItemWithdrawPercentFeeRegExp))
}))
}))
})

export type CurrencyListResponse = zod.input<typeof CurrencyListResponse>;
export type CurrencyListResponseOutput = zod.output<typeof CurrencyListResponse>;
