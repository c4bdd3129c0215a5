/**
 * One app, not a page per click (issue 15): links and actions move inside the running app. A marker set on
 * `window` after the first load survives every step (the document never loads again), and switching among
 * markets on the trade page keeps the one socket connection: no second connection, no second server.auth.
 * The demo's socket is answered inside the page by MSW, which records what the app did
 * (`window.__mockSocketTraffic`, mocks/socket/browser.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { useLoginState } from './support/session';

const MARKER = '__sameDocument';

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
  await expect(page.getByTestId('order-form')).toBeVisible();
  await step(
    page,
    async () => {
      await page.getByTestId('market-selector').click();
      await page.getByRole('button', { name: /^ETH\/USDT/ }).click();
    },
    /\/trade\/ETH-USDT$/,
  );
  await expect(page.getByTestId('market-selector')).toContainText('ETH/USDT');
  // Language: to Turkish and back.
  await step(page, () => page.locator('.language-switch select').selectOption('tr'), /\/tr\/trade\/ETH-USDT$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await step(page, () => page.locator('.language-switch select').selectOption('en'), /\/trade\/ETH-USDT$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
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
});

test('switching among five markets keeps one socket connection and one authorization', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/trade/BTC-USDT');
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible();
  await markDocument(page);
  for (const pair of ['ETH-USDT', 'SOL-USDT', 'XRP-USDT', 'BTC-USDT', 'ETH-USDT']) {
    await page.getByTestId('market-selector').click();
    await page.getByRole('button', { name: new RegExp(`^${pair.replace('-', '/')}`) }).click();
    await expect(page).toHaveURL(new RegExp(`/trade/${pair}$`));
    await expect(page.getByTestId('market-selector')).toContainText(pair.replace('-', '/'));
    // The new market's book arrives on the same connection.
    await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible();
  }
  await expectSameDocument(page);
  const traffic = await page.evaluate(
    () => (window as unknown as { __mockSocketTraffic?: { connections: number; methods: string[] } }).__mockSocketTraffic,
  );
  expect(traffic?.connections).toBe(1);
  expect(traffic?.methods.filter((m) => m === 'server.auth')).toHaveLength(1);
  // Each switch subscribed the new market's book again (the server keeps one subscription per stream).
  expect(traffic?.methods.filter((m) => m === 'depth.subscribe').length).toBeGreaterThanOrEqual(6);
});
