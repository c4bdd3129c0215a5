/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const getP2pExpressQuoteParamsAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GetP2pExpressQuoteParams = /*#__PURE__*/ zod.object({
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', getP2pExpressQuoteParamsAmountRegExp)
})

export type GetP2pExpressQuoteParams = zod.input<typeof GetP2pExpressQuoteParams>;
export type GetP2pExpressQuoteParamsOutput = zod.output<typeof GetP2pExpressQuoteParams>;
