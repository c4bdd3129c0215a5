/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createP2pExpressWithdrawalBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateP2pExpressWithdrawalBody = /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pExpressWithdrawalBodyAmountRegExp)
})

export type CreateP2pExpressWithdrawalBody = zod.input<typeof CreateP2pExpressWithdrawalBody>;
export type CreateP2pExpressWithdrawalBodyOutput = zod.output<typeof CreateP2pExpressWithdrawalBody>;
