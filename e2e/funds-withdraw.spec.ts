/**
 * Issue 20, withdraw with 2FA: 100 USDT on TRC20 with two-factor authentication on is created (frozen on the main
 * balance), confirmed with the authenticator code (123456), pending, then completed once the ledger's clock passes
 * the network's time (fast-forwarded, never waited for): main loses exactly 100, the history lists it completed.
 * Bad input (over available, below the minimum, too many decimals, an invalid address, a missing memo) gets its
 * message and keeps what was typed.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { fastForward, liveBalance, setTwoFactor } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 180_000 });

const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
const XRP = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

async function openWithdraw(page: Page) {
  await page.goto('/withdraw');
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  return form;
}

test('a USDT withdrawal with 2FA: frozen, confirmed with the authenticator code, pending, then completed; exact main balance and history', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await openWithdraw(page);
  await setTwoFactor(page, true);
  await page.reload();
  const form = await openWithdraw(page);
  const before = await liveBalance(page, 'main', 'USDT');

  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Network', { exact: true }).selectOption('TRC20');
  await form.getByLabel('Address', { exact: true }).fill(TRON);
  await form.getByTestId('amount-input').fill('100');
  await expect(form.getByTestId('withdraw-receive')).toHaveText('You receive 99 USDT after the network fee of 1 USDT.');
  await form.getByTestId('withdraw-submit').click();

  await expect(page).toHaveURL(/\/withdraw\/confirmation\?id=\d+/, { timeout: 30_000 });
  const card = page.getByTestId('withdrawal');
  await expect(card).toHaveAttribute('data-status', 'unconfirmed');
  await expect(card.getByTestId('withdrawal-amount')).toHaveAttribute('data-value', '100');
  // The amount waits frozen on main.
  const frozen = { available: new Decimal(before.available).minus(100).toFixed(), freeze: new Decimal(before.freeze).plus(100).toFixed() };
  expect(await liveBalance(page, 'main', 'USDT')).toEqual(frozen);

  // 2FA is on: the code is the authenticator's. A wrong one is refused on its field and kept.
  await expect(card.getByLabel('Code from your authenticator app')).toBeVisible();
  await card.getByTestId('withdrawal-code').fill('000000');
  await card.getByTestId('withdrawal-confirm').click();
  await expect(card.getByRole('alert')).toContainText('wrong');
  await expect(card.getByTestId('withdrawal-code')).toHaveValue('000000');
  await card.getByTestId('withdrawal-code').fill('123456');
  await card.getByTestId('withdrawal-confirm').click();
  // Pending while the network sends it (5 s of the ledger's clock: a slow machine may already see it completed).
  await expect(card).toHaveAttribute('data-status', /^(pending|completed)$/);

  // The network's time passes on the ledger's clock; the page asks again while pending.
  await fastForward(page, 5_000);
  await expect(card).toHaveAttribute('data-status', 'completed', { timeout: 30_000 });
  await expect(card.getByTestId('withdrawal-status')).toHaveText('Completed');
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({ available: frozen.available, freeze: before.freeze });

  await page.goto('/history/main/withdrawals');
  const row = page.getByTestId('funds-history-row').first();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row.locator('[data-value="100"]')).toHaveText('100');
  await expect(row).toContainText(TRON);
  await expect(row).toContainText('Completed');
});

test('bad input gets its message and keeps what was typed', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  const form = await openWithdraw(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/profile/withdraw') requests.push(r.postData() ?? '');
  });
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  const address = form.getByLabel('Address', { exact: true });
  const amount = form.getByTestId('amount-input');
  const submit = form.getByTestId('withdraw-submit');

  await address.fill(TRON);
  await amount.fill('99999999');
  await submit.click();
  await expect(form.getByTestId('amount-error')).toContainText('Your main balance has');
  await expect(amount).toHaveValue('99999999');

  await amount.fill('5');
  await submit.click();
  await expect(form.getByTestId('amount-error')).toHaveText('The minimum is 10 USDT.');
  await expect(amount).toHaveValue('5');

  // USDT has 6 decimals: the field refuses a seventh and keeps the text.
  await amount.fill('10.1234567');
  await expect(form.getByTestId('amount-refused').or(form.getByTestId('amount-error'))).toBeVisible();
  await expect(amount).toHaveValue('10.1234567');

  // An address of no network's shape is refused before sending; one of another network's shape by the exchange.
  await amount.fill('20');
  await address.fill('0x12');
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: 'Enter a valid address' })).toBeVisible();
  await expect(address).toHaveValue('0x12');
  expect(requests).toEqual([]);
  await address.fill('0x0000000000000000000000000000000000000001');
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: 'This is not a Tron (TRC20) address.' })).toBeVisible();
  await expect(address).toHaveValue('0x0000000000000000000000000000000000000001');
  expect(requests).toHaveLength(1);

  // XRP needs a memo.
  await form.getByLabel('Currency', { exact: true }).selectOption('XRP');
  await form.getByLabel('Address', { exact: true }).fill(XRP);
  await amount.fill('25');
  await submit.click();
  await expect(form.getByRole('alert').filter({ hasText: 'This network needs a memo.' })).toBeVisible();
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(XRP);
  await expect(amount).toHaveValue('25');
  expect(requests).toHaveLength(1);
});
