import { describe, expect, it } from 'vitest';
import { Dec } from '../../lib/input/input-result';
import { resolvePair } from './convert-pair';
import { displayRate, findPairRate, marketPairRate, quoteAmount } from './convert-rate';

describe('findPairRate', () => {
  const rates = [
    { ticker: 'USDT', quote: 'BTC', rate: '0.00001028' },
    { ticker: 'BTC', quote: 'EUR', rate: '91480.60' },
    { ticker: 'ETH', quote: 'EUR', rate: '3200' },
    { ticker: 'WBT', quote: 'BTC', rate: '0' },
  ];

  it('prefers the direct row, then the inverse, then a cross through a shared quote', () => {
    expect(findPairRate(rates, 'USDT', 'BTC')).toMatchObject({ source: 'direct' });
    expect(findPairRate(rates, 'USDT', 'BTC')!.rate.toFixed()).toBe('0.00001028');
    const inverse = findPairRate(rates, 'BTC', 'USDT')!;
    expect(inverse.source).toBe('inverse');
    expect(displayRate(inverse.rate)).toBe('97276.265');
    const cross = findPairRate(rates, 'ETH', 'BTC')!;
    expect(cross).toMatchObject({ source: 'cross', via: 'EUR' });
    expect(quoteAmount('1', cross.rate, 8)).toBe('0.03498009');
  });

  it('never divides by a zero rate and finds nothing for an unpriced pair', () => {
    expect(findPairRate(rates, 'BTC', 'WBT')).toBeUndefined();
    expect(findPairRate(rates, 'DOGE', 'TON')).toBeUndefined();
  });

  it('quotes exactly and cuts, never rounds up', () => {
    expect(quoteAmount('0.1', new Dec('0.2'), 8)).toBe('0.02');
    expect(quoteAmount('1', new Dec('0.123456789'), 8)).toBe('0.12345678');
    expect(quoteAmount('0.000001', new Dec('0.00001'), 8)).toBe('0');
  });
});

describe('marketPairRate', () => {
  const markets = [
    { market: 'BTC-PERP', type: 'futures' as const, stock: 'BTC', money: 'USDT', lastPrice: '1' },
    { market: 'BTC-USDT', type: 'spot' as const, stock: 'BTC', money: 'USDT', lastPrice: '97250.15' },
  ];

  it('prices the pair from its spot market in either direction, never from futures', () => {
    expect(marketPairRate(markets, 'BTC', 'USDT')).toMatchObject({ source: 'market', via: 'BTC-USDT' });
    expect(marketPairRate(markets, 'BTC', 'USDT')!.rate.toFixed()).toBe('97250.15');
    expect(quoteAmount('250', marketPairRate(markets, 'USDT', 'BTC')!.rate, 8)).toBe('0.00257069');
    expect(marketPairRate(markets, 'ETH', 'USDT')).toBeUndefined();
  });
});

describe('resolvePair', () => {
  const defaults = { give: 'USDT', receive: 'BTC' };
  const tickers = ['BTC', 'ETH', 'USDT'];

  it('takes the route tickers (any case) when listed', () => {
    expect(resolvePair(tickers, defaults, 'eth', 'usdt')).toEqual({ give: 'ETH', receive: 'USDT', unknown: [] });
  });

  it('falls back per side and reports what it could not use', () => {
    expect(resolvePair(tickers, defaults, 'NOPE', 'ETH')).toEqual({ give: 'USDT', receive: 'ETH', unknown: ['NOPE'] });
    expect(resolvePair(tickers, defaults, undefined, undefined)).toEqual({ give: 'USDT', receive: 'BTC', unknown: [] });
  });

  it('never opens on a pair of one asset', () => {
    expect(resolvePair(tickers, defaults, 'BTC', undefined)).toEqual({ give: 'BTC', receive: 'USDT', unknown: [] });
  });
});
