/**
 * Issue 23, analytics and activities in the browser: each analytics page draws its chart and figures for the chosen
 * period and says its catalogue code when its call fails (4500-4505, through the demo's fault injector); the earns
 * activity follows the account socket's earn events live; vesting lists WBT on its way back to the main balance. The
 * open orders (/activities/orders) and the margin and futures orders (/activities/collateral-orders) follow the trade
 * socket's order stream: an order placed elsewhere (the demo's API, as another device would) appears with its exact
 * price and amount, and leaves when it is cancelled there, without the page being loaded again.
 */
import Decimal from 'decimal.js';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { mockFaults } from './support/faults';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 240_000 });

type LedgerWindow = { __mockLedger?: unknown };

async function api(page: Page, method: string, path: string, body?: unknown) {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  const status = await page.evaluate(
    async ([m, p, b]) =>
      (
        await fetch(p as string, {
          method: m as string,
          credentials: 'include',
          headers: b === undefined ? {} : { 'content-type': 'application/json' },
          body: b === undefined ? undefined : JSON.stringify(b),
        })
      ).status,
    [method, path, body] as const,
  );
  expect(status, `${method} ${path}`).toBe(200);
}

test.beforeEach(async ({ context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
});

const PAGES = [
  {
    path: '/analytics/account',
    series: 'account-series',
    failing: [
      ['getPnlSummary', 4500],
      ['getAccountValueHistory', 4501],
    ],
  },
  { path: '/analytics/collateral', series: 'collateral-pnl-series', failing: [['getCollateralPnl', 4502]] },
  { path: '/analytics/total', series: 'pnl-series', failing: [['getPnlHistory', 4503]] },
  {
    path: '/analytics/trading-volumes',
    series: 'volume-series',
    failing: [
      ['getTradingVolumes', 4504],
      ['getTradingVolumeHistory', 4505],
    ],
  },
] as const;

for (const { path, series, failing } of PAGES) {
  test(`${path} draws its chart per period and says ${failing.map(([, c]) => c).join(' and ')} when its calls fail`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByTestId('time-series-chart').first()).toBeVisible({ timeout: 60_000 });
    const figures = page.getByTestId(series);
    await expect(figures.locator('tbody tr')).toHaveCount(30, { timeout: 60_000 });
    await page.getByRole('radio', { name: '7 days' }).click();
    await expect(figures.locator('tbody tr')).toHaveCount(7, { timeout: 60_000 });

    const faults = mockFaults(page);
    for (const [operationId] of failing) await faults.add({ operationId, kind: 'unavailable' });
    await page.getByRole('radio', { name: '90 days' }).click();
    for (const [, code] of failing)
      await expect(page.locator(`[data-testid="query-error-code"][data-code="${code}"]`)).toBeVisible({ timeout: 60_000 });
    await faults.clear();
  });
}

test('earns follow the account socket: an investment made elsewhere shows at once', async ({ page }) => {
  await page.goto('/activities/earns');
  const item = page.locator('[data-testid="earns-flex-item"][data-ticker="USDT"]');
  await expect(item).toBeVisible({ timeout: 60_000 });
  // The seed's investment reinvests what it earned: its amount is the seed's 2500 and more.
  const before = new Decimal((await item.getAttribute('data-amount'))!);
  await api(page, 'POST', '/v2/smart/flex-plans/investments/USDT/invest', { amount: '50' });
  await expect(page.getByTestId('earns-live')).toHaveText('Invested 50 USDT.', { timeout: 60_000 });
  await expect(item).toHaveAttribute('data-amount', before.plus(50).toFixed(), { timeout: 60_000 });
});

/** Places or cancels an order through the demo's API from the page (not through the page's own queries); its answer. */
async function order(page: Page, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<{ data: { id: number } }> {
  await page.waitForFunction(() => (window as unknown as LedgerWindow).__mockLedger !== undefined);
  const answer = await page.evaluate(
    async ([m, p, b]) => {
      const response = await fetch(p as string, {
        method: m as string,
        credentials: 'include',
        headers: b === undefined ? {} : { 'content-type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
    },
    [method, path, body] as const,
  );
  expect(answer.status, `${method} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
  return answer.body as { data: { id: number } };
}

for (const { path, market, place, amount, price } of [
  { path: '/activities/orders', market: 'BTC-USDT', place: '/v2/trade/spot/limit', amount: '0.0015', price: '51000' },
  { path: '/activities/collateral-orders', market: 'BTC-PERP', place: '/v2/trade/futures/limit', amount: '0.012', price: '52000' },
] as const) {
  test(`${path} follows the order stream: an order placed elsewhere on ${market} appears, and leaves once cancelled`, async ({ page }) => {
    await page.goto(path);
    const select = page.getByLabel('Market', { exact: true });
    await expect(select).toBeVisible({ timeout: 60_000 });
    await select.selectOption(market);
    // The market's orders have loaded (some of the seed's, or none).
    await expect(page.getByTestId('open-orders').or(page.getByText('No open orders on this market.'))).toBeVisible({ timeout: 60_000 });
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => ((window as unknown as { __sameDocument?: boolean }).__sameDocument = true));

    const placed = await order(page, 'POST', place, { market, side: 2, amount, price });
    const row = page.locator(`[data-testid="open-order-row"][data-id="${placed.data.id}"]`);
    await expect(row).toBeVisible({ timeout: 30_000 });
    await expect(row.locator(`[data-value="${amount}"]`)).toHaveCount(1);
    await expect(row.locator(`[data-value="${price}"]`)).toHaveCount(1);
    await expect(row).toContainText('Buy');

    await order(page, 'DELETE', `/v2/trade/order/${placed.data.id}?market=${market}`);
    await expect(row).toHaveCount(0, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

test('vesting lists WBT on its way back to the main balance with its release date', async ({ page }) => {
  await page.goto('/activities/vesting');
  await expect(page.getByTestId('vesting-balances')).toBeVisible({ timeout: 60_000 });
  await api(page, 'POST', '/v2/wbt/hold', { amount: '10' });
  await api(page, 'POST', '/v2/wbt/unhold-requests', { amount: '4.5', force: false });
  await page.reload();
  await expect(page.getByTestId('vesting-row').locator('[data-value="4.5"]')).toBeVisible({ timeout: 60_000 });
});

test.describe('axe on the new history, analytics and activities pages', () => {
  // axe is injected as an inline script, which the app's CSP refuses: the scan's own script is let through here.
  test.use({ bypassCSP: true });
  for (const path of [
    '/history/trade/deals',
    '/history/collateral/positions',
    '/history/collateral/institutional-loan',
    '/analytics/account',
    '/analytics/trading-volumes',
    '/activities/vesting',
  ]) {
    test(`axe: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expectNoSeriousViolations(page, path);
    });
  }
});
