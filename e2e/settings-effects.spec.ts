/**
 * Issue 22, settings changes that take effect where they matter, against the demo exchange in Chromium:
 * - a sub-account without spot permission: switched into it, the trade page's order form says why and takes no order
 *   (the exchange would refuse it with FeatureDisabled, 1007); back on the main account the same form places an order;
 * - the anti-phishing code: set in the settings, it is in the e-mail with the code of the next withdrawal, in the
 *   demo's mailbox (the footer's demo controls), and that e-mail's code confirms the withdrawal.
 * axe finds no serious or critical violation on the refusing trade page and in the open mailbox.
 * A revoked session's logout is e2e/settings-sessions.spec.ts (two browsers need one exchange: `npm run serve`'s).
 */
import { expect, test, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { DEMO_CODE, expectSignedIn } from './support/auth';
import { expectNoSeriousViolations } from './support/axe';

test.describe.configure({ timeout: 180_000 });
// axe is injected as an inline script, which the app's CSP refuses: the scan's own script is let through here.
test.use({ bypassCSP: true });

async function openTrade(page: Page) {
  await page.goto('/trade/BTC-USDT');
  await expect(page.getByTestId('order-form')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('book-bids').locator('li').first()).toBeVisible({ timeout: 60_000 });
}

test('a sub-account without spot permission cannot trade spot; back on the main account the order goes through', async ({ page }) => {
  const alias = 'No spot e2e';
  await page.goto('/settings/general/sub-accounts/create');
  await expectSignedIn(page);
  const create = page.getByRole('form', { name: 'New sub-account' });
  await expect(create).toBeVisible({ timeout: 60_000 });
  await create.getByLabel('Name').fill(alias);
  await create.getByRole('checkbox', { name: 'Spot trading' }).uncheck();
  await create.getByRole('checkbox', { name: 'Margin and futures trading' }).check();
  await create.getByRole('button', { name: 'Create a sub-account' }).click();
  await expect(page).toHaveURL(/\/settings\/general\/sub-accounts\/list$/, { timeout: 30_000 });
  await page.getByLabel('Search sub-accounts').fill(alias);
  const card = page.getByTestId('sub-account').filter({ has: page.getByRole('heading', { name: alias, exact: true }) });
  await expect(card).toHaveCount(1, { timeout: 60_000 });
  await card.getByRole('button', { name: 'Switch to it' }).click();
  await expect(page).toHaveURL(/\/settings\/general$/, { timeout: 30_000 });
  await expectSignedIn(page);

  // In the sub-account: the spot form says why and is disabled.
  await openTrade(page);
  const refused = page.getByTestId('order-form-refused');
  await expect(refused).toContainText(`Spot trading is off for the sub-account ${alias}`, { timeout: 60_000 });
  await expect(page.getByTestId('place-order')).toBeDisabled();
  await expect(page.getByTestId('order-amount')).toBeDisabled();
  await expectNoSeriousViolations(page, '/trade/BTC-USDT (a sub-account without spot)');

  // Back to main (a full load), then the same form places an order that rests in the open orders.
  await page.goto('/settings/general/sub-accounts');
  const notice = page.getByTestId('sub-account-session');
  await expect(notice).toContainText(`You are in the sub-account ${alias}`, { timeout: 60_000 });
  await notice.getByRole('button', { name: 'Switch to the main account' }).click();
  await expect(notice).toHaveCount(0, { timeout: 60_000 });
  await openTrade(page);
  await expect(page.getByTestId('order-form-refused')).toHaveCount(0);
  const bestBid = new Decimal((await page.getByTestId('book-bids').locator('li').first().getAttribute('data-price'))!);
  await page.getByTestId('order-price').fill(bestBid.times(0.99).toDecimalPlaces(2).toFixed(2));
  await page.getByTestId('order-amount').fill('0.0042');
  await expect(page.getByTestId('place-order')).toBeEnabled();
  await page.getByTestId('place-order').click();
  await expect(page.getByTestId('order-row').filter({ hasText: '0.0042' }).first()).toBeVisible({ timeout: 30_000 });
});

test('the anti-phishing code set in the settings is in the e-mail of the next withdrawal, whose code confirms it', async ({ page }) => {
  await page.goto('/settings/security/anti-phishing');
  await expectSignedIn(page);
  await expect(page.getByTestId('anti-phishing-state')).toHaveText('You have not set an anti-phishing code.', { timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Anti-phishing code' }).fill('Harbour42');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('anti-phishing-state')).toHaveText('Your anti-phishing code: H*******2', { timeout: 30_000 });

  await page.goto('/withdraw');
  const form = page.getByRole('form', { name: 'Withdraw' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('Currency', { exact: true }).selectOption('USDT');
  await form.getByLabel('Network', { exact: true }).selectOption('TRC20');
  await form.getByLabel('Address', { exact: true }).fill('TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q');
  await form.getByTestId('amount-input').fill('42');
  await form.getByTestId('withdraw-submit').click();
  await expect(page).toHaveURL(/\/withdraw\/confirmation\?id=\d+/, { timeout: 30_000 });
  const card = page.getByTestId('withdrawal');
  await expect(card).toHaveAttribute('data-status', 'unconfirmed', { timeout: 30_000 });

  // The demo's mailbox, from the footer: the newest e-mail is this withdrawal's, with the anti-phishing code.
  await page.getByTestId('demo-mailbox-open').click({ timeout: 60_000 });
  const mailbox = page.getByRole('dialog', { name: 'Demo mailbox' });
  await expect(mailbox).toBeVisible();
  const mail = mailbox.getByTestId('demo-mail').first();
  await expect(mail.getByRole('heading')).toHaveText('Confirm your withdrawal of 42 USDT');
  await expect(mail).toContainText('to demo@meridian.example');
  await expect(mail.getByTestId('demo-mail-anti-phishing')).toHaveText('Anti-phishing code: Harbour42');
  await expect(mail).toContainText(`Code: ${DEMO_CODE}`);
  const code = (await mail.locator('strong').last().textContent())!;
  await expectNoSeriousViolations(page, 'the demo mailbox');
  await mailbox.getByRole('button', { name: 'Close' }).click();
  await expect(mailbox).toHaveCount(0);

  await card.getByTestId('withdrawal-code').fill(code);
  await card.getByTestId('withdrawal-confirm').click();
  await expect(card).toHaveAttribute('data-status', /^(pending|completed)$/, { timeout: 30_000 });

  // After a reload the e-mail is still in the mailbox, with the code it was sent with.
  await page.reload();
  await page.getByTestId('demo-mailbox-open').click({ timeout: 60_000 });
  await expect(page.getByRole('dialog', { name: 'Demo mailbox' }).getByTestId('demo-mail-anti-phishing').first()).toHaveText(
    'Anti-phishing code: Harbour42',
  );
});
