/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const modifyOrderBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');

export const modifyOrderBodyAmountRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyTotalRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');
export const modifyOrderBodyActivationPriceRegExp = new RegExp('^(0|[1-9][0-9]*)(\\.[0-9]+)?$');

export const ModifyOrderBody = zod.object({
  "market": zod.stringFormat('market-dash', modifyOrderBodyMarketRegExp).describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "orderId": zod.int().min(1),
  "amount": zod.stringFormat('decimal-unsigned', modifyOrderBodyAmountRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "total": zod.stringFormat('decimal-unsigned', modifyOrderBodyTotalRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "price": zod.stringFormat('decimal-unsigned', modifyOrderBodyPriceRegExp).optional().describe('A DecimalString that is zero or positive.'),
  "activationPrice": zod.stringFormat('decimal-unsigned', modifyOrderBodyActivationPriceRegExp).optional().describe('A DecimalString that is zero or positive.')
}).describe('Change an open limit, stop-limit or stop-market order; at least one of `amount`, `total`, `price`, `activationPrice`. The server cancels the order and places a replacement with a new id. Assumption: modelled on the trade API v4 `order/modify` (`total` instead of `amount` for a buy stop-market order).')

export type ModifyOrderBody = zod.input<typeof ModifyOrderBody>;
export type ModifyOrderBodyOutput = zod.output<typeof ModifyOrderBody>;
