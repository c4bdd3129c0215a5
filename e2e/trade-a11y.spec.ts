/**
 * Accessibility of the trade page (issue 7): an axe-core scan of the spot, margin and futures variants, with
 * everything loaded (book, trades, chart, the trader's orders), with the market selector open, with a field
 * error shown, and at a phone's width. No serious or critical violation is allowed.
 */
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// axe is injected as an inline script, which the app's CSP (script-src 'self') refuses: the scan's own script is
// let through here; e2e/security-headers.spec.ts checks the CSP itself.
test.use({ bypassCSP: true });

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

// Each test loads the trade page and runs axe once or twice: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

async function openTrade(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible();
  await expect(page.getByTestId('recent-trades').locator('tbody tr').first()).toBeVisible();
  await expect(page.getByTestId('candle-chart')).toHaveAttribute('data-bars', /^[1-9]\d*$/);
  await expect(page.getByRole('tab', { name: 'Open orders' })).toBeVisible();
}

/** Runs axe on the page; returns the serious and critical violations, one line each, for a readable failure. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')}`));
}

for (const [name, path] of [
  ['spot', '/trade/BTC-USDT'],
  ['margin', '/trade/BTC-USDT?type=margin'],
  ['futures', '/trade/BTC-PERP'],
] as const) {
  test(`the ${name} trade page has no serious or critical axe violation`, async ({ page }) => {
    await openTrade(page, path);
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('the market selector, a field error and the other tabs have no serious or critical axe violation', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT');
  await page.getByTestId('order-amount').fill('0.00001');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-amount-error')).toBeVisible();
  await page.getByTestId('market-selector').click();
  await expect(page.getByRole('searchbox')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: 'Balances' }).click();
  await expect(page.getByTestId('pair-balances')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the trade page at a phone width has no serious or critical axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openTrade(page, '/trade/BTC-USDT');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the radio groups and the tabs move with the arrow keys; Escape closes the market selector', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT');
  // One tab stop per group: the chosen item.
  const buy = page.getByRole('radio', { name: 'Buy' });
  await expect(buy).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('radio', { name: 'Sell' })).toHaveAttribute('tabindex', '-1');
  await buy.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Sell' })).toBeFocused();
  await expect(page.getByRole('radio', { name: 'Sell' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('place-order')).toHaveText(/Sell/);

  await page.getByRole('radio', { name: '15m' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '30m' })).toBeFocused();
  await expect(page.getByRole('radio', { name: '30m' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('tab', { name: 'Open orders' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Order history' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Order history' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: 'Balances' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'account-tab-balances');

  const selector = page.getByTestId('market-selector');
  await selector.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(selector).toHaveAttribute('aria-expanded', 'false');
  await expect(selector).toBeFocused();
});

test('each side of the order book is one tab stop; the arrows move between levels and Enter picks a price', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT');
  await page.getByRole('combobox', { name: 'Price grouping' }).focus();
  await page.keyboard.press('Tab');
  const focusedPrice = () => page.evaluate(() => document.activeElement?.closest('li')?.dataset.price);
  // Which ask level has focus (0 the best), read in one step: the live book moves between two separate reads.
  const focusedAsk = () =>
    page.evaluate(() => {
      const level = document.activeElement?.closest('li');
      const asks = document.querySelector('[data-testid="book-asks"]');
      return level && asks ? [...asks.querySelectorAll('li')].indexOf(level) : -1;
    });
  await expect.poll(focusedAsk).toBe(0);
  // Asks are drawn bottom-up: up is the next deeper level.
  await page.keyboard.press('ArrowUp');
  await expect.poll(focusedAsk).toBe(1);
  await page.keyboard.press('Tab');
  expect(await focusedPrice()).toBeTruthy();
  await expect(page.locator(':focus')).toHaveAttribute('data-pick', 'price');
  // The live book moves: a level read just before Enter may be gone by the key press (focus then stays at its
  // place, on the next level). Enter again picks again, so it is retried until read and press see one level.
  await expect(async () => {
    const price = await focusedPrice();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('order-price')).toHaveValue(price!, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // One more Tab leaves the book for the chart's periods.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '15m' })).toBeFocused();
});
