import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { releasesIdleStreams, streamRetainingGroup } from './stream-retention';

describe('stream retention on route changes', () => {
  it('keeps streams between trade, activity, balance, history and crypto-borrow pages', () => {
    const kept: [string, string][] = [
      ['/trade/BTC-USDT', '/trade/ETH-USDT'],
      ['/trade/BTC-USDT', '/balance/spot'],
      ['/tr/history/trade/orders', '/activities/orders'],
      ['/crypto-borrow', '/en/trade/BTC-USDT'],
      ['/balance', '/balance/'],
      ['/history/main/deposits', '/crypto-borrow?tab=loans'],
    ];
    for (const [from, to] of kept) expect(releasesIdleStreams(from, to), `${from} -> ${to}`).toBe(false);
  });

  it('releases idle streams on every other page change', () => {
    const released: [string, string][] = [
      ['/trade/BTC-USDT', '/markets'],
      ['/markets', '/trade/BTC-USDT'],
      ['/', '/earn'],
      ['/tr/balance', '/tr/settings/general'],
      ['/trading-data/trading-fees', '/trade/BTC-USDT'],
      ['/funding-history/BTC-PERP', '/history/main/deposits'],
    ];
    for (const [from, to] of released) expect(releasesIdleStreams(from, to), `${from} -> ${to}`).toBe(true);
  });

  it('releases nothing on the first page or when only the query or the locale prefix changes', () => {
    expect(releasesIdleStreams(undefined, '/markets')).toBe(false);
    expect(releasesIdleStreams('/markets', '/markets?type=spot')).toBe(false);
    expect(releasesIdleStreams('/en/markets', '/tr/markets')).toBe(false);
    expect(releasesIdleStreams('/earn#fixed', '/earn')).toBe(false);
  });

  it('names the group of a page', () => {
    expect(streamRetainingGroup('/tr/activities/orders')).toBe('activities');
    expect(streamRetainingGroup('/trade')).toBe('trade');
    expect(streamRetainingGroup('/trades')).toBeUndefined();
    expect(streamRetainingGroup('/')).toBeUndefined();
  });

  it('is symmetric and releases exactly when one side is outside the retaining groups', () => {
    const segment = fc.constantFrom(
      'trade',
      'activities',
      'balance',
      'history',
      'crypto-borrow',
      'markets',
      'earn',
      'settings',
      'convert',
      '',
    );
    const path = fc
      .tuple(fc.constantFrom('', '/en', '/tr'), segment, fc.constantFrom('', '/BTC-USDT', '/spot'))
      .map(([l, s, r]) => `${l}/${s}${s ? r : ''}`);
    fc.assert(
      fc.property(path, path, (a, b) => {
        expect(releasesIdleStreams(a, b)).toBe(releasesIdleStreams(b, a));
        const bothKept = streamRetainingGroup(a) !== undefined && streamRetainingGroup(b) !== undefined;
        if (bothKept) expect(releasesIdleStreams(a, b)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
