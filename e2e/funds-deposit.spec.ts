/**
 * Issue 20, deposit addresses against the demo's ledger: the user's BTC address (SegWit) with its QR code, the other
 * address type (Legacy) created on demand and kept over a reload, the copy that keeps the saved deposit details, and
 * the memo of a network that needs one (XRP); a fiat deposit by card through the provider's page (the demo's stand-in
 * form) to the payment result, the main balance credited with the amount less the provider's fee, exactly; a crypto
 * deposit sent to the shown address (the demo's control) credited to the main balance once confirmed, the figure
 * on the balance page and in the deposit history exact; a deposit-side restriction of the session (an asset and a
 * provider) takes them off the deposit page, and the exchange refuses an address for the asset.
 */
import { expect, test } from '@playwright/test';
import Decimal from 'decimal.js';
import { demoDeposit, fastForward, liveBalance, restrict } from './support/ledger';
import { useLoginState } from './support/session';

test.describe.configure({ timeout: 120_000 });

test('BTC: the SegWit address with its QR, a Legacy one created and kept, the copy saving the deposit details', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('BTC');
  const card = page.locator('.funds-address');
  const address = card.getByTestId('deposit-address');
  await expect(address).toHaveText(/^bc1[a-z0-9]{20,}$/, { timeout: 60_000 });
  const segwit = (await address.textContent())!;
  await expect(card.getByRole('img', { name: 'QR code of your BTC address on Bitcoin' })).toBeVisible();

  // The other type: none yet, created on demand, then shown (a Legacy address starts with 1).
  const types = card.getByRole('radiogroup', { name: 'Address type' });
  await expect(types.getByRole('radio', { name: /SegWit/ })).toBeChecked();
  await types.getByRole('radio', { name: /Legacy/ }).click();
  await expect(card.getByText('You have no Legacy (1…) address on this network yet.')).toBeVisible();
  await card.getByTestId('deposit-create').click();
  await expect(address).toHaveText(/^1[1-9A-HJ-NP-Za-km-z]{25,34}$/);
  const legacy = (await address.textContent())!;

  // Copy: the clipboard has it and the saved deposit details name it.
  await card.getByRole('button', { name: 'Copy address' }).first().click();
  await expect(page.getByText('Copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(legacy);
  const details = JSON.parse((await page.evaluate(() => localStorage.getItem('deposit-details'))) ?? '{}') as Record<string, string>;
  expect(details).toMatchObject({ ticker: 'BTC', currency: 'Bitcoin', network: 'BTC', addressType: 'legacy', address: legacy });
  expect(details.username).toBeTruthy();

  // Kept by the ledger: after a reload the newest (Legacy) is shown and the SegWit one is among the others.
  await page.reload();
  await page.getByLabel('Currency').selectOption('BTC');
  await expect(address).toHaveText(legacy, { timeout: 60_000 });
  await card.getByText(/Your other address/).click();
  await expect(card.getByTestId('deposit-other-addresses')).toContainText(segwit);

  // The network's address history lists both, newest first.
  await card.getByRole('link', { name: 'All your addresses on Bitcoin' }).click();
  await expect(page).toHaveURL(/\/addresses-history\/BTC$/);
  const rows = page.getByTestId('address-history-row');
  await expect(rows.first()).toContainText(legacy, { timeout: 60_000 });
  await expect(rows.filter({ hasText: segwit })).toHaveCount(1);
  await expect(rows.filter({ hasText: segwit })).toContainText('SegWit');
});

test('XRP: the address comes with its memo, and the warning to send it', async ({ page, context, baseURL }) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('XRP');
  const card = page.locator('.funds-address');
  // No XRP address in the seed: made on demand.
  await card.getByTestId('deposit-create').click({ timeout: 60_000 });
  await expect(card.getByTestId('deposit-address')).toHaveText(/^r[1-9A-HJ-NP-Za-km-z]{24,34}$/);
  await expect(card.getByTestId('deposit-memo')).toHaveText(/^\d{6,10}$/);
  await expect(card.getByText('Send the memo with your deposit, or the funds cannot be credited to you:')).toBeVisible();
});

