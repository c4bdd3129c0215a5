/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createWithdrawalRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createWithdrawalRequestNetworkRegExp = new RegExp('^[A-Z0-9_]{2,16}$');
export const createWithdrawalRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createWithdrawalRequestAddressMax = 128;

export const createWithdrawalRequestMemoMax = 64;

export const createWithdrawalRequestUniqueIdMax = 64;


export const createWithdrawalRequestUniqueIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');

export const CreateWithdrawalRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createWithdrawalRequestTickerRegExp),
  "network": /*#__PURE__*/ zod.stringFormat('network', createWithdrawalRequestNetworkRegExp),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createWithdrawalRequestAmountRegExp),
  "address": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestAddressMax)),
  "memo": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestMemoMax))),
  "uniqueId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createWithdrawalRequestUniqueIdMax)).check(/*#__PURE__*/ zod.regex(createWithdrawalRequestUniqueIdRegExp))
})

export type CreateWithdrawalRequest = zod.input<typeof CreateWithdrawalRequest>;
export type CreateWithdrawalRequestOutput = zod.output<typeof CreateWithdrawalRequest>;
