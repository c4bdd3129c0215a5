/**
 * Issue 20, fiat withdrawal through a provider: 150.25 EUR by SEPA to an IBAN (the provider's fixed 1 EUR fee taken
 * from the amount) is created (frozen on the main balance), confirmed with the e-mailed code (123456), pending, then
 * completed once the ledger's clock passes the payout time (fast-forwarded): main loses exactly 150.25 EUR, and the
 * withdrawal history lists it with its provider. Bad payout details get their message, keep what was typed and send
 * nothing. Also express withdrawal (/express-withdraw): a saved address of the address book, an amount, the
 * authenticator code, then the same exact balance and history.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { liveBalance, setTwoFactor } from './support/ledger';
import { useLoginState } from './support/session';
import { confirmUntilCompleted } from './support/withdrawal';

test.describe.configure({ timeout: 180_000 });

const IBAN = 'DE89370400440532013000';
/** The demo user's saved address (mocks/ledger/settings/state.ts: the address book's seed, USDT on TRC20). */
const SAVED_TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

async function openFiatWithdraw(page: Page) {
  await page.goto('/withdraw');
  await expect(page.getByRole('form', { name: 'Withdraw' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('form', { name: 'Withdraw' }).getByLabel('Currency', { exact: true }).selectOption('EUR');
  const form = page.getByTestId('fiat-withdraw-form');
  await expect(form).toBeVisible();
  return form;
}

async function confirmAndComplete(page: Page, code: string) {
  await expect(page).toHaveURL(/\/withdraw\/confirmation\?id=\d+/, { timeout: 30_000 });
  const card = page.getByTestId('withdrawal');
  await expect(card).toHaveAttribute('data-status', 'unconfirmed');
  await expect(card.getByLabel(code)).toBeVisible();
  await confirmUntilCompleted(page, card);
}

test('a EUR withdrawal by SEPA: fee and limits shown, frozen, confirmed with the e-mailed code, pending, then completed; exact main balance and history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const form = await openFiatWithdraw(page);
  const before = await liveBalance(page, 'main', 'EUR');

  await expect(form.getByRole('radio', { name: 'SEPA' })).toHaveAttribute('aria-checked', 'true');
  await expect(form.getByTestId('fiat-withdraw-terms')).toHaveText('Fee 1 EUR · minimum 10 EUR · maximum 10,000 EUR');
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByLabel("Account holder's first name").fill('Anna');
  await form.getByLabel("Account holder's last name").fill('Schmidt');
  await form.getByTestId('fiat-amount-input').fill('150.25');
  await expect(form.getByTestId('fiat-withdraw-receive')).toHaveText('You receive 149.25 EUR after the SEPA fee of 1 EUR.');
  await form.getByTestId('fiat-withdraw-submit').click();

  await expect(page).toHaveURL(/\/withdraw\/confirmation\?id=\d+/, { timeout: 30_000 });
  const pending = page.getByTestId('withdrawal');
  await expect(pending.getByTestId('withdrawal-amount')).toHaveAttribute('data-value', '150.25');
  await expect(pending.getByTestId('withdrawal-route')).toHaveText('SEPA');
  // The amount waits frozen on main.
  const frozen = {
    available: new Decimal(before.available).minus('150.25').toFixed(),
    freeze: new Decimal(before.freeze).plus('150.25').toFixed(),
  };
  expect(await liveBalance(page, 'main', 'EUR')).toEqual(frozen);

  await confirmAndComplete(page, 'Code we e-mailed you');
  expect(await liveBalance(page, 'main', 'EUR')).toEqual({ available: frozen.available, freeze: before.freeze });
  expect(frozen.available).toBe('270.25');

  await page.goto('/history/main/withdrawals');
  const row = page.getByTestId('funds-history-row').first();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row.locator('[data-value="150.25"]')).toHaveText('150.25');
  await expect(row).toContainText('SEPA');
  await expect(row).toContainText(IBAN);
  await expect(row).toContainText('Completed');
});

test('bad payout details get their message, keep what was typed and send nothing; a card payout shows its percentage fee', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/profile/withdraw') requests.push(r.postData() ?? '');
  });
  const form = await openFiatWithdraw(page);
  // The amount first: leaving it shows its error at once, so nothing moves under the pointer when submit is clicked.
  const amount = form.getByTestId('fiat-amount-input');
  await amount.fill('5');
  const iban = form.getByLabel('IBAN');
  await iban.fill('DE89 3704 0044 0532 0130 01');
  await form.getByLabel("Account holder's first name").fill('Anna');
  await form.getByLabel("Account holder's last name").fill('Schmidt');
  await form.getByTestId('fiat-withdraw-submit').click();
  await expect(form.getByText('Enter a valid IBAN, e.g. DE89 3704 0044 0532 0130 00.')).toBeVisible();
  await expect(iban).toHaveValue('DE89 3704 0044 0532 0130 01');
  await iban.fill(IBAN);
  await form.getByTestId('fiat-withdraw-submit').click();
  await expect(form.getByTestId('fiat-amount-error')).toHaveText('The minimum is 10 EUR.');
  await expect(amount).toHaveValue('5');
  await amount.fill('500');
  await form.getByTestId('fiat-withdraw-submit').click();
  await expect(form.getByTestId('fiat-amount-error')).toContainText('Your main balance has 420.5 EUR');

  await form.getByRole('radio', { name: 'Visa/Mastercard' }).click();
  await expect(form.getByTestId('fiat-withdraw-terms')).toHaveText('Fee 2 EUR + 2 % · minimum 20 EUR · maximum 2,000 EUR');
  await form.getByLabel('Card number').fill('4111 1111 1111 1112');
  await amount.fill('123.45');
  await expect(form.getByTestId('fiat-withdraw-receive')).toHaveText('You receive 118.98 EUR after the Visa/Mastercard fee of 4.47 EUR.');
  await form.getByTestId('fiat-withdraw-submit').click();
  await expect(form.getByText('Enter a valid card number (13 to 19 digits).')).toBeVisible();
  await expect(form.getByLabel('Card number')).toHaveValue('4111 1111 1111 1112');
  expect(requests).toEqual([]);
});

test('an express withdrawal to a saved address with 2FA: confirmed with the authenticator code, completed; exact main balance and history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/express-withdraw');
  const form = page.getByRole('form', { name: 'Express withdrawal' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await setTwoFactor(page, true);
  await page.reload();
  await expect(form).toBeVisible({ timeout: 60_000 });
  const before = await liveBalance(page, 'main', 'USDT');

  await expect(form.getByLabel('Saved address')).toContainText('Ledger Nano X');
  await expect(form.getByTestId('express-entry')).toContainText(SAVED_TRON);
  await form.getByTestId('amount-input').fill('50.5');
  await expect(form.getByTestId('express-receive')).toHaveText('You receive 49.5 USDT after the network fee of 1 USDT.');
  await form.getByTestId('express-submit').click();

  await confirmAndComplete(page, 'Code from your authenticator app');
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({
    available: new Decimal(before.available).minus('50.5').toFixed(),
    freeze: before.freeze,
  });

  await page.goto('/history/main/withdrawals');
  const row = page.getByTestId('funds-history-row').first();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row.locator('[data-value="50.5"]')).toHaveText('50.5');
  await expect(row).toContainText(SAVED_TRON);
});
