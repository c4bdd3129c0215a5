/**
 * The trade page on the mock exchange (issue 7): orders rest in the book and are cancelled, market orders
 * fill with exact balance changes, bad input is kept with its error, favourites persist, the chart draws,
 * the margin and futures variants work, and the whole flow works from the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';

async function openTrade(page: Page, path = '/trade/BTC-USDT') {
  await page.goto(path);
  // The order form is drawn after the page's first frame, and the demo starts its mock backend first: on a busy
  // machine that takes longer than the default 10 s.
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 30_000 });
}

/** Scrolls a side of the book to its deepest level ('end') or back to its best ('start'). */
async function scrollSide(page: Page, side: 'book-asks' | 'book-bids', to: 'start' | 'end') {
  await page.getByTestId(side).evaluate((el, to) => {
    // Asks are drawn bottom-up (column-reverse): their far end is the top, a negative scrollTop.
    const far = el.scrollHeight - el.clientHeight;
    const sign = getComputedStyle(el).flexDirection === 'column-reverse' ? -1 : 1;
    el.scrollTop = to === 'end' ? sign * far : 0;
  }, to);
}

async function available(page: Page): Promise<Decimal> {
  const text = (await page.getByTestId('available').textContent()) ?? '';
  return new Decimal(text.replace(/[^0-9.]/g, ''));
}

test('a limit order rests in open orders and in the book, then is cancelled', async ({ page }) => {
  await openTrade(page);
  const before = await available(page);
  const bestBid = new Decimal((await page.getByTestId('book-bids').locator('li').first().getAttribute('data-price'))!);
  // 0.2 % below the best bid: it rests, and its level is within the 50 levels the book shows.
  const price = bestBid.times(0.998).toDecimalPlaces(2).toFixed(2);
  await page.getByTestId('order-price').fill(price);
  await page.getByTestId('order-amount').fill('0.0123');
  await page.getByTestId('place-order').click();
  const row = page.getByTestId('order-row').filter({ hasText: '0.0123' }).first();
  await expect(row).toBeVisible();
  // Its amount is in the book at its price once the next depth delta arrives (scrolled into the drawn rows).
  await scrollSide(page, 'book-bids', 'end');
  const level = page.getByTestId('book-bids').locator(`li[data-price="${price}"]`);
  await expect(level).toHaveCount(1);
  expect(new Decimal((await level.locator('.order-book__amount').textContent())!.replace(/,/g, '')).gte('0.0123')).toBe(true);
  // While it rests, what it holds is not available; once cancelled, the form's available amount comes back.
  await expect.poll(async () => (await available(page)).lt(before)).toBe(true);
  await row.getByRole('button', { name: /Cancel order/ }).click();
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0123' })).toHaveCount(0);
  await expect.poll(async () => (await available(page)).toFixed()).toBe(before.toFixed());
});

test('the book draws the rows its sides show and the deeper levels as a side is scrolled', async ({ page }) => {
  await openTrade(page);
  for (const side of ['book-bids', 'book-asks'] as const) {
    const list = page.getByTestId(side);
    const rows = list.locator(':scope > li[data-price]');
    const spacer = list.locator(':scope > .order-book__rest');
    // The demo's book has 50 levels a side: about 20 are drawn (16 shown and a few more), the spacer stands for
    // the rest, so the side scrolls as if all 50 were there.
    await expect(spacer).toHaveCount(1);
    const drawn = await rows.count();
    expect(drawn).toBeGreaterThanOrEqual(16);
    expect(drawn).toBeLessThanOrEqual(24);
    const rest = await spacer.evaluate((el) => el.getBoundingClientRect().height);
    expect(drawn + Math.round(rest / 18)).toBe(50);
    // Scrolled to its deepest level, the side draws every level, best first in price order.
    await scrollSide(page, side, 'end');
    await expect(rows).toHaveCount(50);
    await expect(spacer).toHaveCount(0);
    const prices = (await rows.evaluateAll((els) => els.map((el) => el.dataset.price!))).map((p) => new Decimal(p));
    for (let i = 1; i < prices.length; i++) {
      expect(side === 'book-bids' ? prices[i]!.lt(prices[i - 1]!) : prices[i]!.gt(prices[i - 1]!)).toBe(true);
    }
    // The deepest level is in the side's visible box, and a click on it fills the order form's price. The live
    // book moves under the pointer, so the row is found, measured and clicked in one task.
    const { inBox, picked } = await list.evaluate((side) => {
      const rows = side.querySelectorAll<HTMLElement>(':scope > li[data-price]');
      const row = rows[rows.length - 1]!;
      const r = row.getBoundingClientRect();
      const box = side.getBoundingClientRect();
      row.querySelector<HTMLElement>('button[data-pick="price"]')!.click();
      return { inBox: r.top >= box.top - 1 && r.bottom <= box.bottom + 1, picked: row.dataset.price! };
    });
    expect(inBox).toBe(true);
    await expect(page.getByTestId('order-price')).toHaveValue(picked);
    // Back at the best level, the side draws only what it shows again.
    await scrollSide(page, side, 'start');
    await expect.poll(() => rows.count()).toBeLessThanOrEqual(24);
  }
});

