/**
 * One app, not a page per click (issue 15): links and actions move inside the running app. A marker set on
 * `window` after the first load survives every step (the document never loads again), and switching among
 * markets on the trade page keeps the one socket connection: no second connection, no second server.auth.
 * The demo's socket is answered inside the page by MSW (so Playwright's own WebSocket events never see it): the
 * sockets are counted twice over, at the constructor the app calls (an init script wraps `window.WebSocket`, and
 * wraps again what MSW installs over it) and by the mock's own record (`window.__mockSocketTraffic`,
 * mocks/socket/browser.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { useLoginState } from './support/session';

const MARKER = '__sameDocument';

interface SocketCount {
  opened: number;
  urls: string[];
  auth: number;
}

/**
 * Before any script of the page: every `new WebSocket()` the app makes is counted, and every `server.auth` frame
 * sent on such a socket. MSW replaces `window.WebSocket` with a proxy when it starts (Object.defineProperty); that
 * proxy is wrapped too, and a socket is counted only by the wrapper installed on `window` at the time, so MSW's
 * passthrough to the browser's own constructor is not counted twice.
 */
function countSockets() {
  const counts: SocketCount = { opened: 0, urls: [], auth: 0 };
  (window as unknown as { __socketCount: SocketCount }).__socketCount = counts;
  const isAuth = (data: unknown) => {
    try {
      return typeof data === 'string' && (JSON.parse(data) as { method?: unknown }).method === 'server.auth';
    } catch {
      return false;
    }
  };
  const wrap = (Constructor: typeof WebSocket): typeof WebSocket => {
    const wrapped: typeof WebSocket = new Proxy(Constructor, {
      construct(target, args: [string | URL, (string | string[])?], newTarget) {
        const calledByTheApp = window.WebSocket === wrapped;
        const socket = Reflect.construct(target, args, newTarget) as WebSocket;
        if (calledByTheApp) {
          counts.opened++;
          counts.urls.push(String(args[0]));
          const send = socket.send;
          socket.send = function (this: WebSocket, data) {
            if (isAuth(data)) counts.auth++;
            return send.call(this, data);
          };
        }
        return socket;
      },
    });
    return wrapped;
  };
  window.WebSocket = wrap(window.WebSocket);
  const define = Object.defineProperty;
  Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor & ThisType<unknown>): T {
    const next =
      target === (window as unknown) && key === 'WebSocket' && typeof descriptor.value === 'function'
        ? { ...descriptor, value: wrap(descriptor.value as typeof WebSocket) }
        : descriptor;
    return define(target, key, next);
  };
}

/** What the mock answered: connections and the methods the app called (mocks/socket/browser.ts). */
async function mockTraffic(page: Page): Promise<{ connections: number; methods: string[] } | undefined> {
  return page.evaluate(
    () => (window as unknown as { __mockSocketTraffic?: { connections: number; methods: string[] } }).__mockSocketTraffic,
  );
}

async function socketCount(page: Page): Promise<SocketCount> {
  return page.evaluate(() => (window as unknown as { __socketCount: SocketCount }).__socketCount);
}

async function markDocument(page: Page) {
  await page.evaluate((marker) => ((window as unknown as Record<string, unknown>)[marker] = true), MARKER);
}

async function expectSameDocument(page: Page) {
  expect(await page.evaluate((marker) => (window as unknown as Record<string, unknown>)[marker] === true, MARKER)).toBe(true);
}

/** Clicks, waits for the address, and checks that the document is the first one. */
async function step(page: Page, click: () => Promise<unknown>, url: RegExp) {
  await click();
  await expect(page).toHaveURL(url);
  await expectSameDocument(page);
}

