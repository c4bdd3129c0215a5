/**
 * Issue 25, the OTC desk: a quote asked for on /otc-desk/create is accepted within its validity and the main balance
 * moves by exactly its amount and total (decimal.js against the ledger), listed as accepted on /otc-desk and kept
 * over a reload. A second quote accepted after its validity on the ledger's clock (fast-forwarded) is refused with the
 * catalogue's message (7003), and a new quote can be asked for at once. No serious or critical axe violation.
 */
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { fastForward, ledgerBalance, ledgerSettled, liveBalance, saved } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });
test.use({ bypassCSP: true });

test('accepts an OTC quote with exact balances; an expired one is refused with 7003', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/otc-desk/create');
  const form = page.getByTestId('otc-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await ledgerSettled(page);
  const usdt0 = new Decimal((await liveBalance(page, 'main', 'USDT')).available);
  const btc0 = new Decimal((await liveBalance(page, 'main', 'BTC')).available);

  // Below the desk's minimum for BTC: said on the field, nothing sent.
  await form.getByTestId('otc-amount-input').fill('0.001');
  await form.getByTestId('otc-submit').click();
  await expect(form.getByTestId('otc-amount-input-error')).toHaveText('The desk trades at least 0.01 BTC.');

  await form.getByTestId('otc-amount-input').fill('0.02');
  const asked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/otc/requests' && r.request().method() === 'POST');
  await form.getByTestId('otc-submit').click();
  const quote = ((await (await asked).json()) as { data: { id: number; price: string; total: string } }).data;
  expect(quote.total).toBe(new Decimal(quote.price).times('0.02').toDecimalPlaces(6, Decimal.ROUND_UP).toFixed());
  const card = page.locator(`[data-testid="otc-quote"][data-id="${quote.id}"]`);
  await expect(card.getByTestId('otc-total')).toHaveAttribute('data-value', quote.total);
  await expect(card.getByTestId('otc-status')).toHaveText(/^Valid for \d+ more seconds?$/);
  // Accepted at once: the quote is firm for 30 s of real time (the scan comes after, on the answered quote).
  await card.getByTestId('otc-accept').click();
  await expect(card).toHaveAttribute('data-status', 'accepted', { timeout: 30_000 });
  await expect(page.getByTestId('otc-done')).toBeVisible();
  await expectNoSeriousViolations(page, '/otc-desk/create');
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(usdt0.minus(quote.total).toFixed());
  expect((await liveBalance(page, 'main', 'BTC')).available).toBe(btc0.plus('0.02').toFixed());

  await saved(page, `"id":${quote.id}`);
  await page.goto('/otc-desk');
  const row = page.locator(`[data-testid="otc-request-row"][data-id="${quote.id}"]`);
  await expect(row).toHaveAttribute('data-status', 'accepted', { timeout: 60_000 });
  await expect(row).toContainText('Accepted');
  await page.reload();
  await expect(row).toHaveAttribute('data-status', 'accepted', { timeout: 60_000 });
  expect((await ledgerBalance(page, 'main', 'USDT')).available).toBe(usdt0.minus(quote.total).toFixed());
  expect((await ledgerBalance(page, 'main', 'BTC')).available).toBe(btc0.plus('0.02').toFixed());
  await expectNoSeriousViolations(page, '/otc-desk');

  // A quote accepted after its 30 seconds on the ledger's clock: refused with the catalogue's message, nothing moved.
  await page.goto('/otc-desk/create');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await page.getByRole('radio', { name: 'Sell' }).click();
  await form.getByTestId('otc-amount-input').fill('0.01');
  await form.getByTestId('otc-submit').click();
  const late = page.locator('[data-testid="otc-quote"]');
  await expect(late.getByTestId('otc-accept')).toBeVisible({ timeout: 30_000 });
  await fastForward(page, 31_000);
  await late.getByTestId('otc-accept').click();
  await expect(late.getByRole('alert')).toContainText("Couldn't accept the OTC quote (7003)");
  await expect(late.getByRole('alert')).toContainText('The quote has expired: ask for a new one.');
  expect((await liveBalance(page, 'main', 'BTC')).available).toBe(btc0.plus('0.02').toFixed());
  await page.reload();
  await page.goto('/otc-desk');
  await expect(page.locator('[data-testid="otc-request-row"][data-status="expired"]')).toHaveCount(1, { timeout: 60_000 });
});
