/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const nextFundingTimeMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const nextFundingTimeNextFundingTimeMin = 0;


export const NextFundingTime = zod.object({
  "market": zod.stringFormat('market-dash', nextFundingTimeMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "nextFundingTime": zod.int().min(nextFundingTimeNextFundingTimeMin).describe('Seconds since the Unix epoch.')
}).describe('Assumption: when the next funding payment of a perpetual market happens.')

export type NextFundingTime = zod.input<typeof NextFundingTime>;
export type NextFundingTimeOutput = zod.output<typeof NextFundingTime>;
