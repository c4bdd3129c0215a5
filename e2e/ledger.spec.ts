/**
 * Issue 16: the demo exchange is one persistent ledger and trading works in every mode. A resting order and the
 * balance it holds survive a reload; a market buy of 0.01 BTC changes the balances by the exact decimal with the
 * fee; a futures market buy opens a position with its liquidation price that Close closes, releasing its margin;
 * a take-profit closes a position when the simulated price reaches it; a demo reset lays the seed again.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { ledgerBalance, saved } from './support/ledger';

test.describe.configure({ mode: 'parallel' });
// Each test loads the trade page once or twice and waits for the ledger to save: on a busy machine (load 20 on 2 cores)
// a reload alone took over 30 s to learn the session. Ceilings, not delays.
test.describe.configure({ timeout: 180_000 });

async function openTrade(page: Page, path: string) {
  await page.goto(path);
  // The order form is drawn after the page's first frame: on a busy machine that can take a while.
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 30_000 });
}

async function available(page: Page): Promise<Decimal> {
  await expect(page.getByTestId('available')).toHaveText(/\d/);
  const text = (await page.getByTestId('available').textContent()) ?? '';
  return new Decimal(text.replace(/[^0-9.]/g, ''));
}

test('a resting limit order and the balance it holds survive a reload', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT');
  await saved(page, '"USDT"');
  const before = await ledgerBalance(page, 'spot', 'USDT');
  const bestBid = new Decimal((await page.getByTestId('book-bids').locator('li').first().getAttribute('data-price'))!);
  const price = bestBid.times(0.99).toDecimalPlaces(2).toFixed(2);
  await page.getByTestId('order-price').fill(price);
  await page.getByTestId('order-amount').fill('0.0042');
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0042' })).toHaveCount(1);
  // Exactly price × amount moves from available to frozen.
  let held = new Decimal(price).times('0.0042');
  let expected = {
    available: new Decimal(before.available).minus(held).toFixed(),
    freeze: new Decimal(before.freeze).plus(held).toFixed(),
  };
  await expect.poll(() => ledgerBalance(page, 'spot', 'USDT')).toEqual(expected);

  // Edit the order in place: a lower price holds less, exactly.
  const row = page.getByTestId('order-row').filter({ hasText: '0.0042' });
  const orderId = await row.getAttribute('data-order-id');
  await row.getByRole('button', { name: `Edit order ${orderId}` }).click();
  const edit = page.getByRole('form', { name: `Edit order ${orderId}` });
  const lower = new Decimal(price).minus(10).toFixed(2);
  await edit.getByTestId('modify-price-input').fill(lower);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toHaveCount(0);
  await expect(page.locator(`[data-order-id="${orderId}"]`)).toContainText(
    new Decimal(lower).toNumber().toLocaleString('en-US', { minimumFractionDigits: 2 }),
  );
  held = new Decimal(lower).times('0.0042');
  expected = { available: new Decimal(before.available).minus(held).toFixed(), freeze: new Decimal(before.freeze).plus(held).toFixed() };
  await expect.poll(() => ledgerBalance(page, 'spot', 'USDT')).toEqual(expected);
  await saved(page, '"amount":"0.0042"');
  // The form's figure follows the ledger once the balances are fetched again after the edit (on a busy machine,
  // after the ledger has saved): read it once it shows the new hold, to the cent it is drawn with.
  await expect
    .poll(
      async () =>
        new Decimal(expected.available)
          .minus(await available(page))
          .abs()
          .lt('0.01'),
      { timeout: 30_000 },
    )
    .toBe(true);
  const shown = (await available(page)).toFixed();

  await page.reload();
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0042' })).toHaveCount(1);
  await expect.poll(async () => (await available(page)).toFixed()).toBe(shown);
  expect(await ledgerBalance(page, 'spot', 'USDT')).toEqual(expected);
});

test('a market buy of 0.01 BTC fills and BTC grows by the amount less the 0.1 % fee', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT');
  await saved(page, '"USDT"');
  const btcBefore = await ledgerBalance(page, 'spot', 'BTC');
  const usdtBefore = await ledgerBalance(page, 'spot', 'USDT');
  await page.getByTestId('side-sell').click();
  const btcShown = await available(page);
  await page.getByTestId('side-buy').click();
  await page.getByTestId('order-type').selectOption('market');
  await page.getByTestId('order-amount').fill('0.01');
  const answer = page.waitForResponse((r) => r.url().includes('/v2/trade/spot/stock_market'));
  await page.getByTestId('place-order').click();
  const order = (await (await answer).json()).data as { dealStock: string; dealMoney: string };
  expect(order.dealStock).toBe('0.01');
  // USDT down by exactly what the levels cost; BTC up by 0.01 less the 0.1 % fee, taken in BTC.
  await expect
    .poll(async () => (await ledgerBalance(page, 'spot', 'USDT')).available)
    .toBe(new Decimal(usdtBefore.available).minus(new Decimal(order.dealMoney).toDecimalPlaces(8, Decimal.ROUND_DOWN)).toFixed());
  expect((await ledgerBalance(page, 'spot', 'BTC')).available).toBe(new Decimal(btcBefore.available).plus('0.00999').toFixed());
  await page.getByTestId('side-sell').click();
  await expect.poll(async () => (await available(page)).toFixed()).toBe(btcShown.plus('0.00999').toFixed());
  // The trade history tab lists the fill, and still does after a reload.
  await page.getByRole('tab', { name: 'Trade history' }).click();
  await expect(page.getByTestId('deals-table').locator('tbody tr').first()).toBeVisible();
  await saved(page, '"0.01"');
  await page.reload();
  await page.getByRole('tab', { name: 'Trade history' }).click();
  await expect(page.getByTestId('deals-table').locator('tbody tr').first()).toBeVisible();
});

test('a futures market buy opens a position with its liquidation price; Close closes it and frees its margin', async ({ page }) => {
  await openTrade(page, '/trade/ETH-PERP');
  await saved(page, '"USDT"');
  const before = await ledgerBalance(page, 'collateral', 'USDT');
  await page.getByTestId('order-type').selectOption('market');
  await page.getByTestId('order-amount').fill('0.5');
  const answer = page.waitForResponse((r) => r.url().includes('/v2/trade/futures/market'));
  await page.getByTestId('place-order').click();
  const order = (await (await answer).json()).data as { dealMoney: string };
  await page.getByRole('tab', { name: 'Positions' }).click();
  const row = page.getByTestId('positions-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  const cells = row.first().locator('td');
  await expect(cells.nth(1)).toHaveText('0.5');
  const entry = new Decimal((await cells.nth(2).textContent())!.replace(/,/g, ''));
  const liquidation = new Decimal((await cells.nth(3).textContent())!.replace(/,/g, ''));
  // A long at 10x is liquidated about 10 % below its entry (less the 0.5 % maintenance margin).
  expect(liquidation.lt(entry)).toBe(true);
  expect(liquidation.div(entry).toNumber()).toBeCloseTo(0.905, 2);
  // Its margin, a tenth of what the fills cost at 10x, is frozen on the collateral account, exactly.
  const margin = new Decimal(order.dealMoney).div(10);
  const frozenMore = async () => new Decimal((await ledgerBalance(page, 'collateral', 'USDT')).freeze).minus(before.freeze).toFixed();
  await expect.poll(frozenMore).toBe(margin.toFixed());

  await row.first().getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('No open positions.')).toBeVisible();
  // The margin is released: nothing more is frozen than before, and the rest differs by the PnL and the two fees only.
  await expect.poll(async () => (await ledgerBalance(page, 'collateral', 'USDT')).freeze).toBe(before.freeze);
  const after = await ledgerBalance(page, 'collateral', 'USDT');
  expect(new Decimal(after.available).minus(before.available).abs().lt(margin.div(4))).toBe(true);
});

test('a take-profit on a position closes it when the simulated price reaches it', async ({ page }) => {
  test.setTimeout(240_000);
  await openTrade(page, '/trade/ETH-PERP');
  await page.getByTestId('order-type').selectOption('market');
  await page.getByTestId('order-amount').fill('0.2');
  await page.getByTestId('place-order').click();
  await page.getByRole('tab', { name: 'Positions' }).click();
  const row = page.getByTestId('positions-table').locator('tbody tr');
  await expect(row).toHaveCount(1);
  await row
    .first()
    .getByRole('button', { name: /Take-profit and stop-loss/ })
    .click();
  // A take-profit below the last price is refused in the form, with the value kept.
  const lastPrice = async () =>
    new Decimal(
      (await page.evaluate(() => document.querySelector('[data-testid="last-price"]')?.textContent ?? '0')).replace(/[^0-9.]/g, '') || '0',
    );
  const form = page.getByRole('form', { name: /Take-profit and stop-loss on ETH-PERP/ });
  await form.getByTestId('tpsl-take-profit-input').fill('1');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByTestId('tpsl-take-profit-error')).toContainText('above the last price');
  await expect(form.getByTestId('tpsl-take-profit-input')).toHaveValue('1');
  // One tick above the last price: the simulated trades bounce between bid and ask, so the next buy at the ask
  // reaches it. Mean reversion can take the price the other way for a while (a busy machine also ticks slower), so
  // the test never aims further than a tick. Refused when the price moved past it meanwhile: again from the new one.
  // The form itself refuses it (no request) when the price it shows moved past it between the read and the click.
  for (let attempt = 0; attempt < 10; attempt++) {
    const last = await lastPrice();
    await form.getByTestId('tpsl-take-profit-input').fill((last.gt(0) ? last : new Decimal('3650')).plus('0.01').toFixed(2));
    const answered = page
      .waitForResponse((r) => r.url().includes('/v2/trade/tpsl'))
      .then((r) => (r.status() === 200 ? 'set' : 'refused'))
      .catch(() => 'refused');
    await form.getByRole('button', { name: 'Save' }).click();
    // Each attempt is bounded: a click the form refused sends nothing, so the loop goes on once the form is still
    // there 10 s later (CI hung here until the test's timeout, waiting for an error shown by an earlier attempt).
    const outcome = await Promise.race([
      answered,
      form
        .waitFor({ state: 'detached', timeout: 10_000 })
        .then(() => 'set')
        .catch(() => 'refused'),
    ]);
    if (outcome === 'set') break;
  }
  await expect(page.getByText('Take-profit and stop-loss set')).toBeVisible();
  await expect(page.getByText('No open positions.')).toBeVisible({ timeout: 90_000 });
});

test('resetting the demo lays the seed again', async ({ page }) => {
  await openTrade(page, '/trade/BTC-USDT');
  await saved(page, '"USDT"');
  const seed = await ledgerBalance(page, 'spot', 'USDT');
  const before = await available(page);
  await page.getByTestId('order-type').selectOption('market');
  await page.getByTestId('order-amount').fill('0.002');
  await page.getByTestId('place-order').click();
  await expect.poll(async () => (await available(page)).lt(before)).toBe(true);
  await page.getByTestId('demo-reset').getByRole('button', { name: 'Reset demo data' }).click();
  await page.getByTestId('demo-reset').getByRole('button', { name: 'Reset', exact: true }).click();
  // The page loads again from the fresh seed.
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect.poll(async () => (await available(page)).toFixed(), { timeout: 15_000 }).toBe(before.toFixed());
  await expect.poll(() => ledgerBalance(page, 'spot', 'USDT')).toEqual(seed);
});
