/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const nextFundingTimeResponseDataMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const nextFundingTimeResponseDataNextFundingTimeMin = 0;


export const NextFundingTimeResponse = zod.object({
  "data": zod.object({
  "market": zod.stringFormat('market-dash', nextFundingTimeResponseDataMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "nextFundingTime": zod.int().min(nextFundingTimeResponseDataNextFundingTimeMin).describe('Seconds since the Unix epoch.')
}).describe('Assumption: when the next funding payment of a perpetual market happens.')
})

export type NextFundingTimeResponse = zod.input<typeof NextFundingTimeResponse>;
export type NextFundingTimeResponseOutput = zod.output<typeof NextFundingTimeResponse>;
