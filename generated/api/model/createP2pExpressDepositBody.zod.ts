/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createP2pExpressDepositBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateP2pExpressDepositBody = /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressDepositBodyAmountRegExp)
})

export type CreateP2pExpressDepositBody = zod.input<typeof CreateP2pExpressDepositBody>;
export type CreateP2pExpressDepositBodyOutput = zod.output<typeof CreateP2pExpressDepositBody>;
