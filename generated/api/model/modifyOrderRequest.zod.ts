/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const modifyOrderRequestMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const modifyOrderRequestAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderRequestTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderRequestPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderRequestActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const ModifyOrderRequest = zod.object({
  "market": zod.stringFormat('market-dash', modifyOrderRequestMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "orderId": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', modifyOrderRequestAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "total": zod.stringFormat('decimal-unsigned', modifyOrderRequestTotalRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', modifyOrderRequestPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', modifyOrderRequestActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Change an open limit, stop-limit or stop-market order; at least one of `amount`, `total`, `price`, `activationPrice`. The server cancels the order and places a replacement with a new id. Assumption: modelled on the trade API v4 `order/modify` (`total` instead of `amount` for a buy stop-market order).')

export type ModifyOrderRequest = zod.input<typeof ModifyOrderRequest>;
export type ModifyOrderRequestOutput = zod.output<typeof ModifyOrderRequest>;