test('EUR by card: the provider page, the payment, the result and the main balance credited with amount less fee', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('EUR');
  const before = new Decimal((await liveBalance(page, 'main', 'EUR')).available);
  const form = page.getByTestId('fiat-deposit-form');
  await form.getByRole('radio', { name: 'Visa/Mastercard' }).click({ timeout: 60_000 });
  // Bad input first: below the provider's minimum, said by the server and kept in the field.
  await form.getByTestId('fiat-amount-input').fill('5');
  await form.getByTestId('fiat-deposit-submit').click();
  await expect(form.getByTestId('fiat-amount-error')).toContainText('minimum');
  await expect(form.getByTestId('fiat-amount-input')).toHaveValue('5');
  await form.getByTestId('fiat-amount-input').fill('150');
  const started = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/profile/fiat-deposit');
  await form.getByTestId('fiat-deposit-submit').click();
  const { fee } = ((await (await started).json()) as { data: { fee: string } }).data;
  // The provider's page, in the app: the deposit and the provider's (demo) card form.
  await expect(page).toHaveURL(/\/payment\/visamaster-deposit\?transactionId=fd-\d+/);
  await expect(page.getByTestId('payment-amount')).toHaveText('150 EUR');
  await page.getByTestId('demo-card-form').getByRole('button', { name: 'Pay 150 EUR' }).click();
  // The result: completed, what reached the main balance, and the balance itself.
  await expect(page).toHaveURL(/\/payment\/deposit\?transactionId=fd-\d+/);
  await expect(page.getByTestId('payment-status')).toContainText('The payment went through');
  const credited = new Decimal(150).minus(fee);
  await expect(page.getByTestId('payment-credited')).toHaveText(`${credited.toFixed()} EUR`);
  expect(new Decimal((await liveBalance(page, 'main', 'EUR')).available).minus(before).toFixed()).toBe(credited.toFixed());
  await page.getByRole('link', { name: 'Go to your balance' }).click();
  await expect(page).toHaveURL(/\/balance\/wallet/);
});

test('USDT on TRC20: a deposit to the shown address is credited to the main balance once confirmed, exactly', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('USDT');
  await page.getByLabel('Network').selectOption('TRC20');
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/, { timeout: 60_000 });
  const before = new Decimal((await liveBalance(page, 'main', 'USDT')).available);
  // The demo's network: a deposit of 250.5 USDT to this address, confirming for a few seconds of the ledger's clock.
  const frozen = new Decimal((await liveBalance(page, 'main', 'USDT')).freeze);
  await demoDeposit(page, { ticker: 'USDT', network: 'TRC20', amount: '250.5' });
  await fastForward(page, 6_000);
  const balances = page.waitForResponse((r) => /^\/v2\/balances(\/main)?$/.test(new URL(r.url()).pathname));
  await page.goto('/balance/wallet');
  await balances;
  const usdt = page.getByTestId('balance-row').filter({ has: page.getByRole('rowheader', { name: 'USDT', exact: true }) });
  await expect(usdt).toBeVisible({ timeout: 60_000 });
  expect(new Decimal((await liveBalance(page, 'main', 'USDT')).available).minus(before).toFixed()).toBe('250.5');
  // The page's own figure: the wallet tab's USDT is the main balance (free and frozen), 250.5 more than before.
  const figure = async () => new Decimal(((await usdt.locator('td').first().textContent()) ?? '').replace(/,/g, '')).toFixed();
  await expect.poll(figure, { timeout: 30_000 }).toBe(before.plus(frozen).plus('250.5').toFixed());
  // Listed in the deposit history as completed, with its exact amount.
  await page.goto('/history/main/deposits');
  const row = page.getByTestId('funds-history-row').filter({ hasText: 'USDT' }).first();
  await expect(row).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  await expect(row).toContainText('250.5');
  await expect(row).toContainText('TRC20');
});

