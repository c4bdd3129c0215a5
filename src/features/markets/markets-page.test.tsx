import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getListFavoriteMarketsMockHandler,
  getListTradeMarketsMockHandler,
  getListTradeMarketsResponseMock,
} from '../../../generated/api/markets/markets.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { MarketsSearch, validListingQuery } from '../../lib/routing/route-rules';
import { ROUTES } from '../../lib/routing/route-table';
import { sessionStatus } from '../../lib/session/session-status';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { MarketsPage } from './markets-page';
import MarketsRoutePage from './markets-route-page';

type Market = ReturnType<typeof getListTradeMarketsResponseMock>['data'][number];

const market = (over: Partial<Market>): Market => ({
  ...getListTradeMarketsResponseMock().data[0]!,
  type: 'spot',
  subType: 'stable',
  isMargin: false,
  moneyPrec: 2,
  ...over,
});

const pair = (name: string, over: Partial<Market> = {}): Market => {
  const [stock = '', money = ''] = name.split('-');
  const perp = money === 'PERP';
  return market({
    market: name,
    tradeMarketName: name.replace('-', '_'),
    stock,
    money: perp ? 'USDT' : money,
    type: perp ? 'futures' : 'spot',
    ...over,
  });
};

/** The demo's shape of catalogue: spot, margin, fiat- and crypto-quoted, and perpetuals. */
const CATALOGUE = [
  pair('BTC-USDT', { isMargin: true, priority: 1, change: '2.35', low: '95000', high: '98000', lastPrice: '97250.15', quoteVolume: '900' }),
  pair('ETH-USDT', { isMargin: true, priority: 2, change: '-1.12', low: '3300', high: '3500', lastPrice: '3412.8', quoteVolume: '500' }),
  pair('DOGE-USDT', { priority: 3, change: '7.5', low: '0.31', high: '0.36', lastPrice: '0.35', quoteVolume: '300' }),
  pair('BTC-TRY', {
    subType: 'fiat',
    priority: 4,
    change: '0.5',
    low: '3100000',
    high: '3200000',
    lastPrice: '3150000',
    quoteVolume: '100',
  }),
  pair('ETH-BTC', {
    subType: 'crypto',
    isMargin: true,
    priority: 5,
    change: '-3',
    low: '0.03',
    high: '0.04',
    lastPrice: '0.035',
    quoteVolume: '50',
  }),
  pair('BTC-PERP', { priority: 6, change: '1', low: '96000', high: '99000', lastPrice: '97300', quoteVolume: '2000', maxLeverage: 100 }),
  pair('ETH-PERP', { priority: 7, change: '-2', low: '3200', high: '3600', lastPrice: '3400', quoteVolume: '1000', maxLeverage: 50 }),
];

const entry = (path: string) => ROUTES.find((r) => r.path === path)!;

/** The app's two listing routes in a memory router, with the markets route's own query rule. */
function renderListing(url: string) {
  const root = createRootRoute({ component: Outlet });
  const page = (path: string) => () => (
    <RouteEntryContext.Provider value={entry(path)}>
      <MarketsRoutePage />
    </RouteEntryContext.Provider>
  );
  const markets = createRoute({
    getParentRoute: () => root,
    path: '/markets',
    validateSearch: (search: Record<string, unknown>): MarketsSearch => {
      const result = validListingQuery(MarketsSearch, search);
      return result.ok ? result.value : {};
    },
    component: page('/markets'),
  });
  const futures = createRoute({ getParentRoute: () => root, path: '/futures', component: page('/futures') });
  const router = createRouter({ routeTree: root.addChildren([markets, futures]), history: createMemoryHistory({ initialEntries: [url] }) });
  return { router, rendered: renderScreen(<RouterProvider router={router} />) };
}

const shownRows = () => screen.queryAllByTestId('market-row').map((row) => within(row).getByRole('rowheader').textContent);
/**
 * Waits until the table shows exactly these rows. After a click or a URL change the previous rows stay on screen
 * until the new ones render (longer on a busy machine), so reading the rows once as soon as any exist could see them.
 */
const expectRows = (names: string[]) => waitFor(() => expect(shownRows()).toEqual(names));

