/**
 * Issue 20, deposit: the USDT address on TRC20 is shown in its network's form with its QR code, a copy saves the
 * spec's deposit details, and a deposit the demo sends to it ("Send a test deposit") is pending in the deposit
 * history, then credited to the main balance by exactly its amount once the ledger's clock passes its
 * confirmations (fast-forwarded, never waited for; the test does not depend on seeing it pending); XRP's address comes with its memo; Bitcoin offers its address types.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { fastForward, liveBalance } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

async function openDeposit(page: Page, ticker: string, network: string) {
  await page.goto('/deposit');
  const currency = page.getByLabel('Currency', { exact: true });
  await expect(currency).toBeVisible({ timeout: 60_000 });
  await currency.selectOption(ticker);
  await page.getByLabel('Network', { exact: true }).selectOption(network);
}

test('USDT on TRC20: address, QR, copy saves the details; a test deposit is pending, then credited exactly and listed', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openDeposit(page, 'USDT', 'TRC20');
  const address = page.getByTestId('deposit-address');
  await expect(address).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, { timeout: 30_000 });
  const text = (await address.textContent())!;
  await expect(page.getByRole('img', { name: 'QR code of your USDT address on Tron (TRC20)' })).toBeVisible();
  await expect(page.getByTestId('deposit-memo')).toHaveCount(0);

  await page.getByRole('button', { name: 'Copy address' }).click();
  await expect(page.getByText('Copied.')).toBeVisible();
  const saved = JSON.parse((await page.evaluate(() => localStorage.getItem('deposit-details'))) ?? '{}') as Record<string, unknown>;
  expect(saved).toEqual({
    username: 'demo@meridian.example',
    currency: 'Tether',
    ticker: 'USDT',
    network: 'TRC20',
    addressType: 'default',
    address: text,
    memo: null,
  });

  const before = await liveBalance(page, 'main', 'USDT');
  await page.getByTestId('demo-test-deposit').click();
  await expect(page.getByTestId('demo-test-deposit-note')).toContainText('A test deposit of 10 USDT is on its way');

  await page.goto('/history/main/deposits');
  const row = page.getByTestId('funds-history-row').first();
  // Pending until its confirmations are in (5 s of the ledger's clock: a slow machine may already see it credited).
  await expect(row).toHaveAttribute('data-status', /^(pending|completed)$/, { timeout: 60_000 });
  await expect(row).toContainText(text);
  await expect(row.locator('[data-value="10"]')).toHaveText('10');

  await fastForward(page, 5_000);
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({
    available: new Decimal(before.available).plus(10).toFixed(),
    freeze: before.freeze,
  });
});

test('XRP: a new address comes with the memo it needs', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await openDeposit(page, 'XRP', 'XRP');
  await page.getByRole('button', { name: 'Create an address' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^r[1-9A-HJ-NP-Za-km-z]{33}$/, { timeout: 30_000 });
  await expect(page.getByTestId('deposit-memo')).toHaveText(/^\d{9}$/);
  await expect(page.getByText('Send the memo with your deposit')).toBeVisible();
});

test('Bitcoin offers its address types: a legacy address is made on request', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await openDeposit(page, 'BTC', 'BTC');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^bc1q/, { timeout: 30_000 });
  await page.getByTestId('deposit-address-type').selectOption('legacy');
  await page.getByRole('button', { name: 'Create an address' }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^1[1-9A-HJ-NP-Za-km-z]{33}$/, { timeout: 30_000 });
  await expect(page.getByTestId('deposit-address-entry')).toHaveCount(2);
});
