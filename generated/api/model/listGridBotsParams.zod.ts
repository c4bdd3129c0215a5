/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const listGridBotsParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const ListGridBotsParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.stringFormat('market-dash', listGridBotsParamsMarketRegExp)),
  "marketType": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const))
})

export type ListGridBotsParams = zod.input<typeof ListGridBotsParams>;
export type ListGridBotsParamsOutput = zod.output<typeof ListGridBotsParams>;
