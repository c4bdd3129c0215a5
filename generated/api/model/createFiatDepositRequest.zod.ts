/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createFiatDepositRequestTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createFiatDepositRequestProviderMax = 64;

export const createFiatDepositRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateFiatDepositRequest = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createFiatDepositRequestTickerRegExp),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createFiatDepositRequestProviderMax)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createFiatDepositRequestAmountRegExp)
})

export type CreateFiatDepositRequest = zod.input<typeof CreateFiatDepositRequest>;
export type CreateFiatDepositRequestOutput = zod.output<typeof CreateFiatDepositRequest>;
