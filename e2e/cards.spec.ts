/**
 * Issue 24, the cards. The payment card: ordered on the premium plan (its 15 USDT issue fee taken from main exactly),
 * topped up with 100 USDT (main - 100, the card + 99.5 after the plan's 0.5 % fee) and 40.25 withdrawn back (main +
 * 40.25, the card 59.25), each exact against the ledger and listed on the dashboard; a withdrawal over what the card
 * holds is refused with its message, the amount kept. The crypto card: each bad input answered with the issuer's code
 * as its translated message on its field (ACC001, ACC003, ACC011, ACC009, ACC012, ACC013, ACC010, REF001, and BLC001
 * when main cannot pay the fee), everything typed kept; then applied (the 10 USDT fee exact) and its status moving on
 * the ledger's clock from sent to in review to issued; the wait list joined for a country it is not issued in.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectNoSeriousViolations } from './support/axe';
import { fastForward, liveBalance } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 240_000 });
test.use({ bypassCSP: true });

const usdt = async (page: Page, account = 'main') => new Decimal((await liveBalance(page, account, 'USDT')).available);

test('orders the payment card, tops it up and withdraws back with exact balances', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/wb-card/dashboard');
  await expect(page.getByTestId('wb-card-none')).toBeVisible({ timeout: 60_000 });
  await page.getByTestId('wb-card-none').getByRole('link').click();

  const form = page.getByTestId('wb-card-order-form');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('wb-card-plan-row')).toHaveCount(3);
  const main0 = await usdt(page);
  await form.locator('[data-plan="premium"] input').check();
  await form.getByTestId('wb-card-holder').fill('Demo Trader');
  await form.getByTestId('wb-card-addressLine').fill('221B Baker Street');
  await form.getByTestId('wb-card-city').fill('London');
  await form.getByTestId('wb-card-postcode').fill('NW1 6XE');
  await form.getByTestId('wb-card-country').selectOption('GB');
  await expectNoSeriousViolations(page, '/wb-card/plans');
  await form.getByTestId('wb-card-order').click();

  await expect(page).toHaveURL(/\/wb-card\/eof$/, { timeout: 30_000 });
  await expect(page.getByTestId('wb-card-status')).toHaveText('Being issued');
  await expect(page.getByTestId('wb-card-number')).toHaveText(/^•••• •••• •••• \d{4}$/);
  await expect(page.getByTestId('wb-card-balance')).toHaveAttribute('data-value', '0');
  expect((await usdt(page)).toFixed()).toBe(main0.minus(15).toFixed());

  // Top up 100: main - 100, the card + 99.5 (premium's 0.5 % top-up fee).
  await page.getByRole('link', { name: 'Top up the card' }).click();
  const transfer = page.getByTestId('wb-card-transfer-form');
  await expect(transfer).toBeVisible({ timeout: 30_000 });
  await transfer.getByTestId('wb-card-amount').fill('100');
  await expect(transfer.getByTestId('wb-card-fee')).toHaveAttribute('data-value', '0.5');
  await expect(transfer.getByTestId('wb-card-arrives')).toHaveAttribute('data-value', '99.5');
  await transfer.getByTestId('wb-card-transfer-submit').click();
  await expect(page.getByTestId('wb-card-transfer-done')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('wb-card-balance')).toHaveAttribute('data-value', '99.5');
  expect((await usdt(page)).toFixed()).toBe(main0.minus(115).toFixed());

  // Withdraw: more than the card holds is refused on the field, the amount kept; then 40.25 back to main.
  await page.goto('/wb-card/withdraw');
  await expect(transfer).toBeVisible({ timeout: 60_000 });
  const amount = transfer.getByTestId('wb-card-amount');
  await amount.fill('120');
  await transfer.getByTestId('wb-card-transfer-submit').click();
  await expect(transfer.getByTestId('wb-card-amount-error')).toHaveText('More than the card holds (99.5 USDT).');
  await expect(amount).toHaveValue('120');
  await amount.fill('40.25');
  await transfer.getByTestId('wb-card-transfer-submit').click();
  await expect(page.getByTestId('wb-card-balance')).toHaveAttribute('data-value', '59.25', { timeout: 30_000 });
  expect((await usdt(page)).toFixed()).toBe(main0.minus(115).plus('40.25').toFixed());

  // The dashboard: active a minute later on the ledger's clock, with both transactions.
  await fastForward(page, 60_000);
  await page.goto('/wb-card/dashboard');
  await expect(page.getByTestId('wb-card-status')).toHaveText('Active', { timeout: 60_000 });
  await expect(page.getByTestId('wb-card-balance')).toHaveAttribute('data-value', '59.25');
  const rows = page.getByTestId('wb-card-transaction');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-type', 'withdrawal');
  await expect(rows.nth(0).locator('td[data-value]').last()).toHaveAttribute('data-value', '59.25');
  await expect(rows.nth(1)).toHaveAttribute('data-type', 'top-up');
  await expectNoSeriousViolations(page, '/wb-card/dashboard');
});

/** Sends the application and waits for the field to say the issuer's message. */
async function refused(form: Locator, field: string, message: string) {
  await form.getByTestId('crypto-card-submit').click();
  const control = form.getByTestId(`crypto-card-${field}`);
  await expect(control).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
  await expect(form.getByRole('alert').filter({ hasText: message })).toBeVisible();
}