test('twenty links and actions move inside the app without loading the document again', async ({ page, context, baseURL }) => {
  // Twenty moves, each waiting for its page: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await context.addInitScript(countSockets);
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/markets');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await markDocument(page);
  const header = page.locator('header.site-header');
  const footer = page.locator('footer.site-footer');
  const h1 = page.getByRole('heading', { level: 1 });

  // Header navigation.
  await step(page, () => header.getByRole('link', { name: 'Convert' }).click(), /\/convert$/);
  await step(page, () => header.getByRole('link', { name: 'Earn' }).click(), /\/earn$/);
  await step(page, () => header.getByRole('link', { name: 'Markets' }).click(), /\/markets$/);
  // Footer links.
  await step(page, () => footer.getByRole('link', { name: 'Fees' }).click(), /\/fees(\/[a-z-]+)?$/);
  await step(page, () => footer.getByRole('link', { name: 'About us' }).click(), /\/about-us$/);
  await expect(h1).toBeVisible();
  await step(page, () => footer.getByRole('link', { name: 'Assets' }).click(), /\/assets$/);
  // An asset, then back through the browser's history (the router handles popstate too).
  await step(page, () => page.locator('a.asset-name').first().click(), /\/assets\/[A-Z0-9]+$/);
  await step(page, () => page.goBack(), /\/assets$/);
  // The account menu and an area's tabs.
  await step(
    page,
    async () => {
      await page.getByTestId('account-menu').click();
      await page.getByRole('link', { name: 'Balance' }).click();
    },
    /\/balance\/spot$/,
  );
  const tabs = page.locator('nav.area-tabs');
  await step(page, () => tabs.getByRole('link').nth(0).click(), /\/balance(\/[a-z]+)?$/);
  await step(page, () => tabs.getByRole('link').nth(1).click(), /\/balance\/[a-z]+$/);
  // The trade page and a market switch from its selector.
  await step(page, () => header.getByRole('link', { name: 'Trade' }).click(), /\/trade\/BTC-USDT$/);
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 30_000 });
  await step(
    page,
    async () => {
      await page.getByTestId('market-selector').click();
      await page.getByRole('button', { name: /^ETH\/USDT/ }).click();
    },
    /\/trade\/ETH-USDT$/,
  );
  await expect(page.getByTestId('market-selector')).toContainText('ETH/USDT');
  // The trading type's tabs: margin, then spot again.
  const kinds = page.getByRole('navigation', { name: 'Trading type' });
  await step(page, () => kinds.getByRole('link', { name: 'Margin' }).click(), /\/trade\/ETH-USDT\?type=margin$/);
  await expect(page.locator('.trade-page')).toHaveAttribute('data-kind', 'margin');
  await step(page, () => kinds.getByRole('link', { name: 'Spot' }).click(), /\/trade\/ETH-USDT$/);
  await expect(page.locator('.trade-page')).toHaveAttribute('data-kind', 'spot');
  // Language: to Turkish and back.
  await step(page, () => page.locator('.language-switch select').selectOption('tr'), /\/tr\/trade\/ETH-USDT$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await step(page, () => page.locator('.language-switch select').selectOption('en'), /\/trade\/ETH-USDT$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Every move so far, market switch and language included, kept the one authorized socket.
  expect(await socketCount(page)).toMatchObject({ opened: 1, auth: 1 });
  // Log out from the account menu, then log in again with the demo account.
  await step(
    page,
    async () => {
      await page.getByTestId('account-menu').click();
      await page.getByRole('button', { name: 'Log out' }).click();
    },
    /127\.0\.0\.1:\d+\/$/,
  );
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await step(page, () => header.getByRole('link', { name: 'Log in' }).click(), /\/auth$/);
  await step(page, () => page.getByRole('button', { name: 'Use the demo account' }).click(), /\/trade\/[A-Z0-9]+-[A-Z0-9]+/);
  await expect(page.getByTestId('account-menu')).toBeVisible();
  // A guarded page is reachable again as the user.
  await step(page, () => footer.getByRole('link', { name: 'Markets' }).click(), /\/markets$/);
  await step(
    page,
    async () => {
      await page.getByTestId('account-menu').click();
      await page.getByRole('link', { name: 'Settings' }).click();
    },
    /\/settings\/general$/,
  );
  // Only the two session changes opened sockets again (src/app/setup-socket.ts reconnects as the new user): one
  // as the guest at most, one authorized as the user.
  const afterLogin = await socketCount(page);
  expect(afterLogin.opened).toBeGreaterThanOrEqual(2);
  expect(afterLogin.opened).toBeLessThanOrEqual(3);
  expect(afterLogin.auth).toBe(2);
});

/** The number a cell or attribute shows ("97,250.00" in English). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/,/g, ''));

/** The mock's starting price per market (mocks/socket/simulated-market.ts); its random walk stays well within 25 %. */
const START_PRICE: Record<string, number> = { 'BTC-USDT': 97250, 'ETH-USDT': 3650, 'SOL-USDT': 240, 'WBT-USDT': 25.5, 'ETH-BTC': 0.0375 };

/** The book, the recent trades and the chart show the market's own prices (nothing is left of the one before). */
async function expectMarketShown(page: Page, pair: string) {
  const near = (value: number) => Math.abs(value / START_PRICE[pair]! - 1) < 0.25;
  await expect(page.getByTestId('market-selector')).toContainText(pair.replace('-', '/'));
  const bids = page.getByTestId('book-bids').locator('li[data-price]');
  await expect(bids.first()).toBeVisible();
  await expect
    .poll(async () => (await bids.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-price')))).map(Number).every(near))
    .toBe(true);
  await expect(page.getByTestId('recent-trades').locator('thead')).toContainText(pair.split('-')[0]!);
  const trades = page.getByTestId('recent-trades').locator('tbody tr td:first-child');
  await expect(trades.first()).toBeVisible();
  await expect.poll(async () => (await trades.allTextContents()).map(numberIn).every(near)).toBe(true);
  const chart = page.getByTestId('candle-chart');
  await expect(chart).toHaveAttribute('aria-label', new RegExp(`${pair}$`));
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  await expect.poll(async () => near(numberIn(await chart.getAttribute('data-last-close')))).toBe(true);
}

test('switching among five markets keeps one socket connection and one authorization', async ({ page, context, baseURL }) => {
  // Five trade screens, each waiting for its book, trades and chart: more than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await context.addInitScript(countSockets);
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/trade/BTC-USDT');
  await expectMarketShown(page, 'BTC-USDT');
  await markDocument(page);
  const before = (await mockTraffic(page))?.methods.length ?? 0;
  for (const pair of ['ETH-USDT', 'SOL-USDT', 'WBT-USDT', 'ETH-BTC', 'BTC-USDT']) {
    await page.getByTestId('market-selector').click();
    await page.getByRole('button', { name: new RegExp(`^${pair.replace('-', '/')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/trade/${pair}$`));
    // The new market's book, trades and chart arrive on the same connection.
    await expectMarketShown(page, pair);
  }
  await expectSameDocument(page);
  // At the constructor the app calls: one socket, one authorization.
  const sockets = await socketCount(page);
  expect(sockets.opened, sockets.urls.join(', ')).toBe(1);
  expect(sockets.auth).toBe(1);
  // The mock's own record agrees, and each switch moved the market streams onto the new market.
  const traffic = await mockTraffic(page);
  expect(traffic?.connections).toBe(1);
  expect(traffic?.methods.filter((m) => m === 'server.auth')).toHaveLength(1);
  const afterFirst = traffic?.methods.slice(before) ?? [];
  expect(afterFirst.filter((m) => m === 'depth.subscribe').length).toBeGreaterThanOrEqual(5);
  expect(afterFirst.filter((m) => m === 'deals.subscribe').length).toBeGreaterThanOrEqual(5);
});
