/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const ocoOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const ocoOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestStopLimitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderRequestClientOrderIdMax = 64;


export const OcoOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', ocoOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', ocoOrderRequestAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', ocoOrderRequestPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', ocoOrderRequestActivationPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "stopLimitPrice": zod.stringFormat('decimal-unsigned', ocoOrderRequestStopLimitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "clientOrderId": zod.string().min(1).max(ocoOrderRequestClientOrderIdMax).optional().describe('The client\'s own order id, unique per account; letters, digits, dashes, dots and underscores (trade API v4).')
}).describe('A spot one-cancels-the-other order: a take-profit limit leg at `price` and a stop-loss stop-limit leg that fires at `activationPrice` and executes at `stopLimitPrice`. Assumption: modelled on the trade API v4 collateral OCO (`price`, `activation_price`, `stop_limit_price`), with the web API\'s camelCase names.')

export type OcoOrderRequest = zod.input<typeof OcoOrderRequest>;
export type OcoOrderRequestOutput = zod.output<typeof OcoOrderRequest>;