afterEach(() => session.clear());

describe('MarketsPage', () => {
  it('lists the markets of the generated mock, sorted by volume, prices in the market precision', async () => {
    mockServer.use(
      getListTradeMarketsMockHandler({
        data: [
          market({
            market: 'ETH-USDT',
            stock: 'ETH',
            money: 'USDT',
            lastPrice: '3412.8',
            moneyPrec: 2,
            quoteVolume: '100',
            change: '-1.12',
          }),
          market({
            market: 'BTC-USDT',
            stock: 'BTC',
            money: 'USDT',
            lastPrice: '97250.15',
            moneyPrec: 2,
            quoteVolume: '900',
            change: '2.35',
          }),
        ],
      }),
    );
    await renderScreen(<MarketsPage />);
    const rows = await screen.findAllByTestId('market-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('rowheader').textContent).toBe('BTC/USDT');
    expect(rows[0]!.textContent).toContain('97,250.15');
    expect(rows[1]!.textContent).toContain('3,412.80');
    expect(rows[1]!.textContent).toContain('-1.12');
  });

  it('keeps the listing’s placeholder until the session is known: a user’s star column must not move the table', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: [pair('BTC-USDT')] }), getListFavoriteMarketsMockHandler({ data: [] }));
    sessionStatus.loading();
    try {
      await renderScreen(<MarketsPage />);
      const placeholder = await screen.findByTestId('markets-placeholder');
      expect(placeholder.getAttribute('aria-hidden')).toBe('true');
      expect(screen.queryByTestId('market-row')).toBeNull();
      act(() => {
        session.markLoggedIn({ permissions: {} });
        sessionStatus.ready();
      });
      const [row] = await screen.findAllByTestId('market-row');
      expect(within(row!).getByRole('button', { name: /favou?rite/i })).toBeTruthy();
      expect(screen.queryByTestId('markets-placeholder')).toBeNull();
    } finally {
      sessionStatus.ready();
    }
  });

  it('filters by search and says so when nothing matches', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: [market({ market: 'BTC-USDT', stock: 'BTC', money: 'USDT' })] }));
    await renderScreen(<MarketsPage />);
    await screen.findAllByTestId('market-row');
    await userEvent.type(screen.getByRole('searchbox'), 'doge');
    expect(await screen.findByText('No market matches your search.')).toBeTruthy();
  });

  it('shows a translated error with a retry when the response breaks the contract, never a blank page', async () => {
    mockServer.use(http.get('*/v2/trade/markets', () => HttpResponse.json({ data: [{ market: 42 }] })));
    await renderScreen(<MarketsPage />, { locale: 'tr' });
    const alert = await screen.findByTestId('query-error');
    expect(alert.textContent).toContain('Borsa bu sayfanın okuyamadığı veriler gönderdi');
    expect(within(alert).getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });

  it('pages a long list', async () => {
    const many = Array.from({ length: 5 }, (_, i) => pair(`T${i}-USDT`, { priority: i + 1 }));
    mockServer.use(getListTradeMarketsMockHandler({ data: many }));
    await renderScreen(<MarketsPage query={{ sortBy: 'priority' }} pageSize={2} />);
    await expectRows(['T0/USDT', 'T1/USDT']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await expectRows(['T2/USDT', 'T3/USDT']);
  });
});

