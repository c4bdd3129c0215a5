/**
 * The balance page's estimated value is the sum over every asset at the ledger's rates (issue 16): recomputed
 * here from the very answers the page got (its balances and rates), with decimal.js, and compared to the figure
 * shown (8 decimals, cut, as the page shows BTC). The demo's seed holds a demo token (DUSDT, practice USDT worth
 * nothing): listed, valued at 0, and gone from the list once "Hide demo tokens" is on, which a reload keeps.
 */
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { useLoginState } from './support/session';

interface Rate {
  ticker: string;
  quote: string;
  rate: string;
}

/**
 * One `ticker` in `quote`, written apart from the app's valuation: a direct rate, the inverse of the quote's rate in
 * it, or through USDT (the ledger quotes every spot market's stock in its money and USDT in each fiat, each fiat
 * against USDT).
 */
function inQuote(ticker: string, quote: string, rates: Rate[]): Decimal {
  if (ticker === quote) return new Decimal(1);
  const find = (t: string, q: string) => rates.find((r) => r.ticker === t && r.quote === q)?.rate;
  const direct = find(ticker, quote);
  if (direct) return new Decimal(direct);
  const inverse = find(quote, ticker);
  if (inverse) return new Decimal(1).div(inverse);
  return inQuote(ticker, 'USDT', rates).times(inQuote('USDT', quote, rates));
}

const inBtc = (ticker: string, rates: Rate[]) => inQuote(ticker, 'BTC', rates);

test('the estimated value equals the sum of every asset at the rates the page used', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  const balancesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/balances');
  const ratesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/currencies/rates');
  await page.goto('/balance/total');
  const balances = ((await (await balancesAnswer).json()) as { data: { ticker: string; total: string }[] }).data;
  const rates = ((await (await ratesAnswer).json()) as { data: Rate[] }).data;
  const held = balances.filter((b) => !new Decimal(b.total).isZero());
  expect(held.length).toBeGreaterThan(3);
  const expected = held.reduce((sum, b) => sum.plus(new Decimal(b.total).times(inBtc(b.ticker, rates))), new Decimal(0));
  const shown = (await page.getByTestId('balance-estimate').textContent()) ?? '';
  expect(shown.replace(/[^0-9.]/g, '')).toBe(expected.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
  // Every asset held has a rate: nothing is left out of the estimate.
  await expect(page.getByText('Assets without a known rate are not included in the estimate.')).toHaveCount(0);
});

test('in the preferred fiat too: the sum of every asset through the rates, to the cent', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  const balancesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/balances');
  const ratesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/currencies/rates');
  await page.goto('/balance/total');
  const balances = ((await (await balancesAnswer).json()) as { data: { ticker: string; total: string }[] }).data;
  const rates = ((await (await ratesAnswer).json()) as { data: Rate[] }).data;
  const choice = page.getByRole('radiogroup', { name: 'Show values in' }).getByRole('radio');
  await expect(choice).toHaveCount(2);
  const fiat = ((await choice.nth(1).textContent()) ?? '').trim();
  expect(fiat).toMatch(/^[A-Z]{3}$/);
  await choice.nth(1).click();
  const expected = balances
    .filter((b) => !new Decimal(b.total).isZero())
    .reduce((sum, b) => sum.plus(new Decimal(b.total).times(inQuote(b.ticker, fiat, rates))), new Decimal(0));
  // Shown as the locale writes money in that fiat, to the cent.
  await expect
    .poll(async () => ((await page.getByTestId('balance-estimate').textContent()) ?? '').replace(/[^0-9.]/g, ''))
    .toBe(expected.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
  await expect(page.getByText('Assets without a known rate are not included in the estimate.')).toHaveCount(0);
  // The choice is kept: after a reload the estimate is still in the fiat.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'Show values in' }).getByRole('radio').nth(1)).toBeChecked();
});

test('the demo token of the seed is listed, worth nothing, and hidden by “Hide demo tokens”, also after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/balance/total');
  const rows = page.getByTestId('balance-row');
  const demo = rows.filter({ has: page.getByRole('rowheader', { name: 'DUSDT', exact: true }) });
  await expect(demo).toHaveCount(1, { timeout: 60_000 });
  await expect(demo).toContainText('10,000');
  // Worth nothing: its value is 0 (the estimate's other assets move with the market, this one never adds to it).
  await expect
    .poll(async () => ((await demo.locator('td').last().textContent()) ?? '').replace(/[^0-9.]/g, ''), { timeout: 30_000 })
    .toMatch(/^0(\.0+)?$/);
  const count = await rows.count();

  const hide = page.getByRole('checkbox', { name: 'Hide demo tokens' });
  await hide.check();
  await expect(demo).toHaveCount(0);
  await expect(rows).toHaveCount(count - 1);
  await expect(rows.filter({ has: page.getByRole('rowheader', { name: 'USDT', exact: true }) })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Hide demo tokens' })).toBeChecked({ timeout: 60_000 });
  await expect(rows.first()).toBeVisible();
  await expect(demo).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Hide demo tokens' }).uncheck();
  await expect(demo).toHaveCount(1);
});
