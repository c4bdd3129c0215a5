import { describe, expect, it } from 'vitest';
import type { Market } from '../../../generated/api/model/market.zod';
import {
  applyMarketsQuery,
  changeMarketsQuery,
  matchesSearch,
  nextSort,
  resolveFuturesQuery,
  resolveMarketsQuery,
  sortMarkets,
  toFuturesSearch,
  toMarketsSearch,
} from './listing-query';

const market = (name: string, over: Partial<Market> = {}): Market => {
  const [stock = '', money = ''] = name.split('-');
  return {
    market: name,
    tradeMarketName: name.replace('-', '_'),
    stock,
    money: money === 'PERP' ? 'USDT' : money,
    type: money === 'PERP' ? 'futures' : 'spot',
    subType: 'stable',
    stockPrec: 6,
    moneyPrec: 2,
    minAmount: '0.0001',
    minTotal: '5',
    makerFee: '0.001',
    takerFee: '0.001',
    tradesEnabled: true,
    isMargin: false,
    lastPrice: '1',
    change: '0',
    high: '1',
    low: '1',
    baseVolume: '1',
    quoteVolume: '1',
    ...over,
  };
};

const names = (rows: readonly Market[]) => rows.map((m) => m.market);

describe('the markets query', () => {
  it('defaults to spot markets, most traded first, page 1, and writes nothing for the defaults', () => {
    expect(resolveMarketsQuery({})).toEqual({ type: 'spot', subType: 'all', sortBy: 'volume', sort: 'desc', contains: '', page: 1 });
    expect(toMarketsSearch(resolveMarketsQuery({}))).toEqual({});
  });

  it('writes only what differs from the defaults, with priority starting ascending', () => {
    expect(changeMarketsQuery({}, { type: 'margin' })).toEqual({ type: 'margin' });
    expect(changeMarketsQuery({}, { sortBy: 'priority' })).toEqual({ sortBy: 'priority' });
    expect(changeMarketsQuery({}, { sortBy: 'price' })).toEqual({ sortBy: 'price' });
    expect(changeMarketsQuery({ sortBy: 'price' }, { sortBy: 'price', sort: 'asc' })).toEqual({ sortBy: 'price', sort: 'asc' });
    expect(changeMarketsQuery({}, { contains: '  btc ' })).toEqual({ contains: 'btc' });
  });

  it('starts again at page 1 on any change but the page itself', () => {
    expect(changeMarketsQuery({ page: 3, type: 'margin' }, { subType: 'fiat' })).toEqual({ type: 'margin', subType: 'fiat' });
    expect(changeMarketsQuery({ page: 3, type: 'margin' }, { page: 4 })).toEqual({ type: 'margin', page: 4 });
    expect(changeMarketsQuery({ page: 2 }, { page: 1 })).toEqual({});
  });

  it('flips the direction on the same column and starts a new column at its natural direction', () => {
    expect(nextSort({ sortBy: 'volume', sort: 'desc' }, 'volume')).toEqual({ sortBy: 'volume', sort: 'asc' });
    expect(nextSort({ sortBy: 'volume', sort: 'asc' }, 'min')).toEqual({ sortBy: 'min', sort: 'desc' });
    expect(nextSort({ sortBy: 'volume', sort: 'desc' }, 'priority')).toEqual({ sortBy: 'priority', sort: 'asc' });
  });

  it('sorts dynamic by the 24 h change, min by the 24 h low and max by the 24 h high, as decimals', () => {
    const rows = [
      market('A-USDT', { change: '-1.5', low: '10', high: '900', lastPrice: '0.3' }),
      market('B-USDT', { change: '12.25', low: '9.99', high: '1000', lastPrice: '0.1' }),
      market('C-USDT', { change: '2', low: '100', high: '99.5', lastPrice: '0.2' }),
    ];
    expect(names(sortMarkets(rows, 'dynamic', 'desc'))).toEqual(['B-USDT', 'C-USDT', 'A-USDT']);
    expect(names(sortMarkets(rows, 'min', 'asc'))).toEqual(['B-USDT', 'A-USDT', 'C-USDT']);
    expect(names(sortMarkets(rows, 'max', 'desc'))).toEqual(['B-USDT', 'A-USDT', 'C-USDT']);
    expect(names(sortMarkets(rows, 'price', 'asc'))).toEqual(['B-USDT', 'C-USDT', 'A-USDT']);
  });

  it('orders by priority with unranked markets last, and by name when figures tie', () => {
    const rows = [market('C-USDT'), market('B-USDT', { priority: 2 }), market('A-USDT', { priority: 1 }), market('D-USDT')];
    expect(names(sortMarkets(rows, 'priority', 'asc'))).toEqual(['A-USDT', 'B-USDT', 'C-USDT', 'D-USDT']);
    expect(names(sortMarkets(rows, 'volume', 'desc'))).toEqual(['D-USDT', 'C-USDT', 'B-USDT', 'A-USDT']);
  });

  it('filters by type, quote sub-type and search', () => {
    const rows = [
      market('BTC-USDT', { isMargin: true }),
      market('BTC-TRY', { subType: 'fiat' }),
      market('ETH-BTC', { subType: 'crypto', isMargin: true }),
      market('BTC-PERP'),
    ];
    const view = (q: Parameters<typeof resolveMarketsQuery>[0]) => names(applyMarketsQuery(rows, resolveMarketsQuery(q)).rows).sort();
    expect(view({})).toEqual(['BTC-TRY', 'BTC-USDT', 'ETH-BTC']);
    expect(view({ type: 'margin' })).toEqual(['BTC-USDT', 'ETH-BTC']);
    expect(view({ type: 'futures' })).toEqual(['BTC-PERP']);
    expect(view({ subType: 'fiat' })).toEqual(['BTC-TRY']);
    expect(view({ subType: 'crypto', type: 'margin' })).toEqual(['ETH-BTC']);
    expect(view({ contains: 'btc/usdt' })).toEqual(['BTC-USDT']);
    expect(view({ contains: 'eth' })).toEqual(['ETH-BTC']);
    expect(matchesSearch(rows[0]!, 'btc_usdt')).toBe(true);
  });

  it('lists favourites in the user’s own order when sorted by priority', () => {
    const rows = [market('BTC-USDT', { priority: 1 }), market('ETH-USDT', { priority: 2 }), market('SOL-USDT', { priority: 3 })];
    const favorites = [
      { market: 'SOL-USDT', priority: 1 },
      { market: 'BTC-USDT', priority: 2 },
    ];
    const result = applyMarketsQuery(rows, resolveMarketsQuery({ type: 'favorite', sortBy: 'priority' }), favorites);
    expect(names(result.rows)).toEqual(['SOL-USDT', 'BTC-USDT']);
  });

  it('pages the rows and shows the last page for a page past the end', () => {
    const rows = Array.from({ length: 5 }, (_, i) => market(`T${i}-USDT`, { priority: i }));
    const query = (page: number) => resolveMarketsQuery({ sortBy: 'priority', page });
    expect(applyMarketsQuery(rows, query(1), [], 2)).toMatchObject({ total: 5, page: 1, pageCount: 3 });
    expect(names(applyMarketsQuery(rows, query(2), [], 2).rows)).toEqual(['T2-USDT', 'T3-USDT']);
    expect(applyMarketsQuery(rows, query(9), [], 2)).toMatchObject({ page: 3, rows: [expect.objectContaining({ market: 'T4-USDT' })] });
  });
});

describe('the futures query', () => {
  it('defaults to the listing order and writes only changes', () => {
    expect(resolveFuturesQuery({})).toEqual({ sortBy: 'priority', sort: 'asc' });
    expect(toFuturesSearch({ sortBy: 'priority', sort: 'asc' })).toEqual({});
    expect(toFuturesSearch({ sortBy: 'max', sort: 'desc' })).toEqual({ sortBy: 'max' });
    expect(toFuturesSearch({ sortBy: 'priority', sort: 'desc' })).toEqual({ sort: 'desc' });
  });
});
