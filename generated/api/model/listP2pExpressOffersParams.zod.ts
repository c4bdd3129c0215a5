/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listP2pExpressOffersParamsFiatRegExp = new RegExp('^[A-Z0-9]{2,12}$');

export const ListP2pExpressOffersParams = /*#__PURE__*/ zod.object({
  "direction": /*#__PURE__*/ zod.enum(['deposit', 'withdraw']),
  "fiat": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('ticker', listP2pExpressOffersParamsFiatRegExp))
})

export type ListP2pExpressOffersParams = zod.input<typeof ListP2pExpressOffersParams>;
export type ListP2pExpressOffersParamsOutput = zod.output<typeof ListP2pExpressOffersParams>;
