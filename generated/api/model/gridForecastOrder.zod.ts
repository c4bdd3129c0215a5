/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const gridForecastOrderPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridForecastOrderAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const GridForecastOrder = zod.object({
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "price": zod.stringFormat('decimal-unsigned', gridForecastOrderPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "amount": zod.stringFormat('decimal-unsigned', gridForecastOrderAmountRegExp).describe('A DecimalString that is zero or positive.')
}).describe('One order the bot would place.')

export type GridForecastOrder = zod.input<typeof GridForecastOrder>;
export type GridForecastOrderOutput = zod.output<typeof GridForecastOrder>;
