import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getGetContentEntryMockHandler, getListContentEntriesMockHandler } from '../../../generated/api/internal/internal.msw';
import { getGetSystemPageMockHandler } from '../../../generated/api/misc/misc.msw';
import { getListCurrenciesMockHandler, getListCurrenciesResponseMock } from '../../../generated/api/profile/profile.msw';
import { getListTradeMarketsMockHandler, getListTradeMarketsResponseMock } from '../../../generated/api/markets/markets.msw';
import { global } from '../../../regions/global';
import { turkey } from '../../../regions/turkey';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { deleteCookie, readCookie } from '../../lib/cookies/cookies';
import { AFFILIATE_COOKIE, REFERRAL_COOKIE } from '../../lib/session/attribution';
import { setCurrentRegion } from '../../lib/region/current-region';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import en from '../../../locales/en/pages.json';
import InfoPage from './info-page';

/** An info route of the table in a memory router at `url`, as the app mounts it (route entry + params). */
async function renderRoute(path: string, url: string, locale = 'en') {
  const entry = ROUTES.find((r) => r.path === path)!;
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({
    getParentRoute: () => root,
    path: path.replace(/:(\w+)/g, '$$$1'),
    component: () => (
      <RouteEntryContext.Provider value={entry}>
        <InfoPage />
      </RouteEntryContext.Provider>
    ),
  });
  const router = createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [url] }) });
  await renderScreen(<RouterProvider router={router} />, { locale });
  return router;
}

type Pages = Record<string, { title: string }>;
const titleOf = (key: string) => (en as Pages)[key]!.title;

afterEach(() => setCurrentRegion(global));

describe('every info route', () => {
  const cases: [path: string, url: string, key: string][] = [
    ['/fees/:type', '/fees/cryptocurrency', 'fees/$type'],
    ['/risks', '/risks', 'risks'],
    ['/risks/espana', '/risks/espana', 'risks/espana'],
    ['/terms', '/terms', 'terms'],
    ['/terms/:type', '/terms/privacy-policy', 'terms/$type'],
    ['/terms/legal-notice', '/terms/legal-notice', 'terms/legal-notice'],
    ['/loading', '/loading', 'loading'],
    ['/system-page', '/system-page', 'system-page'],
    ['/about-us', '/about-us', 'about-us'],
    ['/ambassador', '/ambassador', 'ambassador'],
    ['/bug-bounty', '/bug-bounty', 'bug-bounty'],
    ['/aml-service', '/aml-service', 'aml-service'],
    ['/releases', '/releases', 'releases'],
    ['/releases/:slug', '/releases/release-2026-11', 'releases/$slug'],
    ['/m/:page', '/m/spring-campaign', 'm/$page'],
    ['/download-apps', '/download-apps', 'download-apps'],
    ['/brand-guideline', '/brand-guideline', 'brand-guideline'],
    ['/registration-page', '/registration-page', 'registration-page'],
    ['/registration-page/welcome', '/registration-page/welcome', 'registration-page/welcome'],
    ['/registration-page/buy-crypto', '/registration-page/buy-crypto', 'registration-page/buy-crypto'],
    ['/registration-page/crypto-prises', '/registration-page/crypto-prises', 'registration-page/crypto-prises'],
    ['/registration-page/referral-bonus', '/registration-page/referral-bonus', 'registration-page/referral-bonus'],
    ['/community-and-channel-verification', '/community-and-channel-verification', 'community-and-channel-verification'],
  ];
  it.each(cases)('%s has its route title as the h1 and content below it', async (path, url, key) => {
    await renderRoute(path, url);
    const heading = await screen.findByRole('heading', { level: 1, name: titleOf(key) });
    const page = heading.closest('section')!;
    // Content, neither still loading nor failed (its length follows the generated mock data, so it is not measured).
    await waitFor(() => {
      const content = page.querySelector('.area-page__content')!;
      expect(content.querySelector('[data-loading]')).toBeNull();
      expect(content.querySelector('[role="alert"]')).toBeNull();
      expect(content.textContent!.trim().length).toBeGreaterThan(0);
    });
  });
});

