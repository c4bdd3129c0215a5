/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const TradeMarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}_[A-Z0-9]{2,12}$');

export const TradeMarketName = zod.stringFormat('market-underscore', TradeMarketNameRegExp).describe('A market in the trade-engine form BASE_QUOTE (BTC_USDT) or BASE_PERP, as the public API and the socket use it.')

export type TradeMarketName = zod.input<typeof TradeMarketName>;
export type TradeMarketNameOutput = zod.output<typeof TradeMarketName>;
