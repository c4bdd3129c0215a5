/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const MarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const MarketName = /*#__PURE__*/ zod.stringFormat('market-dash', MarketNameRegExp)

export type MarketName = zod.input<typeof MarketName>;
export type MarketNameOutput = zod.output<typeof MarketName>;
