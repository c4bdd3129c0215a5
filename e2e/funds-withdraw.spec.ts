/**
 * Issue 20, withdraw with 2FA: 100 USDT on TRC20 with two-factor authentication on is created (frozen on the main
 * balance), confirmed with the authenticator code (the current TOTP of the demo's key), pending, then completed once the ledger's clock passes
 * the network's time (fast-forwarded, never waited for): main loses exactly 100, the history lists it completed.
 * Bad input (over available, over the network's maximum, below the minimum, too many decimals, an invalid address,
 * a missing memo) gets its message and keeps what was typed. The address book: an address saved with the
 * authenticator code (a wrong code refused, kept), still there after a reload; deleting it asks first (a cancel keeps
 * it), and once confirmed it is gone from the page and the ledger, also after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { liveBalance, saved, setTwoFactor } from './support/ledger';
import { totpNow } from './support/totp';
import { useLoginState } from './support/session';
import { confirmUntilCompleted, expectCompletedInHistory } from './support/withdrawal';

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
  await confirmUntilCompleted(page, card);
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({ available: frozen.available, freeze: before.freeze });

  await expectCompletedInHistory(page, { value: '100', shown: '100' }, TRON);
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

  // Within the balance (3,200 USDT) but over the network's maximum (2,000 USDT on TRC20).
  await amount.fill('2500');
  await submit.click();
  await expect(form.getByTestId('amount-error')).toHaveText('The maximum on this network is 2,000 USDT.');
  await expect(amount).toHaveValue('2500');

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

test('the address book: saved with the authenticator code, kept over a reload; a delete asks first and is gone after a reload', async ({
  page,
  context,
  baseURL,
}) => {
  const FRIEND = 'TXYZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
  await useLoginState(context, 'logged-in', baseURL);
  await openWithdraw(page);
  await setTwoFactor(page, true);
  await page.reload();
  let form = await openWithdraw(page);
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Network', { exact: true }).selectOption('TRC20');
  let book = page.getByTestId('address-book');
  await book.locator('summary').click();
  const save = book.getByRole('form', { name: 'Save an address' });
  await save.getByLabel('Name').fill('Friend');
  await save.getByLabel('Address').fill(FRIEND);
  const code = save.getByLabel('Code from your authenticator app');
  await code.fill('000000');
  await save.getByRole('button', { name: 'Save an address' }).click();
  // A wrong code is refused on its field, and what was typed stays.
  await expect(save.getByRole('alert')).toBeVisible();
  await expect(save.getByLabel('Address')).toHaveValue(FRIEND);
  await code.fill(totpNow());
  await save.getByRole('button', { name: 'Save an address' }).click();
  const entry = book.getByTestId('address-book-entry').filter({ hasText: FRIEND });
  await expect(entry).toBeVisible();
  await saved(page, FRIEND);

  await page.reload();
  form = await openWithdraw(page);
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Network', { exact: true }).selectOption('TRC20');
  book = page.getByTestId('address-book');
  await book.locator('summary').click();
  const kept = book.getByTestId('address-book-entry').filter({ hasText: FRIEND });
  await expect(kept).toContainText('Friend');
  // Use fills the form, and the exchange says it is a saved address.
  await kept.getByRole('button', { name: 'Use' }).click();
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(FRIEND);

  // Delete asks first: a cancel keeps it.
  await kept.getByRole('button', { name: 'Delete' }).click();
  const question = kept.getByRole('group', { name: 'Delete “Friend” from your address book?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(kept).toBeVisible();
  await kept.getByRole('button', { name: 'Delete' }).click();
  await kept.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(book.getByTestId('address-book-entry').filter({ hasText: FRIEND })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('mock-exchange:ledger') ?? '')).not.toContain(FRIEND);

  await page.reload();
  form = await openWithdraw(page);
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Network', { exact: true }).selectOption('TRC20');
  await page.getByTestId('address-book').locator('summary').click();
  await expect(page.getByTestId('address-book')).toContainText('Ledger Nano X');
  await expect(page.getByTestId('address-book-entry').filter({ hasText: FRIEND })).toHaveCount(0);
});
