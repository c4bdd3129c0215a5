/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const createGridBotRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const createGridBotRequestSmartGridDefault = false;
export const createGridBotRequestLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotRequestUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const createGridBotRequestGridCountMin = 2;
export const createGridBotRequestGridCountMax = 200;

export const createGridBotRequestInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const CreateGridBotRequest = zod.object({
  "market": zod.stringFormat('market-dash', createGridBotRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.'),
  "smartGrid": zod.boolean().default(createGridBotRequestSmartGridDefault),
  "lowerPrice": zod.stringFormat('decimal-unsigned', createGridBotRequestLowerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', createGridBotRequestUpperPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "gridCount": zod.int().min(createGridBotRequestGridCountMin).max(createGridBotRequestGridCountMax),
  "investment": zod.stringFormat('decimal-unsigned', createGridBotRequestInvestmentRegExp).describe('A DecimalString that is zero or positive.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).')
}).describe('A new grid bot. Assumption: the spec names the call only; the fields mirror the forecast query and `GridBot` (`leverage` for margin and futures bots only).')

export type CreateGridBotRequest = zod.input<typeof CreateGridBotRequest>;
export type CreateGridBotRequestOutput = zod.output<typeof CreateGridBotRequest>;
