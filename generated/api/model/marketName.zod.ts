/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const MarketNameRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const MarketName = zod.stringFormat('market-dash', MarketNameRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).')

export type MarketName = zod.input<typeof MarketName>;
export type MarketNameOutput = zod.output<typeof MarketName>;
