/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const gridBotListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const gridBotListResponseDataItemLowerPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemUpperPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemGridCountMin = 2;
export const gridBotListResponseDataItemGridCountMax = 200;

export const gridBotListResponseDataItemInvestmentRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemProfitRegExp = new RegExp('^-?(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotListResponseDataItemCreatedAtMin = 0;


export const GridBotListResponse = zod.object({
  "data": zod.array(zod.object({
  "extGridId": zod.uuid().describe('The bot\'s external id, as the list, orders and delete calls take it.'),
  "market": zod.stringFormat('market-dash', gridBotListResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "marketType": zod.enum({
  Spot: 0,
  Margin: 1,
  Futures: 2,
}).describe('Market type (section 4): 0 = Spot, 1 = Margin, 2 = Futures.'),
  "smartGrid": zod.boolean().describe('Whether the bot was created with the smart (suggested) settings.'),
  "lowerPrice": zod.stringFormat('decimal-unsigned', gridBotListResponseDataItemLowerPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "upperPrice": zod.stringFormat('decimal-unsigned', gridBotListResponseDataItemUpperPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "gridCount": zod.int().min(gridBotListResponseDataItemGridCountMin).max(gridBotListResponseDataItemGridCountMax),
  "investment": zod.stringFormat('decimal-unsigned', gridBotListResponseDataItemInvestmentRegExp).describe('The amount put into the bot, in the quote asset.'),
  "leverage": zod.enum({
  X1: 1,
  X2: 2,
  X3: 3,
  X5: 5,
  X10: 10,
  X20: 20,
  X50: 50,
  X100: 100,
}).optional().describe('Leverage of the margin and futures account. Assumption: the accepted values are those of the trade API v4 `collateral-account/leverage` (1, 2, 3, 5, 10, 20, 50, 100).'),
  "profit": zod.stringFormat('decimal', gridBotListResponseDataItemProfitRegExp).describe('Realised grid profit so far, in the quote asset.'),
  "status": zod.enum(['active', 'stopped', 'completed']).describe('Assumption: state of a grid bot; the spec shows no states.'),
  "createdAt": zod.int().min(gridBotListResponseDataItemCreatedAtMin).describe('Seconds since the Unix epoch.')
}).describe('A grid bot: buy and sell limit orders spread between a lower and an upper price on one market. Assumption: the spec gives `extGridId`, `smartGrid`, `market` and `marketType` only (as query fields); the other fields are invented.'))
})

export type GridBotListResponse = zod.input<typeof GridBotListResponse>;
export type GridBotListResponseOutput = zod.output<typeof GridBotListResponse>;