test('shows the crypto card issuer codes for bad inputs, then applies and follows the status on the clock', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/crypto-card/order');
  const form = page.getByTestId('crypto-card-form');
  await expect(form).toBeVisible({ timeout: 60_000 });

  // The address itself is the form's to check (the contract's rules); the rest is the issuer's.
  await form.getByTestId('crypto-card-addressLine').fill('221B Baker Street');
  await form.getByTestId('crypto-card-city').fill('London');
  await form.getByTestId('crypto-card-postcode').fill('NW1 6XE');
  await form.getByTestId('crypto-card-country').selectOption('US');
  await refused(form, 'country', 'The card is not available in your country.');
  await form.getByTestId('crypto-card-country').selectOption('GB');
  await form.getByTestId('crypto-card-documentType').selectOption('driving-licence');
  await refused(form, 'documentType', 'This document type is not supported for the card.');
  await form.getByTestId('crypto-card-documentType').selectOption('passport');
  await refused(form, 'phone', 'Please enter your phone number.');
  await form.getByTestId('crypto-card-phone').fill('07700 900789');
  await refused(form, 'phone', 'The phone number is not correct.');
  await form.getByTestId('crypto-card-phone').fill('+44 7700 900789');
  await refused(form, 'addressCountry', 'Please choose the country of your address.');
  await form.getByTestId('crypto-card-addressCountry').selectOption('US');
  await refused(form, 'addressCountry', 'The card is not available for the country of your address.');
  await form.getByTestId('crypto-card-addressCountry').selectOption('GB');
  await refused(form, 'terms', 'Please accept the card terms.');
  await form.getByTestId('crypto-card-terms').check();
  await form.getByTestId('crypto-card-referralCode').fill('NOSUCHCODE');
  await refused(form, 'referralCode', "The referral code couldn't be applied.");
  // Everything typed stayed through the refusals.
  await expect(form.getByTestId('crypto-card-phone')).toHaveValue('+44 7700 900789');
  await expect(form.getByTestId('crypto-card-city')).toHaveValue('London');
  await expect(form.getByTestId('crypto-card-referralCode')).toHaveValue('NOSUCHCODE');
  await form.getByTestId('crypto-card-referralCode').fill('WELCOME2026');
  await expectNoSeriousViolations(page, '/crypto-card/order');

  // BLC001: main cannot pay the 10 USDT fee (all but 5 USDT moved to spot on the balance page first).
  const main0 = await usdt(page);
  await moveToSpot(page, main0.minus(5));
  await page.goto('/crypto-card/order');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await fillGood(form);
  await form.getByTestId('crypto-card-submit').click();
  await expect(form.getByRole('alert').filter({ hasText: 'Not enough balance for the card.' })).toBeVisible({ timeout: 30_000 });
  expect((await usdt(page)).toFixed()).toBe('5');
  await moveToSpot(page, new Decimal(0), main0.minus(5));

  // Applied: the fee exactly, then the status on the ledger's clock.
  await page.goto('/crypto-card/order');
  await expect(form).toBeVisible({ timeout: 60_000 });
  await fillGood(form);
  await form.getByTestId('crypto-card-submit').click();
  await expect(page).toHaveURL(/\/crypto-card\/status$/, { timeout: 30_000 });
  const application = page.getByTestId('crypto-card-application');
  await expect(application).toHaveAttribute('data-status', 'requested', { timeout: 30_000 });
  expect((await usdt(page)).toFixed()).toBe(main0.minus(10).toFixed());
  await fastForward(page, 60_000);
  await expect(application).toHaveAttribute('data-status', 'in-review', { timeout: 30_000 });
  await expect(page.getByTestId('crypto-card-status')).toHaveText('The issuer is checking your application.');
  await fastForward(page, 5 * 60_000);
  await expect(application).toHaveAttribute('data-status', 'issued', { timeout: 30_000 });
  await expect(page.getByTestId('crypto-card-number')).toHaveText(/^•••• •••• •••• \d{4}$/);
  await expectNoSeriousViolations(page, '/crypto-card/status');

  // The wait list, for a country it is not issued in.
  await page.goto('/crypto-card/wait-list');
  const wait = page.getByTestId('crypto-card-wait-form');
  await expect(wait).toBeVisible({ timeout: 60_000 });
  await wait.getByTestId('crypto-card-wait-country').selectOption('US');
  await wait.getByTestId('crypto-card-wait-join').click();
  await expect(page.getByTestId('crypto-card-wait-place')).toContainText('You are number 1284 on the wait list for United States');
});

async function fillGood(form: Locator) {
  await form.getByTestId('crypto-card-country').selectOption('GB');
  await form.getByTestId('crypto-card-phone').fill('+44 7700 900789');
  await form.getByTestId('crypto-card-documentType').selectOption('passport');
  await form.getByTestId('crypto-card-addressLine').fill('221B Baker Street');
  await form.getByTestId('crypto-card-city').fill('London');
  await form.getByTestId('crypto-card-postcode').fill('NW1 6XE');
  await form.getByTestId('crypto-card-addressCountry').selectOption('GB');
  await form.getByTestId('crypto-card-terms').check();
}

/** Moves USDT between main and spot with the balance page's transfer form (`back`: from spot to main). */
async function moveToSpot(page: Page, toSpot: Decimal, back?: Decimal) {
  await page.goto('/balance/wallet');
  await expect(page.getByTestId('balance-row').first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  const transfer = page.getByRole('form', { name: 'Transfer between your balances' });
  await transfer.getByLabel('Asset', { exact: true }).selectOption('USDT');
  if (back) {
    await transfer.getByLabel('From', { exact: true }).selectOption('spot');
    await transfer.getByLabel('To', { exact: true }).selectOption('main');
  }
  await transfer.getByTestId('amount-input').fill((back ?? toSpot).toFixed());
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/balances/transfer');
  await transfer.getByRole('button', { name: 'Transfer', exact: true }).click();
  expect((await answered).status()).toBe(200);
}
