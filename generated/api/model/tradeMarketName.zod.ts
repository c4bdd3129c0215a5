/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';

export const TradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');

export const TradeMarketName = /*#__PURE__*/ zod.stringFormat('market-underscore', TradeMarketNameRegExp)

export type TradeMarketName = zod.input<typeof TradeMarketName>;
export type TradeMarketNameOutput = zod.output<typeof TradeMarketName>;
