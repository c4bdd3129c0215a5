/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyNameMax = 64;

export const currencyImageMax = 262144;


export const currencyImageRegExp = new RegExp('^(https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?|data:image/(png|gif|jpeg|webp|avif|svg\\+xml)(;[A-Za-z0-9=.+-]+)*,[\\x21-\\x7e]*)$');
export const currencyTradeTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyDecimalMin = 0;
export const currencyDecimalMax = 18;

export const currencyNetworksItemCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const currencyNetworksItemNameMax = 64;

export const currencyNetworksItemExplorerMax = 4096;


export const currencyNetworksItemExplorerRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const currencyNetworksItemConfirmationsMin = 0;
export const currencyNetworksItemConfirmationsMax = 10000;

export const currencyNetworksItemMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworksItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworksItemWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworksItemMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProvidersItemTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const currencyProvidersItemNameMax = 64;

export const currencyProvidersItemDescriptionMax = 500;

export const currencyProvidersItemMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProvidersItemMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProvidersItemWithdrawFixedFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyProvidersItemWithdrawPercentFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const Currency = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyNameMax)),
  "image": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(currencyImageMax)).check(/*#__PURE__*/ zod.regex(currencyImageRegExp)),
  "isFiat": /*#__PURE__*/ zod.boolean(),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "tradingEnabled": /*#__PURE__*/ zod.boolean(),
  "tradeTicker": /*#__PURE__*/ zod.stringFormat('ticker', currencyTradeTickerRegExp),
  "inMargin": /*#__PURE__*/ zod.boolean(),
  "decimal": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(currencyDecimalMin)).check(/*#__PURE__*/ zod.lte(currencyDecimalMax)),
  "networks": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('network', currencyNetworksItemCodeRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyNetworksItemNameMax)),
  "explorer": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(currencyNetworksItemExplorerMax)).check(/*#__PURE__*/ zod.regex(currencyNetworksItemExplorerRegExp)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "isMemo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "confirmations": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(currencyNetworksItemConfirmationsMin)).check(/*#__PURE__*/ zod.lte(currencyNetworksItemConfirmationsMax))),
  "minDeposit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworksItemMinDepositRegExp)),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworksItemMinWithdrawRegExp)),
  "withdrawFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworksItemWithdrawFeeRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworksItemMaxWithdrawRegExp))
})),
  "providers": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', currencyProvidersItemTickerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyProvidersItemNameMax)),
  "description": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(currencyProvidersItemDescriptionMax)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "withdrawDetails": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['card', 'iban'])),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProvidersItemMinWithdrawRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProvidersItemMaxWithdrawRegExp)),
  "withdrawFixedFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProvidersItemWithdrawFixedFeeRegExp)),
  "withdrawPercentFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyProvidersItemWithdrawPercentFeeRegExp))
}))
})

export type Currency = zod.input<typeof Currency>;
export type CurrencyOutput = zod.output<typeof Currency>;
