/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const fiatDepositTransactionIdMax = 64;

export const fiatDepositTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const fiatDepositProviderMax = 64;

export const fiatDepositAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fiatDepositFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const fiatDepositCreatedAtMin = 0;

export const fiatDepositCompletedAtMin = 0;

export const fiatDepositUrlMax = 2048;


export const FiatDeposit = /*#__PURE__*/ zod.object({
  "transactionId": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fiatDepositTransactionIdMax)),
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', fiatDepositTickerRegExp),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(fiatDepositProviderMax)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fiatDepositAmountRegExp),
  "fee": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', fiatDepositFeeRegExp),
  "status": /*#__PURE__*/ zod.enum(['pending', 'completed', 'failed', 'cancelled']),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fiatDepositCreatedAtMin)),
  "completedAt": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(fiatDepositCompletedAtMin))),
  "url": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.maxLength(fiatDepositUrlMax)))
})

export type FiatDeposit = zod.input<typeof FiatDeposit>;
export type FiatDepositOutput = zod.output<typeof FiatDeposit>;
