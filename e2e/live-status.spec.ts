/**
 * The connection and freshness indicator on the demo (issue 17): the trade page says Live; when the socket drops (the
 * mock backend's in-page fault injector closes it and refuses reconnects, mocks/faults.ts) it says Reconnecting with a
 * ticking countdown to the next try and since when the prices are stale, and the order form warns that its reference
 * price is stale; once the socket may come back, it is live again and the warning goes. A connection that falls
 * silent without closing (a half-open one) is noticed by the app itself and replaced.
 */
import { expect, test, type Page } from '@playwright/test';
import { mockFaults } from './support/faults';

/** Socket connections the page opened (mocks/socket/browser.ts counts them, refused ones included). */
const connections = (page: Page) =>
  page.evaluate(() => (window as unknown as { __mockSocketTraffic: { connections: number } }).__mockSocketTraffic.connections);

test('the trade page shows live, reconnecting and stale prices, and order entry warns while the price is stale', async ({ page }) => {
  // A first page load, then a drop, a refused attempt and a reconnect, each waited for on a busy machine.
  test.setTimeout(150_000);
  await page.goto('/trade/BTC-USDT');
  // The demo starts its mock backend first, and the order form comes after the page's first frame: generous waits.
  const status = page.getByTestId('live-status');
  await expect(status).toHaveAttribute('data-state', 'live', { timeout: 60_000 });
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 30_000 });
  await expect(status).toHaveCount(1);
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('Live');
  await expect(page.getByTestId('stale-price-warning')).toHaveCount(0);

  await mockFaults(page).dropSocket();
  await expect(status).toHaveAttribute('data-state', 'reconnecting');
  await expect(status).toContainText('Reconnecting');
  await expect(status).toContainText(/Prices stale since \d\d:\d\d:\d\d/);
  const warning = page.getByTestId('stale-price-warning');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/The last price of BTC\/USDT has not updated since \d\d:\d\d:\d\d/);
  // Stale since the price's last update, shown the same in the indicator and the warning.
  const since = /since (\d\d:\d\d:\d\d)/.exec((await status.textContent()) ?? '')?.[1];
  expect(since).toBeTruthy();
  await expect(warning).toContainText(`since ${since}`);

  // The countdown to the next try ticks (or reaches "trying now").
  const countdown = status.locator('.live-status__countdown');
  await expect(countdown).toHaveText(/— (next try in \d+ s|trying now)/);
  const first = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 15_000 }).not.toBe(first);

  // A refused attempt keeps it reconnecting, stale since the same time.
  const before = await connections(page);
  await expect.poll(() => connections(page), { timeout: 30_000 }).toBeGreaterThan(before);
  await expect(status).toHaveAttribute('data-state', 'reconnecting');
  await expect(status).toContainText(`Prices stale since ${since}`);
  await expect(warning).toBeVisible();

  // The socket may come back: the next attempt (at most 12 s away) connects and the streams are subscribed again.
  await mockFaults(page).restoreSocket();
  await expect(status).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect(status).toHaveText('Live');
  await expect(page.getByTestId('stale-price-warning')).toHaveCount(0);
});

test('a connection that falls silent without closing is noticed and replaced, and the page is live again', async ({ page }) => {
  // 15 s of silence, a 10 s deadline for any answer, then a reconnect: each waited for on a busy machine.
  test.setTimeout(150_000);
  await page.goto('/trade/BTC-USDT');
  const status = page.getByTestId('live-status');
  await expect(status).toHaveAttribute('data-state', 'live', { timeout: 60_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 30_000 });
  // Every state the indicator passes through, in order: the reconnecting phase may last only a second or two.
  await page.evaluate(() => {
    const element = document.querySelector('[data-testid="live-status"]')!;
    const seen: string[] = [element.getAttribute('data-state') ?? ''];
    (window as unknown as { __liveStates: string[] }).__liveStates = seen;
    new MutationObserver(() => {
      const state = element.getAttribute('data-state') ?? '';
      if (seen[seen.length - 1] !== state) seen.push(state);
    }).observe(element, { attributes: true, attributeFilter: ['data-state'] });
  });
  const states = () => page.evaluate(() => (window as unknown as { __liveStates: string[] }).__liveStates);
  const before = await connections(page);

  await mockFaults(page).silenceSocket();
  // Nothing closes: the app notices the silence itself (socket-connection.ts: a ping after 15 s, dead 10 s later).
  await expect.poll(() => connections(page), { timeout: 60_000 }).toBeGreaterThan(before);
  await expect(status).toHaveAttribute('data-state', 'live', { timeout: 30_000 });
  await expect(page.getByTestId('stale-price-warning')).toHaveCount(0);
  const passed = await states();
  expect(passed[0]).toBe('live');
  expect(passed).toContain('reconnecting');
  expect(passed[passed.length - 1]).toBe('live');
});
