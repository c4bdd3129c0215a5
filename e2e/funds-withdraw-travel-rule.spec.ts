/**
 * Issue 20, withdraw: travel-rule data where required, and the session's restrictions. 1500 USDT on TRC20 is worth more
 * than 1000 EUR at the demo's rates, so the form asks where it goes and who receives it (a provider of the travel
 * rule's list, the beneficiary's name and country) and sends them with the withdrawal; confirmed with the e-mailed
 * code it goes pending, then completed once the ledger's clock passes the network's time (fast-forwarded): main loses
 * exactly 1500, the history lists it. A currency the session restricts after the form was opened
 * (window.__mockLedger.restrict) is refused by the exchange with its catalogue code (1219), and what was typed stays.
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { liveBalance, restrict } from './support/ledger';
import { useLoginState } from './support/session';
import { confirmUntilCompleted, expectCompletedInHistory } from './support/withdrawal';

test.describe.configure({ timeout: 180_000 });

const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';

async function openUsdtWithdraw(page: Page) {
  await page.goto('/withdraw');
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Network', { exact: true }).selectOption('TRC20');
  return form;
}

test("a USDT withdrawal worth over 1000 EUR carries the beneficiary's travel-rule details: pending, then completed; exact main balance and history", async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const form = await openUsdtWithdraw(page);
  const before = await liveBalance(page, 'main', 'USDT');
  const bodies: unknown[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/profile/withdraw') bodies.push(r.postDataJSON());
  });

  await form.getByLabel('Address', { exact: true }).fill(TRON);
  // 100 USDT is far under the threshold: no details asked for.
  await form.getByTestId('amount-input').fill('100');
  await expect(form.getByTestId('withdraw-receive')).toBeVisible();
  await expect(form.getByTestId('withdraw-travel-rule')).toHaveCount(0);
  await form.getByTestId('amount-input').fill('1500');
  const details = form.getByTestId('withdraw-travel-rule');
  await expect(details).toContainText('worth 1,000 EUR or more');
  // Sent without them, the form asks for them first and sends nothing.
  await form.getByTestId('withdraw-submit').click();
  await expect(details.getByLabel("Beneficiary's full name")).toHaveAttribute('aria-invalid', 'true');
  expect(bodies).toEqual([]);

  await expect(details.getByLabel('Exchange or wallet provider').locator('option', { hasText: 'Harbor Custody' })).toHaveCount(1);
  await details.getByLabel('Exchange or wallet provider').selectOption({ label: 'Harbor Custody' });
  await details.getByLabel("Beneficiary's full name").fill('Ada Lovelace');
  await details.getByLabel("Beneficiary's country").fill('gb');
  await expect(form.getByTestId('withdraw-receive')).toHaveText('You receive 1,499 USDT after the network fee of 1 USDT.');
  await form.getByTestId('withdraw-submit').click();

  await expect(page).toHaveURL(/\/withdraw\/confirmation\?id=\d+/, { timeout: 30_000 });
  expect(bodies).toEqual([
    expect.objectContaining({
      ticker: 'USDT',
      network: 'TRC20',
      amount: '1500',
      address: TRON,
      travelRule: { walletType: 'vasp', vaspId: 'vasp-102', beneficiaryName: 'Ada Lovelace', beneficiaryCountry: 'GB' },
    }),
  ]);
  const card = page.getByTestId('withdrawal');
  await expect(card).toHaveAttribute('data-status', 'unconfirmed');
  await expect(card.getByTestId('withdrawal-amount')).toHaveAttribute('data-value', '1500');
  const frozen = {
    available: new Decimal(before.available).minus(1500).toFixed(),
    freeze: new Decimal(before.freeze).plus(1500).toFixed(),
  };
  expect(await liveBalance(page, 'main', 'USDT')).toEqual(frozen);
  await expect(card.getByLabel('Code we e-mailed you')).toBeVisible();
  await confirmUntilCompleted(page, card);
  expect(await liveBalance(page, 'main', 'USDT')).toEqual({ available: frozen.available, freeze: before.freeze });

  await expectCompletedInHistory(page, { value: '1500', shown: '1,500' }, TRON);
});

test('a currency the session restricts after the form was opened is refused with its code (1219); what was typed stays', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  const form = await openUsdtWithdraw(page);
  const before = await liveBalance(page, 'main', 'USDT');
  await form.getByLabel('Address', { exact: true }).fill(TRON);
  await form.getByTestId('amount-input').fill('100');
  await restrict(page, { assets: { withdraw: ['USDT'] } });

  await form.getByTestId('withdraw-submit').click();
  await expect(form.getByRole('alert').filter({ hasText: "Couldn't create the withdrawal (1219)" })).toBeVisible();
  await expect(form.getByLabel('Address', { exact: true })).toHaveValue(TRON);
  await expect(form.getByTestId('amount-input')).toHaveValue('100');
  await expect(form.getByLabel('Currency', { exact: true })).toHaveValue('USDT');
  expect(await liveBalance(page, 'main', 'USDT')).toEqual(before);

  // A new session load knows it: USDT is no longer offered for withdrawal.
  await page.reload();
  await expect(page.getByRole('form', { name: 'Withdraw' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Currency', { exact: true }).locator('option[value="USDT"]')).toHaveCount(0);
  await restrict(page, {});
});
