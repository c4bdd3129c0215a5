/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const ConfirmP2pExpressWithdrawalBody = /*#__PURE__*/ zod.object({
  "cardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "travelRuleConfirmed": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.boolean())
})

export type ConfirmP2pExpressWithdrawalBody = zod.input<typeof ConfirmP2pExpressWithdrawalBody>;
export type ConfirmP2pExpressWithdrawalBodyOutput = zod.output<typeof ConfirmP2pExpressWithdrawalBody>;