describe('/markets reads and writes its query in the URL', () => {
  it('applies type, sortBy=dynamic and sort=asc from the URL', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: CATALOGUE }));
    const { rendered } = renderListing('/markets?type=margin&sortBy=dynamic&sort=asc');
    await rendered;
    await expectRows(['ETH/BTC', 'ETH/USDT', 'BTC/USDT']);
    expect(screen.getByRole('radio', { name: 'Margin' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('columnheader', { name: /24h change/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('applies subType, and min/max sort by the 24 h low and high', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: CATALOGUE }));
    const { rendered } = renderListing('/markets?subType=stable&sortBy=min&sort=asc');
    await rendered;
    await expectRows(['DOGE/USDT', 'ETH/USDT', 'BTC/USDT']);
  });

  it('writes tab, filter, column sort and search changes into the URL', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: CATALOGUE }));
    const { router, rendered } = renderListing('/markets?page=1');
    await rendered;
    await expectRows(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'BTC/TRY', 'ETH/BTC']);

    await userEvent.click(screen.getByRole('radio', { name: 'Fiat' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ subType: 'fiat' }));
    await expectRows(['BTC/TRY']);

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    await userEvent.click(screen.getByRole('button', { name: /24h high/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'max' }));
    await userEvent.click(screen.getByRole('button', { name: /24h high/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'max', sort: 'asc' }));
    await waitFor(() => expect(shownRows()[0]).toBe('ETH/BTC'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'priority');
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'priority' }));

    await userEvent.type(screen.getByRole('searchbox'), 'eth');
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'priority', contains: 'eth' }));
    await expectRows(['ETH/USDT', 'ETH/BTC']);

    await userEvent.click(screen.getByRole('radio', { name: 'Futures' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ type: 'futures', sortBy: 'priority', contains: 'eth' }));
    await expectRows(['ETH-PERP']);
  });

  it('shows the URL’s page (100 rows a page) and writes page changes', async () => {
    const many = Array.from({ length: 101 }, (_, i) => pair(`T${String(i).padStart(3, '0')}-USDT`, { priority: i + 1 }));
    mockServer.use(getListTradeMarketsMockHandler({ data: many }));
    const { router, rendered } = renderListing('/markets?sortBy=priority&page=2');
    await rendered;
    await expectRows(['T100/USDT']);
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'priority' }));
    await waitFor(() => expect(screen.queryAllByTestId('market-row')).toHaveLength(100));
  });

  it('follows the URL when it changes from outside (back button)', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: CATALOGUE }));
    const { router, rendered } = renderListing('/markets');
    await rendered;
    await screen.findAllByTestId('market-row');
    await userEvent.click(screen.getByRole('radio', { name: 'Margin' }));
    await expectRows(['BTC/USDT', 'ETH/USDT', 'ETH/BTC']);
    act(() => router.history.back());
    await expectRows(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'BTC/TRY', 'ETH/BTC']);
  });

  it('asks a guest to log in on the favourites tab', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: CATALOGUE }));
    const { rendered } = renderListing('/markets?type=favorite');
    await rendered;
    const link = await screen.findByRole('link', { name: 'Log in' });
    expect(link.getAttribute('href')).toBe(`/auth?redirect=${encodeURIComponent('/markets?type=favorite')}`);
    expect(screen.queryByTestId('market-row')).toBeNull();
  });

  it('lists a logged-in user’s favourites, in their order for sortBy=priority, with stars', async () => {
    session.markLoggedIn({});
    mockServer.use(
      getListTradeMarketsMockHandler({ data: CATALOGUE }),
      getListFavoriteMarketsMockHandler({
        data: [
          { market: 'BTC-PERP', priority: 1 },
          { market: 'DOGE-USDT', priority: 2 },
        ],
      }),
    );
    const { rendered } = renderListing('/markets?type=favorite&sortBy=priority');
    await rendered;
    await expectRows(['BTC-PERP', 'DOGE/USDT']);
    expect(screen.getByRole('button', { name: 'Remove DOGE/USDT from favourites' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('/futures', () => {
  it('lists only perpetuals, sorted by the URL’s sortBy and sort, and writes header sorts back', async () => {
    mockServer.use(getListTradeMarketsMockHandler({ data: CATALOGUE }));
    const { router, rendered } = renderListing('/futures?sortBy=max&sort=desc');
    await rendered;
    expect(await screen.findByRole('heading', { level: 1, name: 'Futures markets' })).toBeTruthy();
    await expectRows(['BTC-PERP', 'ETH-PERP']);
    await userEvent.click(screen.getByRole('button', { name: /24h change/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'dynamic' }));
    await expectRows(['BTC-PERP', 'ETH-PERP']);
    await userEvent.click(screen.getByRole('button', { name: /24h change/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ sortBy: 'dynamic', sort: 'asc' }));
    await expectRows(['ETH-PERP', 'BTC-PERP']);
    // Volume is not one of the futures sort keys: its header is not a button.
    expect(screen.queryByRole('button', { name: /24h volume/ })).toBeNull();
  });
});
