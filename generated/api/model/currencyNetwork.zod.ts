/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const currencyNetworkCodeRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const currencyNetworkNameMax = 64;

export const currencyNetworkExplorerMax = 4096;


export const currencyNetworkExplorerRegExp = new RegExp('^https?://[A-Za-z0-9.:\\[\\]_~%!$&\'()*+,;=-]+([/?#][\\x21-\\x7e]*)?$');
export const currencyNetworkConfirmationsMin = 0;
export const currencyNetworkConfirmationsMax = 10000;

export const currencyNetworkMinDepositRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworkMinWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworkWithdrawFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const currencyNetworkMaxWithdrawRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CurrencyNetwork = /*#__PURE__*/ zod.object({
  "code": /*#__PURE__*/ zod.stringFormat('network', currencyNetworkCodeRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(currencyNetworkNameMax)),
  "explorer": /*#__PURE__*/ zod.url().check(/*#__PURE__*/ zod.maxLength(currencyNetworkExplorerMax)).check(/*#__PURE__*/ zod.regex(currencyNetworkExplorerRegExp)),
  "isDepositable": /*#__PURE__*/ zod.boolean(),
  "isWithdrawal": /*#__PURE__*/ zod.boolean(),
  "isMemo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean()),
  "confirmations": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(currencyNetworkConfirmationsMin)).check(/*#__PURE__*/ zod.lte(currencyNetworkConfirmationsMax))),
  "minDeposit": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworkMinDepositRegExp)),
  "minWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworkMinWithdrawRegExp)),
  "withdrawFee": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworkWithdrawFeeRegExp)),
  "maxWithdraw": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('decimal-unsigned', currencyNetworkMaxWithdrawRegExp))
})

export type CurrencyNetwork = zod.input<typeof CurrencyNetwork>;
export type CurrencyNetworkOutput = zod.output<typeof CurrencyNetwork>;
