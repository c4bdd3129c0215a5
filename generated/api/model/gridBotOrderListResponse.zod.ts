/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';


export const gridBotOrderListResponseDataItemClientOrderIdMax = 64;

export const gridBotOrderListResponseDataItemMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const gridBotOrderListResponseDataItemAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemLeftRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemDealStockRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemDealMoneyRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemDealFeeRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const gridBotOrderListResponseDataItemTimestampMin = 0;


export const GridBotOrderListResponse = zod.object({
  "data": zod.array(zod.object({
  "id": zod.int().min(1),
  "clientOrderId": zod.string().max(gridBotOrderListResponseDataItemClientOrderIdMax).optional(),
  "market": zod.stringFormat('market-dash', gridBotOrderListResponseDataItemMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
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
  "amount": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemAmountRegExp).describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemPriceRegExp).describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activation_condition": zod.enum(['lte', 'gte']).optional(),
  "left": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemLeftRegExp).describe('A DecimalString that is zero or positive.'),
  "dealStock": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemDealStockRegExp).describe('A DecimalString that is zero or positive.'),
  "dealMoney": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemDealMoneyRegExp).describe('A DecimalString that is zero or positive.'),
  "dealFee": zod.stringFormat('decimal-unsigned', gridBotOrderListResponseDataItemDealFeeRegExp).describe('A DecimalString that is zero or positive.'),
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
  "timestamp": zod.int().min(gridBotOrderListResponseDataItemTimestampMin).describe('Milliseconds since the Unix epoch.')
}).describe('An order as the web API returns it after placing, modifying or listing (section 3 "Order"); the fill fields are modelled on the trade API v4 order object.'))
}).describe('Assumption: the bot\'s orders are ordinary `Order` objects of the web API.')

export type GridBotOrderListResponse = zod.input<typeof GridBotOrderListResponse>;
export type GridBotOrderListResponseOutput = zod.output<typeof GridBotOrderListResponse>;
