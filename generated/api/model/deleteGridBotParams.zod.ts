/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const deleteGridBotParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const DeleteGridBotParams = /*#__PURE__*/ zod.object({
  "extGridId": /*#__PURE__*/ zod.uuid(),
  "smartGrid": /*#__PURE__*/ zod.boolean(),
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', deleteGridBotParamsMarketRegExp),
  "marketType": /*#__PURE__*/ zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
} as const)
})

export type DeleteGridBotParams = zod.input<typeof DeleteGridBotParams>;
export type DeleteGridBotParamsOutput = zod.output<typeof DeleteGridBotParams>;