test('a market sell fills and the balance changes by the exact amount', async ({ page }) => {
  await openTrade(page);
  await page.getByTestId('side-sell').click();
  const before = await available(page);
  await page.getByTestId('order-type').selectOption('market');
  await page.getByTestId('order-amount').fill('0.0125');
  await page.getByTestId('place-order').click();
  await expect.poll(async () => (await available(page)).toFixed()).toBe(before.minus('0.0125').toFixed());
});

test('a market buy of an amount of BTC is placed as a stock-market order and spends USDT', async ({ page }) => {
  await openTrade(page);
  const before = await available(page);
  await page.getByTestId('order-type').selectOption('market');
  await page.getByTestId('order-amount').fill('0.01');
  const placed = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/v2/trade/spot/'));
  await page.getByTestId('place-order').click();
  const request = await placed;
  expect(new URL(request.url()).pathname).toBe('/v2/trade/spot/stock_market');
  expect(request.postDataJSON()).toMatchObject({ market: 'BTC-USDT', side: 2, amount: '0.01' });
  await expect(page.getByTestId('order-amount-error')).toHaveCount(0);
  await expect.poll(async () => (await available(page)).lt(before)).toBe(true);
});

test('an invalid amount shows the field error and keeps the input', async ({ page }) => {
  await openTrade(page);
  await page.getByTestId('order-amount').fill('0.00001');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-amount-error')).toContainText('minimum');
  await expect(page.getByTestId('order-amount')).toHaveValue('0.00001');
});

test('favourites survive a reload', async ({ page }) => {
  await openTrade(page);
  await page.getByTestId('market-selector').click();
  const star = page.getByTestId('favorite-SOL-USDT');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  // The toggle is optimistic: wait for the server to have the list before reloading.
  const saved = page.waitForResponse((r) => r.url().includes('/v2/trade/favorites') && r.request().method() === 'POST');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await saved;
  await page.reload();
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('market-selector').click();
  await expect(page.getByTestId('favorite-SOL-USDT')).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('favorite-SOL-USDT').click();
  await expect(page.getByTestId('favorite-SOL-USDT')).toHaveAttribute('aria-pressed', 'false');
});

test('the chart draws candles, not a blank canvas', async ({ page }) => {
  await openTrade(page);
  const chart = page.getByTestId('candle-chart');
  await expect(chart).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  // The canvas is painted after the bars arrive: read it until both colours are there (a fixed wait could be too short).
  const colours = () =>
    chart.evaluate((el) => {
      const seen = new Set<string>();
      for (const canvas of el.querySelectorAll('canvas')) {
        const ctx = canvas.getContext('2d');
        if (!ctx || canvas.width === 0) continue;
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height).data;
        for (let i = 0; i < data.length; i += 4 * 97) if (data[i + 3]! > 0) seen.add(`${data[i]},${data[i + 1]},${data[i + 2]}`);
      }
      return [...seen];
    });
  // Up and down candles: the green and the red of the theme are both on the canvas.
  const UP_AND_DOWN = ['61,220,151', '255,107,107'];
  await expect
    .poll(async () => {
      const seen = await colours();
      return UP_AND_DOWN.filter((c) => seen.includes(c));
    })
    .toEqual(UP_AND_DOWN);
});

test('the margin and futures variants work', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT?type=margin');
  await expect(page.getByTestId('leverage')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Positions' })).toBeVisible();
  await openTrade(page, '/trade/BTC-PERP');
  await expect(page.getByTestId('reduce-only')).toBeVisible();
  await page.getByTestId('leverage').selectOption('20');
  await expect(page.getByTestId('leverage')).toHaveValue('20');
});

test('lowercase and underscore pairs move to the canonical pair', async ({ page }) => {
  await page.goto('/trade/btc_usdt');
  await expect(page).toHaveURL(/\/trade\/BTC-USDT$/);
});

test('placing and cancelling an order works with the keyboard alone', async ({ page }) => {
  await openTrade(page);
  const bestBid = new Decimal((await page.getByTestId('book-bids').locator('li').first().getAttribute('data-price'))!);
  await page.getByTestId('order-price').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(bestBid.times(0.8).toDecimalPlaces(2).toFixed(2));
  await page.keyboard.press('Tab');
  await page.keyboard.type('0.0321');
  await page.keyboard.press('Enter');
  const row = page.getByTestId('order-row').filter({ hasText: '0.0321' }).first();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /Cancel order/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0321' })).toHaveCount(0);
});