describe('/fees/:type', () => {
  const market = getListTradeMarketsResponseMock().data[0]!;
  it('lists maker and taker fees per market as percentages, with the WBT and VIP discounts', async () => {
    mockServer.use(
      getListTradeMarketsMockHandler({
        data: [
          { ...market, market: 'BTC-USDT', stock: 'BTC', money: 'USDT', type: 'spot', makerFee: '0.001', takerFee: '0.002' },
          { ...market, market: 'BTC-PERP', stock: 'BTC', money: 'USDT', type: 'futures', makerFee: '0.0002', takerFee: '0.00055' },
        ],
      }),
    );
    await renderRoute('/fees/:type', '/fees/trading');
    const spot = await screen.findByTestId('spot-fees');
    expect(within(spot).getByRole('row', { name: /BTC\/USDT/ }).textContent).toContain('0.10\u00a0%');
    expect(within(spot).getByRole('row', { name: /BTC\/USDT/ }).textContent).toContain('0.20\u00a0%');
    expect(within(screen.getByTestId('futures-fees')).getByRole('row', { name: /BTC-PERP/ }).textContent).toContain('0.055\u00a0%');
    expect(screen.getByRole('heading', { name: 'Pay less: WBT and VIP' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trading fees' }).getAttribute('aria-current')).toBe('page');
  });

  it('lists deposit and withdrawal terms of each crypto network from the currency list', async () => {
    const base = getListCurrenciesResponseMock().data[0]!;
    mockServer.use(
      getListCurrenciesMockHandler({
        data: [
          {
            ...base,
            ticker: 'USDT',
            name: 'Tether',
            isFiat: false,
            decimal: 6,
            networks: [
              {
                code: 'TRC20',
                name: 'Tron (TRC20)',
                explorer: 'https://tronscan.org',
                isDepositable: true,
                isWithdrawal: true,
                minDeposit: '1',
                minWithdraw: '10',
                withdrawFee: '1.5',
              },
              { code: 'ERC20', name: 'Ethereum (ERC20)', explorer: 'https://etherscan.io', isDepositable: false, isWithdrawal: true },
            ],
          },
          { ...base, ticker: 'EUR', name: 'Euro', isFiat: true },
        ],
      }),
    );
    await renderRoute('/fees/:type', '/fees/cryptocurrency');
    const table = await screen.findByTestId('crypto-fees');
    const trc = within(table).getByRole('row', { name: /Tron/ });
    expect(trc.textContent).toContain('1.5 USDT');
    expect(trc.textContent).toContain('Free');
    expect(within(table).getByRole('row', { name: /Ethereum/ }).textContent).toContain('Suspended');
    expect(table.textContent).not.toContain('Euro');
  });

  it('says so for a fee table that does not exist', async () => {
    await renderRoute('/fees/:type', '/fees/nonsense');
    expect((await screen.findByRole('alert')).textContent).toContain('“nonsense”');
  });
});

describe('legal pages', () => {
  it('renders a document with its sections, filled in with the region’s name and mailboxes', async () => {
    setCurrentRegion(turkey);
    await renderRoute('/terms/:type', '/terms/terms-of-use');
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms of use' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: '2. Your account' })).toBeTruthy();
    const article = screen.getByRole('article');
    expect(article.textContent).toContain('Meridian TR');
    expect(article.textContent).toContain(turkey.mailboxes.security);
    expect(article.textContent).not.toContain('{{');
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
  });

  it('lists the signed versions the content proxy keeps for a document, and none for one without', async () => {
    mockServer.use(
      http.get('*/internal/hmd/legal/:slug/files', ({ params }) =>
        HttpResponse.json(
          params.slug === 'terms-of-use'
            ? [
                {
                  name: 'terms-of-use.pdf',
                  url: 'https://meridian.example/internal/rdrs/3f6c1e9a-8b2d-4c7e-9f10-2a4b6c8d0e1f',
                  size: 48_213,
                  contentType: 'application/pdf',
                },
              ]
            : [],
        ),
      ),
    );
    await renderRoute('/terms/:type', '/terms/terms-of-use');
    const files = await screen.findByTestId('legal-files');
    const link = within(files).getByRole('link', { name: 'terms-of-use.pdf' });
    expect(link.getAttribute('href')).toBe('https://meridian.example/internal/rdrs/3f6c1e9a-8b2d-4c7e-9f10-2a4b6c8d0e1f');
    expect(link.getAttribute('download')).toBe('terms-of-use.pdf');
    expect(files.textContent).toContain('48 KB');
    cleanup();
    await renderRoute('/terms/:type', '/terms/cookie-policy');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cookie policy' })).toBeTruthy();
    expect(screen.queryByTestId('legal-files')).toBeNull();
  });

  it('has every document in Turkish too', async () => {
    await renderRoute('/terms/:type', '/terms/aml-policy', 'tr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Yasal belge' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('Seyahat Kuralı');
  });

  it('says so for an unknown document', async () => {
    await renderRoute('/terms/:type', '/terms/unknown-doc');
    expect((await screen.findByRole('alert')).textContent).toContain('“unknown-doc”');
  });

  it('shows the operator data of the region config in the legal notice', async () => {
    setCurrentRegion(turkey);
    await renderRoute('/terms/legal-notice', '/terms/legal-notice');
    const article = await screen.findByRole('article');
    expect(article.textContent).toContain('Meridian TR');
    expect(article.textContent).toContain('tr.meridian.example');
    expect(within(article).getByRole('link', { name: turkey.mailboxes.kep })).toBeTruthy();
    expect(article.textContent).toContain('2023');
  });
});

describe('releases', () => {
  it('lists the entries of the releases collection, newest first, linking to each', async () => {
    mockServer.use(
      getListContentEntriesMockHandler([
        { slug: 'release-2026-10', title: 'October release', locale: 'en', updatedAt: '2026-10-21T09:30:00Z' },
        { slug: 'release-2026-11', title: 'November release', locale: 'en', updatedAt: '2026-11-18T10:00:00Z' },
      ]),
    );
    await renderRoute('/releases', '/releases');
    const list = await screen.findByTestId('release-list');
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['November release', 'October release']);
    expect(links[0]!.getAttribute('href')).toBe('/releases/release-2026-11');
  });

  it('renders an entry’s HTML through the allow-list: no script, no handlers, no javascript: links', async () => {
    mockServer.use(
      getGetContentEntryMockHandler({
        slug: 'release-2026-11',
        title: 'November release',
        locale: 'en',
        updatedAt: '2026-11-18T10:00:00Z',
        body: '<h1>Grid bots</h1><p onclick="steal()">Now on <strong>futures</strong>.</p><script>window.pwned = 1</script><a href="javascript:alert(1)">bad</a> <a href="https://example.com/more">more</a><iframe src="https://evil.example"></iframe>',
      }),
    );
    await renderRoute('/releases/:slug', '/releases/release-2026-11');
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 2, name: 'November release' })).toBeTruthy();
    expect(within(article).getByRole('heading', { level: 2, name: 'Grid bots' })).toBeTruthy();
    expect(article.querySelector('strong')?.textContent).toBe('futures');
    expect(article.querySelector('script, iframe, [onclick]')).toBeNull();
    expect(article.textContent).not.toContain('pwned');
    expect(within(article).getByText('bad').getAttribute('href')).toBeNull();
    expect(within(article).getByRole('link', { name: 'more' }).getAttribute('rel')).toContain('noopener');
  });

  it('shows not found for a missing entry and for a slug it will not ask the proxy for', async () => {
    mockServer.use(http.get('*/internal/hmd/:a/:b', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })));
    await renderRoute('/releases/:slug', '/releases/gone');
    expect(await screen.findByTestId('content-not-found')).toBeTruthy();
  });

  it('does not ask the proxy for a slug that could reach another of its paths', async () => {
    const asked: string[] = [];
    mockServer.use(
      http.get('*/internal/*', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({ message: 'unexpected' }, { status: 500 });
      }),
    );
    await renderRoute('/releases/:slug', '/releases/..%2Ffiles');
    expect(await screen.findByTestId('content-not-found')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('shows a retry for a failing proxy, not a blank page', async () => {
    mockServer.use(http.get('*/internal/hmd/:a', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    await renderRoute('/releases', '/releases');
    expect(within(await screen.findByTestId('query-error')).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('other info pages', () => {
  it('/system-page shows the status, its message and the expected end', async () => {
    mockServer.use(
      getGetSystemPageMockHandler({
        data: {
          status: 'maintenance',
          title: 'Wallet upgrade',
          message: 'Deposits and withdrawals are paused.',
          startedAt: '2026-11-18T08:00:00Z',
          expectedEndAt: null,
        },
      }),
    );
    await renderRoute('/system-page', '/system-page');
    expect(await screen.findByRole('heading', { level: 2, name: 'Wallet upgrade' })).toBeTruthy();
    expect(screen.getByText('Scheduled maintenance')).toBeTruthy();
    expect(screen.getByText('Not known yet')).toBeTruthy();
  });

  it('/about-us lists every regional platform with its launch year and this region’s mailboxes by purpose', async () => {
    await renderRoute('/about-us', '/about-us');
    const table = await screen.findByTestId('regions-table');
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByRole('row', { name: /Meridian TR/ }).textContent).toContain('2023');
    expect(screen.getByRole('link', { name: global.mailboxes.listing })).toBeTruthy();
  });

  it('/community-and-channel-verification answers whether a channel is official', async () => {
    await renderRoute('/community-and-channel-verification', '/community-and-channel-verification');
    const input = await screen.findByRole('textbox', { name: 'Website address' });
    await userEvent.type(input, 'https://tr.meridian.example/markets');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('verify-result')).textContent).toContain('is an official channel');
    await userEvent.clear(input);
    await userEvent.type(input, 'meridian-bonus.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect((await screen.findByTestId('verify-result')).textContent).toContain('imitates us');
  });

  it('/registration-page/referral-bonus hands the referral code on to the registration form', async () => {
    await renderRoute('/registration-page/referral-bonus', '/registration-page/referral-bonus?ref=FRIEND42');
    expect((await screen.findByTestId('referral-code')).textContent).toContain('FRIEND42');
    expect(screen.getByRole('link', { name: 'Sign up with the code' }).getAttribute('href')).toBe('/auth/register?referral=FRIEND42');
  });

  it('/registration-page/* keeps valid referral and affiliate codes in their cookies and hands them on', async () => {
    mockServer.use(...mockHandlers(mockExchange));
    await renderRoute('/registration-page/referral-bonus', '/registration-page/referral-bonus?ref=DEMOTRADER&aff=cryptonews-demo');
    await waitFor(() => expect(readCookie(AFFILIATE_COOKIE)).toBe('cryptonews-demo'));
    expect(readCookie(REFERRAL_COOKIE)).toBe('DEMOTRADER');
    expect(screen.getByRole('link', { name: 'Sign up with the code' }).getAttribute('href')).toBe(
      '/auth/register?referral=DEMOTRADER&affiliate=cryptonews-demo',
    );
    deleteCookie(REFERRAL_COOKIE);
    deleteCookie(AFFILIATE_COOKIE);
  });
});
