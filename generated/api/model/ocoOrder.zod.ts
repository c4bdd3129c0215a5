/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';



export const ocoOrderStopLossClientOrderIdMax = 64;

export const ocoOrderStopLossMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const ocoOrderStopLossAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderStopLossTimestampMin = 0;


export const ocoOrderTakeProfitClientOrderIdMax = 64;

export const ocoOrderTakeProfitMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const ocoOrderTakeProfitAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const ocoOrderTakeProfitTimestampMin = 0;


export const OcoOrder = zod.object({
  "id": zod.int().min(1),
  "reduce_only": zod.boolean().optional(),
  "stop_loss": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(ocoOrderStopLossClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', ocoOrderStopLossMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', ocoOrderStopLossAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', ocoOrderStopLossPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', ocoOrderStopLossActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', ocoOrderStopLossLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', ocoOrderStopLossDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', ocoOrderStopLossDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', ocoOrderStopLossDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(ocoOrderStopLossTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.'),
  "take_profit": zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(ocoOrderTakeProfitClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', ocoOrderTakeProfitMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.enum({
  Limit: 1,
  Market: 2,
  StockMarket: 202,
  StopLimit: 3,
  StopMarket: 4,
  MarginLimit: 7,
  MarginMarket: 8,
  MarginStopLimit: 9,
  MarginStopMarket: 10,
  Normalization: 14,
  MultiLimit: 778,
  MarginMultiLimit: 779,
}).describe('Order type codes (section 4): 1 limit, 2 market, 202 market (stock), 3 stop limit, 4 stop market, 7 margin limit, 8 margin market, 9 margin stop limit, 10 margin stop market / take profit / stop loss, 14 normalization, 778 multi-limit, 779 margin multi-limit. The OCO code is not shown by the spec.'),
  "side": zod.enum({
  /** sell */
  Ask: 1,
  /** buy */
  Bid: 2,
}).describe('Order side (section 4): 1 = Ask (sell), 2 = Bid (buy).'),
  "amount": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', ocoOrderTakeProfitDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
  "reduce_only": zod.boolean().optional(),
  "postOnly": zod.boolean().optional(),
  "ioc": zod.boolean().optional().describe('Immediate or cancel.'),
  "positionSide": zod.enum(['LONG', 'SHORT', 'BOTH']).optional().describe('Side of a margin or futures position. In hedge mode an order or position is LONG or SHORT; in one-way mode it is BOTH. Assumption: the values are those of the trade API v4 `positionSide`.'),
  "status": zod.enum({
  Filled: 1,
  Cancelled: 2,
  PartiallyFilled: 7,
  CancelledBySelfTradePrevention: 8,
}).optional().describe('Status of a finished order in the order history (section 4): 1 filled, 2 cancelled, 7 partially filled, 8 cancelled by self-trade prevention. Absent while the order is still open.'),
  "timestamp": zod.int().min(ocoOrderTakeProfitTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.')
}).describe('A placed OCO order and its two legs. Assumption: modelled on the trade API v4 OCO response (`id`, `stop_loss`, `take_profit`), each leg an `Order` of the web API.')

export type OcoOrder = zod.input<typeof OcoOrder>;
export type OcoOrderOutput = zod.output<typeof OcoOrder>;
