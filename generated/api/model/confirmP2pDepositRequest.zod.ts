/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const ConfirmP2pDepositRequest = /*#__PURE__*/ zod.object({
  "cardId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))
})

export type ConfirmP2pDepositRequest = zod.input<typeof ConfirmP2pDepositRequest>;
export type ConfirmP2pDepositRequestOutput = zod.output<typeof ConfirmP2pDepositRequest>;
