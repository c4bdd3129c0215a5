/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fiatDepositResponseDataTransactionIdMax = 64;

export const fiatDepositResponseDataTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fiatDepositResponseDataProviderMax = 64;

export const fiatDepositResponseDataAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fiatDepositResponseDataFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fiatDepositResponseDataCreatedAtMin = 0;

export const fiatDepositResponseDataCompletedAtMin = 0;

export const fiatDepositResponseDataUrlMax = 2048;


export const FiatDepositResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.object({
  "transactionId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fiatDepositResponseDataTransactionIdMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fiatDepositResponseDataTickerRegExp),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fiatDepositResponseDataProviderMax)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fiatDepositResponseDataAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fiatDepositResponseDataFeeRegExp),
  "status": /*#__PURE__*/ zod.enum(['pending', 'completed', 'failed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fiatDepositResponseDataCreatedAtMin)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fiatDepositResponseDataCompletedAtMin))),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(fiatDepositResponseDataUrlMax)))
})
})

export type FiatDepositResponse = zod.input<typeof FiatDepositResponse>;
export type FiatDepositResponseOutput = zod.output<typeof FiatDepositResponse>;
