/** A spot market as the contract describes it, for the trade screen's tests: BTC-USDT with round limits. */
import type { Market } from '../../generated/api/model/market.zod';

export const BTC_USDT: Market = {
  market: 'BTC-USDT',
  tradeMarketName: 'BTC_USDT',
  stock: 'BTC',
  money: 'USDT',
  type: 'spot',
  stockPrec: 6,
  moneyPrec: 2,
  minAmount: '0.0001',
  maxAmount: '100',
  minTotal: '5',
  makerFee: '0.001',
  takerFee: '0.001',
  tradesEnabled: true,
  isMargin: true,
  lastPrice: '97000',
  change: '0',
  high: '0',
  low: '0',
  baseVolume: '0',
  quoteVolume: '0',
} as Market;

/** A `state.update` socket event with BTC-USDT's 24 h figures (the last price 97250), for the live-data tests. */
export const stateUpdateEvent = (market = 'BTC_USDT') => ({
  id: null,
  method: 'state.update',
  params: [
    market,
    {
      period: 86400,
      last: '97250.00',
      open: '96000.00',
      close: '97250.00',
      high: '98000.00',
      low: '95000.00',
      volume: '12.5',
      deal: '1200000',
    },
  ],
});
