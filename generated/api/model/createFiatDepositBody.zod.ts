/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const createFiatDepositBodyTickerRegExp = new RegExp('^[A-Z0-9]{2,12}$');
export const createFiatDepositBodyProviderMax = 64;

export const createFiatDepositBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateFiatDepositBody = /*#__PURE__*/ zod.object({
  "ticker": /*#__PURE__*/ zod.stringFormat('ticker', createFiatDepositBodyTickerRegExp),
  "provider": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(createFiatDepositBodyProviderMax)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createFiatDepositBodyAmountRegExp)
})

export type CreateFiatDepositBody = zod.input<typeof CreateFiatDepositBody>;
export type CreateFiatDepositBodyOutput = zod.output<typeof CreateFiatDepositBody>;
