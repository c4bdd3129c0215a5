/**
 * The balance page's estimated value is the sum over every asset at the ledger's rates (issue 16): recomputed
 * here from the very answers the page got (its balances and rates), with decimal.js, and compared to the figure
 * shown (8 decimals, cut, as the page shows BTC).
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
 * One `ticker` in BTC, written apart from the app's valuation: a direct rate, the inverse of BTC's rate in it, or
 * through USDT (the ledger quotes every spot market's stock in its money and each fiat against USDT).
 */
function inBtc(ticker: string, rates: Rate[]): Decimal {
  if (ticker === 'BTC') return new Decimal(1);
  const find = (t: string, q: string) => rates.find((r) => r.ticker === t && r.quote === q)?.rate;
  const direct = find(ticker, 'BTC');
  if (direct) return new Decimal(direct);
  const inverse = find('BTC', ticker);
  if (inverse) return new Decimal(1).div(inverse);
  const btcInUsdt = new Decimal(find('BTC', 'USDT')!);
  if (ticker === 'USDT') return new Decimal(1).div(btcInUsdt);
  return new Decimal(find(ticker, 'USDT')!).div(btcInUsdt);
}

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

/**
 * One `ticker` in the fiat `fiat`, written apart from the app's valuation: a direct rate, the inverse of the fiat's
 * rate in it, or through USDT (every spot market's stock in USDT; the fiat against USDT either way round).
 */
function inFiat(ticker: string, fiat: string, rates: Rate[]): Decimal {
  if (ticker === fiat) return new Decimal(1);
  const find = (t: string, q: string) => rates.find((r) => r.ticker === t && r.quote === q)?.rate;
  const direct = find(ticker, fiat);
  if (direct) return new Decimal(direct);
  const inverse = find(fiat, ticker);
  if (inverse) return new Decimal(1).div(inverse);
  const inUsdt = ticker === 'USDT' ? new Decimal(1) : new Decimal(find(ticker, 'USDT')!);
  const fiatInUsdt = find(fiat, 'USDT');
  if (fiatInUsdt) return inUsdt.div(fiatInUsdt);
  return inUsdt.times(find('USDT', fiat)!);
}

test('the estimated value in the preferred fiat equals the sum of every asset at the rates the page used', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const balancesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/balances');
  const ratesAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/currencies/rates');
  await page.goto('/balance/total');
  const balances = ((await (await balancesAnswer).json()) as { data: { ticker: string; total: string }[] }).data;
  const rates = ((await (await ratesAnswer).json()) as { data: Rate[] }).data;
  const quote = page.getByRole('radiogroup', { name: 'Show values in' });
  const fiatOption = quote.getByRole('radio').filter({ hasNotText: 'BTC' });
  await expect(fiatOption).toHaveText(/^[A-Z]{3}$/, { timeout: 60_000 });
  const fiat = (await fiatOption.textContent())!;
  await fiatOption.click();
  const held = balances.filter((b) => !new Decimal(b.total).isZero());
  const expected = held.reduce((sum, b) => sum.plus(new Decimal(b.total).times(inFiat(b.ticker, fiat, rates))), new Decimal(0));
  const estimate = page.getByTestId('balance-estimate');
  await expect(estimate).not.toContainText('BTC');
  const shown = (await estimate.textContent()) ?? '';
  // Shown as the fiat with 2 decimals (Intl rounds half away from zero).
  expect(shown.replace(/[^0-9.]/g, '')).toBe(expected.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
  await expect(page.getByText('Assets without a known rate are not included in the estimate.')).toHaveCount(0);
  // The preference is kept after a reload.
  await page.reload();
  await expect(page.getByTestId('balance-estimate')).toHaveText(shown, { timeout: 60_000 });
});
