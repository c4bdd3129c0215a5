/**
 * The pair's balances on the trade page: spot from asset.query at once and the asset.subscribe stream after it; the
 * collateral account from margin_asset.subscribe, skipped (the REST balances instead) when margin, borrow and futures
 * are all off; the REST balances stand in until the socket answers.
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Market } from '../../../generated/api/model/market.zod';
import { getListTradeMarketsResponseMock } from '../../../generated/api/markets/markets.msw';
import { mockServer } from '../../../mocks/node';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { PairBalances } from './account-panels';

const socket = vi.hoisted(() => ({
  query: vi.fn(),
  asset: [] as { params: unknown; onEvent: (events: unknown) => void }[],
  margin: [] as { params: unknown; onEvent: (events: unknown) => void }[],
}));

vi.mock('../../../generated/socket/trade-socket.client', async (actual) => ({
  ...(await actual<object>()),
  assetQuery: socket.query,
  useAssetSubscription: (params: unknown, onEvent: (events: unknown) => void) => void socket.asset.push({ params, onEvent }),
  useMarginAssetSubscription: (params: unknown, onEvent: (events: unknown) => void) => void socket.margin.push({ params, onEvent }),
}));

const MARKET: Market = {
  ...getListTradeMarketsResponseMock().data[0]!,
  market: 'BTC-USDT',
  tradeMarketName: 'BTC_USDT',
  stock: 'BTC',
  money: 'USDT',
};
const cells = (ticker: string) => [...within(screen.getByText(ticker).closest('tr')!).getAllByRole('cell')].map((c) => c.textContent);

beforeEach(() => {
  socket.query.mockReset();
  socket.asset.length = 0;
  socket.margin.length = 0;
  mockServer.use(
    http.get('*/v2/balances', () =>
      HttpResponse.json({
        data: [
          {
            ticker: 'BTC',
            spot: '1',
            spotAvailable: '0.9',
            spotInOrders: '0.1',
            margin: '0.5',
            borrow: '0',
            withBorrow: '2',
            withoutBorrow: '0.5',
          },
          {
            ticker: 'USDT',
            spot: '100',
            spotAvailable: '100',
            spotInOrders: '0',
            margin: '10',
            borrow: '1',
            withBorrow: '50',
            withoutBorrow: '9',
          },
        ],
      }),
    ),
  );
});
afterEach(() => session.clear());

describe("the pair's balances", () => {
  it('reads spot from asset.query, then follows asset.update', async () => {
    session.markLoggedIn({ permissions: {} });
    socket.query.mockResolvedValue({ BTC: { available: '0.75', freeze: '0.25' }, USDT: { available: '120', freeze: '5' } });
    await renderScreen(<PairBalances market={MARKET} kind="spot" />);
    await screen.findByText('BTC');
    expect(socket.query).toHaveBeenCalledWith(['BTC', 'USDT']);
    expect(socket.asset.at(-1)!.params).toEqual(['BTC', 'USDT']);
    await vi.waitFor(() => expect(cells('BTC')).toEqual(['BTC', '0.75', '0.25', '1']));
    expect(screen.getByTestId('pair-balances').dataset.source).toBe('socket');
    act(() => socket.asset.at(-1)!.onEvent([{ USDT: { available: '95.5', freeze: '30' } }]));
    expect(cells('USDT')).toEqual(['USDT', '95.5', '30', '125.5']);
    expect(socket.margin).toHaveLength(0);
  });

  it('shows the REST balances until the socket answers, and the collateral account from margin_asset for margin', async () => {
    session.markLoggedIn({ permissions: {} });
    socket.query.mockReturnValue(new Promise(() => undefined));
    await renderScreen(<PairBalances market={MARKET} kind="margin" />);
    await vi.waitFor(() => expect(cells('USDT')).toEqual(['USDT', '10', '1', '9', '50']));
    expect(screen.getByTestId('pair-balances').dataset.source).toBe('rest');
    act(() => socket.margin.at(-1)!.onEvent([{ a: 'USDT', B: '12', b: '2', av: '10', ab: '60' }]));
    expect(cells('USDT')).toEqual(['USDT', '12', '2', '10', '60']);
  });

  it('skips the margin subscription when margin, borrow and futures are all off', async () => {
    const off = { enabled: false, hide: true };
    session.markLoggedIn({ permissions: { margin: off, borrow: off, futures: off } });
    socket.query.mockResolvedValue({});
    await renderScreen(<PairBalances market={MARKET} kind="futures" />);
    await vi.waitFor(() => expect(cells('BTC')).toEqual(['BTC', '0.9', '0.1', '1']));
    expect(socket.margin).toHaveLength(0);
  });
});
