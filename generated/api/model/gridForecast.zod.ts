/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const gridForecastOrdersItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastOrdersItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastOrdersMax = 200;

export const gridForecastProfitPerGridMinRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastProfitPerGridMaxRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GridForecast = zod.object({
  "orders": zod.array(zod.object({
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "price": zod.stringFormat('decimal-unsigned', gridForecastOrdersItemPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "amount": zod.stringFormat('decimal-unsigned', gridForecastOrdersItemAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('One order the bot would place.')).max(gridForecastOrdersMax),
  "profitPerGridMin": zod.stringFormat('percent-unsigned', gridForecastProfitPerGridMinRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).'),
  "profitPerGridMax": zod.stringFormat('percent-unsigned', gridForecastProfitPerGridMaxRegExp).describe('A percentage that is zero or positive as a decimal string, e.g. "5.25" for 5.25 % (APRs, discounts, weights).')
}).describe('The orders a grid bot with these settings would place and its profit per grid step. Assumption: the spec names the call only; the fields are invented.')

export type GridForecast = zod.input<typeof GridForecast>;
export type GridForecastOutput = zod.output<typeof GridForecast>;
