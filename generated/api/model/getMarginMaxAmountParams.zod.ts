/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const getMarginMaxAmountParamsMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const getMarginMaxAmountParamsPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GetMarginMaxAmountParams = zod.object({
  "market": zod.stringFormat('market-dash', getMarginMaxAmountParamsMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "price": zod.stringFormat('decimal-unsigned', getMarginMaxAmountParamsPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
})

export type GetMarginMaxAmountParams = zod.input<typeof GetMarginMaxAmountParams>;
export type GetMarginMaxAmountParamsOutput = zod.output<typeof GetMarginMaxAmountParams>;
