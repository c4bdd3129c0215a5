/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';



export const P2pOfferId = /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1))

export type P2pOfferId = zod.input<typeof P2pOfferId>;
export type P2pOfferIdOutput = zod.output<typeof P2pOfferId>;
