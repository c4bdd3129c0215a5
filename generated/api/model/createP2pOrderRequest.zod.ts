/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const createP2pOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateP2pOrderRequest = /*#__PURE__*/ zod.object({
  "offerId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "amount": /*#__PURE__*/ zod.stringFormat('decimal-unsigned', createP2pOrderRequestAmountRegExp)
})

export type CreateP2pOrderRequest = zod.input<typeof CreateP2pOrderRequest>;
export type CreateP2pOrderRequestOutput = zod.output<typeof CreateP2pOrderRequest>;
