/**
 * Issue 24, P2P Express: a deposit made through the three steps (amount with the merchant's rate and what arrives, a
 * card added after one with a wrong digit is refused with its message and the number kept, the confirmation), paid on
 * its order's page and completed by the merchant on the ledger's clock (fast-forwarded): the main USDT balance grows
 * by exactly what the order said, and the deposit is listed in history/main/deposits. A card or confirmation step
 * opened outside a started flow goes back to the amount step; another id is not found in place. A withdrawal: its
 * 200 USDT frozen on confirmation, paid by the merchant on the clock, taken exactly once the user confirms the money
 * arrived, and listed in history/main/withdrawals. No serious axe violation.
 */
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { fastForward, liveBalance } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 240_000 });
test.use({ bypassCSP: true });

/** Two minutes: the merchant's confirmation of a paid deposit on the ledger's clock (mocks/ledger/p2p/p2p-express.ts). */
const MERCHANT_STEP_MS = 2 * 60_000;

test('completes a P2P Express deposit: credited exactly once the merchant confirms, listed in the history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  // Outside a started flow the card step goes back to the amount.
  await page.goto('/p2p-express/deposit/add-card');
  await expect(page).toHaveURL(/\/p2p-express\/deposit\/amount$/, { timeout: 60_000 });
  const form = page.getByTestId('p2p-amount-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  const usdt0 = new Decimal((await liveBalance(page, 'main', 'USDT')).available);

  // Global region: EUR first, its best offer (NordPay, 0.94 EUR a USDT, 0.5 % fee) chosen.
  await expect(form.getByTestId('p2p-offer').first()).toContainText('NordPay Exchange');
  await expect(form.getByTestId('p2p-offer').first().getByRole('radio')).toBeChecked();
  await form.getByTestId('p2p-amount-input').fill('5');
  await form.getByTestId('p2p-amount-submit').click();
  await expect(form.getByTestId('p2p-amount-input-error')).toHaveText("The merchant's minimum is 20 EUR.");
  await expect(form.getByTestId('p2p-amount-input')).toHaveValue('5');
  await form.getByTestId('p2p-amount-input').fill('100');
  await expect(form.getByTestId('p2p-quote-receive')).toHaveAttribute('data-value', '105.851063', { timeout: 30_000 });
  await expect(form.getByTestId('p2p-quote-fee')).toHaveText('0.531915 USDT');
  await form.getByTestId('p2p-amount-submit').click();

  // The card step, with the draft order.
  await expect(page).toHaveURL(/\/p2p-express\/deposit\/add-card\?order=\d+$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByTestId('p2p-summary-receive')).toHaveAttribute('data-value', '105.851063');
  const cardForm = page.getByTestId('p2p-add-card-form');
  const number = cardForm.getByTestId('p2p-card-number');
  await number.pressSequentially('4242424242424241');
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await cardForm.getByTestId('p2p-card-holder').fill('Demo Trader');
  await cardForm.getByTestId('p2p-card-expiry').fill('09/29');
  await cardForm.getByTestId('p2p-card-add').click();
  await expect(cardForm.getByRole('alert')).toHaveText('This card number is not valid: check its digits.');
  await expect(number).toHaveValue('4242 4242 4242 4241');
  await expect(cardForm.getByTestId('p2p-card-holder')).toHaveValue('Demo Trader');
  await number.press('Backspace');
  await number.pressSequentially('2');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await cardForm.getByTestId('p2p-card-add').click();
  const card = page.getByTestId('p2p-card').filter({ hasText: '4242' });
  await expect(card.getByRole('radio')).toBeChecked({ timeout: 30_000 });
  await expectNoSeriousViolations(page, '/p2p-express/deposit/add-card');
  await page.getByTestId('p2p-card-continue').click();

  // The confirmation.
  await expect(page).toHaveURL(new RegExp(`/p2p-express/deposit/confirmation\\?order=${orderId}&card=\\d+$`), { timeout: 30_000 });
  await expect(page.getByTestId('p2p-summary-card')).toHaveText('•••• •••• •••• 4242');
  await page.getByTestId('p2p-confirm').click();

  // The order: pay the merchant, then it completes on the ledger's clock.
  await expect(page).toHaveURL(new RegExp(`/p2p-express/${orderId}$`), { timeout: 30_000 });
  const order = page.getByTestId('p2p-order');
  await expect(order).toHaveAttribute('data-status', 'created', { timeout: 30_000 });
  await expect(page.getByTestId('p2p-pay-amount')).toHaveText('100 EUR');
  await expect(page.getByTestId('p2p-pay-card')).toHaveText('5354 5612 3456 7891');
  await expectNoSeriousViolations(page, '/p2p-express/:id');
  await page.getByTestId('p2p-mark-paid').click();
  await expect(order).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(usdt0.toFixed());
  await fastForward(page, MERCHANT_STEP_MS);
  await expect(order).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(page.getByTestId('p2p-order-done')).toContainText('105.851063 USDT was credited to your main balance.');
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(usdt0.plus('105.851063').toFixed());

  // Listed with the deposits of the history, and among the orders.
  await page.getByTestId('p2p-order-done').getByRole('link').click();
  const row = page.locator(`[data-testid="funds-history-row"][data-id="${orderId}"]`);
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row).toContainText('P2P Express · NordPay Exchange');
  await expect(row.locator('td[data-value]')).toHaveAttribute('data-value', '105.851063');
  await page.goto('/p2p-express');
  await expect(page.locator(`[data-testid="p2p-order-row"][data-id="${orderId}"]`)).toHaveAttribute('data-status', 'completed', {
    timeout: 60_000,
  });

  // The flow's steps only with an order of the user's: another id is said in place.
  await page.goto('/p2p-express/deposit/confirmation?order=1');
  await expect(page).toHaveURL(/\/p2p-express\/deposit\/add-card\?order=1$/, { timeout: 60_000 });
  await expect(page.getByTestId('p2p-order-missing')).toBeVisible({ timeout: 30_000 });
  await page.goto('/p2p-express/1');
  await expect(page.getByTestId('p2p-order-missing')).toBeVisible({ timeout: 60_000 });
});

