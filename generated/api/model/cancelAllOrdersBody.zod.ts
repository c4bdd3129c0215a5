/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod';

export const cancelAllOrdersBodyMarketRegExp = new RegExp('^[A-Z0-9]{2,12}-[A-Z0-9]{2,12}$');
export const cancelAllOrdersBodyTypeMax = 3;


export const CancelAllOrdersBody = zod.object({
  "market": zod.stringFormat('market-dash', cancelAllOrdersBodyMarketRegExp).optional().describe('A market in the web form BASE-QUOTE (BTC-USDT) or a perpetual BASE-PERP (BTC-PERP).'),
  "type": zod.array(zod.enum(['spot', 'margin', 'futures']).describe('Trade type as used in paths and queries.')).min(1).max(cancelAllOrdersBodyTypeMax).optional()
}).describe('Which open orders to cancel: every market when `market` is omitted, every trade type when `type` is omitted. Assumption: modelled on the trade API v4 `order/cancel/all` (`market`, `type`).')

export type CancelAllOrdersBody = zod.input<typeof CancelAllOrdersBody>;
export type CancelAllOrdersBodyOutput = zod.output<typeof CancelAllOrdersBody>;
