/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const closeMarginPositionParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const CloseMarginPositionParams = /*#__PURE__*/ zod.object({
  "market": /*#__PURE__*/ zod.stringFormat('market-dash', closeMarginPositionParamsMarketRegExp),
  "positionSide": /*#__PURE__*/ zod.optional(/*#__PURE__*/ zod.enum(['LONG', 'SHORT', 'BOTH']))
})

export type CloseMarginPositionParams = zod.input<typeof CloseMarginPositionParams>;
export type CloseMarginPositionParamsOutput = zod.output<typeof CloseMarginPositionParams>;