test('completes a P2P Express withdrawal: frozen on confirmation, taken exactly once the user confirms the payment', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/p2p-express/withdraw/amount');
  const form = page.getByTestId('p2p-amount-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  const before = await liveBalance(page, 'main', 'USDT');
  const usdt0 = new Decimal(before.available);
  const frozen0 = new Decimal(before.freeze);
  // NordPay buys at 0.91 EUR a USDT, 0.5 % fee: 200 USDT pays 181.09 EUR to the card.
  await form.getByTestId('p2p-amount-input').fill('200');
  await expect(form.getByTestId('p2p-quote-receive')).toHaveAttribute('data-value', '181.09', { timeout: 30_000 });
  await form.getByTestId('p2p-amount-submit').click();
  await expect(page).toHaveURL(/\/p2p-express\/withdraw\/add-card\?order=\d+$/, { timeout: 30_000 });
  const orderId = new URL(page.url()).searchParams.get('order')!;
  const cardForm = page.getByTestId('p2p-add-card-form');
  await cardForm.getByTestId('p2p-card-number').pressSequentially('5555555555554444');
  await cardForm.getByTestId('p2p-card-holder').fill('Demo Trader');
  await cardForm.getByTestId('p2p-card-expiry').fill('09/29');
  await cardForm.getByTestId('p2p-card-add').click();
  await expect(page.getByTestId('p2p-card').filter({ hasText: '4444' }).getByRole('radio')).toBeChecked({ timeout: 30_000 });
  await page.getByTestId('p2p-card-continue').click();
  await page.getByTestId('p2p-confirm').click();

  const order = page.getByTestId('p2p-order');
  await expect(order).toHaveAttribute('data-status', 'created', { timeout: 30_000 });
  expect((await liveBalance(page, 'main', 'USDT')).available).toBe(usdt0.minus(200).toFixed());
  expect((await liveBalance(page, 'main', 'USDT')).freeze).toBe(frozen0.plus(200).toFixed());
  await fastForward(page, MERCHANT_STEP_MS);
  await expect(order).toHaveAttribute('data-status', 'paid', { timeout: 30_000 });
  await expect(page.getByTestId('p2p-release')).toContainText('181.09 EUR was sent to your card ending 4444');
  await page.getByTestId('p2p-release-confirm').click();
  await expect(order).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  const after = await liveBalance(page, 'main', 'USDT');
  expect(after.available).toBe(usdt0.minus(200).toFixed());
  expect(after.freeze).toBe(frozen0.toFixed());

  await page.goto('/history/main/withdrawals');
  const row = page.locator(`[data-testid="funds-history-row"][data-id="${orderId}"]`);
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row.locator('td[data-value]')).toHaveAttribute('data-value', '200');
});