test('travel rule: a deposit from another exchange waits for the sender details, then is credited exactly', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await expect(page.getByTestId('deposit-address')).toBeVisible({ timeout: 60_000 });
  const before = new Decimal((await liveBalance(page, 'main', 'USDT')).available);
  const id = await page.evaluate(() =>
    (window as unknown as { __mockLedger: { deposit(d: object): number } }).__mockLedger.deposit({
      ticker: 'USDT',
      network: 'TRC20',
      amount: '1500',
      travelRule: true,
    }),
  );
  await fastForward(page, 60_000);
  await page.goto(`/deposit/confirmation/travel-rule?transactionId=${id}`);
  await expect(page.getByTestId('travel-rule-deposit')).toContainText('1,500 USDT (TRC20)', { timeout: 60_000 });
  // Held: nothing credited however long it waits.
  expect(new Decimal((await liveBalance(page, 'main', 'USDT')).available).toFixed()).toBe(before.toFixed());
  const form = page.getByTestId('travel-rule-form');
  // Bad input: no provider chosen, a one-letter name; each said, what was typed kept.
  await form.getByLabel("Sender's full name").fill('A');
  await form.getByTestId('travel-rule-submit').click();
  await expect(form.getByText('Write the full name, at least two letters.')).toBeVisible();
  await expect(form.getByLabel("Sender's full name")).toHaveValue('A');
  await form.getByLabel("Sender's full name").fill('Ada Lovelace');
  await form.getByTestId('travel-rule-submit').click();
  await expect(form.getByText('Choose the exchange or wallet provider it came from.')).toBeVisible();
  await form.getByLabel('Exchange or wallet provider').selectOption({ label: 'Northwind Exchange' });
  await form.getByLabel("Sender's country").fill('gb');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === `/v2/travel-rule/deposits/${id}`);
  await form.getByTestId('travel-rule-submit').click();
  expect((await sent).postDataJSON()).toEqual({
    walletType: 'vasp',
    vaspId: 'vasp-101',
    originatorName: 'Ada Lovelace',
    originatorCountry: 'GB',
  });
  await expect(page.getByTestId('travel-rule-status')).toContainText('The details were sent');
  await fastForward(page, 6_000);
  await page.reload();
  await expect(page.getByTestId('travel-rule-status')).toContainText('The deposit is on your main balance.', { timeout: 60_000 });
  expect(new Decimal((await liveBalance(page, 'main', 'USDT')).available).minus(before).toFixed()).toBe('1500');
});

test("the demo's test deposit button sends ten times the network minimum to the shown address, credited later", async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  await page.getByLabel('Currency').selectOption('USDT');
  await page.getByLabel('Network').selectOption('TRC20');
  const address = page.getByTestId('deposit-address');
  await expect(address).toBeVisible({ timeout: 60_000 });
  const minimum = new Decimal((await address.getAttribute('data-min'))!);
  const before = new Decimal((await liveBalance(page, 'main', 'USDT')).available);
  await page.getByTestId('demo-test-deposit').click();
  await expect(page.getByTestId('demo-test-deposit-note')).toContainText('is on its way');
  await fastForward(page, 6_000);
  await page.goto('/history/main/deposits');
  await expect(page.getByTestId('funds-history-row').first()).toHaveAttribute('data-status', 'completed', { timeout: 60_000 });
  expect(new Decimal((await liveBalance(page, 'main', 'USDT')).available).minus(before).toFixed()).toBe(minimum.times(10).toFixed());
});

test('a deposit-side restriction of the session: the asset and the provider are no longer offered, and an address for the asset is refused', async ({
  page,
  context,
  baseURL,
}) => {
  await useLoginState(context, 'logged-in', baseURL);
  await page.goto('/deposit');
  const currency = page.getByLabel('Currency');
  await expect(currency.locator('option[value="DOGE"]')).toHaveCount(1, { timeout: 60_000 });
  // Opened before the restriction: DOGE (no address yet) is still offered, but the exchange refuses to make one now.
  await currency.selectOption('DOGE');
  const card = page.locator('.funds-address');
  await expect(card.getByTestId('deposit-create')).toBeVisible({ timeout: 60_000 });
  await restrict(page, { assets: { deposit: ['DOGE'] }, providers: { deposit: ['Papara'] } });
  await card.getByTestId('deposit-create').click();
  await expect(page.getByText("Couldn't create a new deposit address (1203)")).toBeVisible();
  await expect(page.getByText('Deposits of DOGE are restricted on this account.')).toBeVisible();
  await expect(card.getByTestId('deposit-address')).toHaveCount(0);

  // Once the session is read again: DOGE is gone from the choice, TRY is still there without Papara.
  await page.reload();
  await expect(currency.locator('option[value="BTC"]')).toHaveCount(1, { timeout: 60_000 });
  await expect(currency.locator('option[value="DOGE"]')).toHaveCount(0);
  await currency.selectOption('TRY');
  const providers = page.getByTestId('fiat-deposit-form').getByRole('radiogroup', { name: 'Payment provider' });
  await expect(providers.getByRole('radio')).toHaveText(['Bank transfer (FAST)']);

  // Lifted: both come back.
  await restrict(page, {});
  await page.reload();
  await expect(currency.locator('option[value="DOGE"]')).toHaveCount(1, { timeout: 60_000 });
  await currency.selectOption('TRY');
  await expect(providers.getByRole('radio')).toHaveText(['Bank transfer (FAST)', 'Papara']);
});
