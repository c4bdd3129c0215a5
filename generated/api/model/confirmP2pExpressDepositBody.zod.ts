/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const ConfirmP2pExpressDepositBody = /*#__PURE__*/ zod.object({
  "cardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type ConfirmP2pExpressDepositBody = zod.input<typeof ConfirmP2pExpressDepositBody>;
export type ConfirmP2pExpressDepositBodyOutput = zod.output<typeof ConfirmP2pExpressDepositBody>;
