/**
 * Issue 22, sub-accounts against the demo exchange in Chromium: one created from the form and found by the list's
 * search; USDT transferred from main to it and part of it back, each account's available balance exact (decimal.js
 * over the transfer form's "Available" of each direction, before and after, and after a reload); then a switch into
 * it (a full page load into the sub-account's own session) and back to main (another full load).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import Decimal from 'decimal.js';
import { expectSignedIn } from './support/auth';

test.describe.configure({ timeout: 180_000 });

const ALIAS = 'Bot e2e';

/** The transfer form's "Available: … USDT" as an exact decimal. */
async function available(form: Locator): Promise<Decimal> {
  const hint = form.getByText(/^Available: [\d,.]+ USDT$/);
  await expect(hint).toBeVisible({ timeout: 30_000 });
  const text = (await hint.textContent())!;
  return new Decimal(
    text
      .replace(/^Available: /, '')
      .replace(/ USDT$/, '')
      .replace(/,/g, ''),
  );
}

/** The card of the sub-account on the list, found with the list's search. */
async function card(page: Page): Promise<Locator> {
  await page.goto('/settings/general/sub-accounts/list');
  await expectSignedIn(page);
  await page.getByLabel('Search sub-accounts').fill(ALIAS);
  const found = page.getByTestId('sub-account').filter({ has: page.getByRole('heading', { name: ALIAS, exact: true }) });
  await expect(found).toHaveCount(1, { timeout: 60_000 });
  return found;
}

/** Opens the card's transfer form in the direction asked, with USDT chosen. */
async function transferForm(page: Page, account: Locator, direction: 'to' | 'from'): Promise<Locator> {
  const form = page.getByRole('form', { name: `Transfer funds with ${ALIAS}` });
  if (!(await form.isVisible())) await account.getByRole('button', { name: 'Transfer' }).click();
  await expect(form).toBeVisible();
  const label = direction === 'to' ? `Main account → ${ALIAS}` : `${ALIAS} → main account`;
  await form.getByRole('radio', { name: label }).click();
  await expect(form.getByRole('radio', { name: label })).toHaveAttribute('aria-checked', 'true');
  await form.getByLabel('Asset').selectOption('USDT');
  return form;
}

/** Sends the transfer; the form closes once it is done (reopening it before then would race its closing). */
async function send(form: Locator, amount: string) {
  await form.getByLabel('Amount').fill(amount);
  await form.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(form).toBeHidden({ timeout: 30_000 });
}

test('creates a sub-account, transfers USDT to it and back with exact balances, switches into it and back to main', async ({ page }) => {
  await page.goto('/settings/general/sub-accounts/create');
  await expectSignedIn(page);
  const create = page.getByRole('form', { name: 'New sub-account' });
  await expect(create).toBeVisible({ timeout: 60_000 });
  await create.getByLabel('Name').fill(ALIAS);
  await create.getByRole('button', { name: 'Create a sub-account' }).click();
  await expect(page).toHaveURL(/\/settings\/general\/sub-accounts\/list$/, { timeout: 30_000 });

  let account = await card(page);
  await expect(account).toContainText('Active');
  let form = await transferForm(page, account, 'to');
  const mainBefore = await available(form);
  expect(mainBefore.gte(25)).toBe(true);
  await send(form, '20.5');
  await expect
    .poll(async () => (await available(await transferForm(page, account, 'to'))).toString())
    .toBe(mainBefore.minus('20.5').toString());

  form = await transferForm(page, account, 'from');
  expect((await available(form)).toString()).toBe('20.5');
  await send(form, '8.25');
  await expect.poll(async () => (await available(await transferForm(page, account, 'from'))).toString()).toBe('12.25');

  // After a reload: the same balances on both sides.
  account = await card(page);
  form = await transferForm(page, account, 'from');
  expect((await available(form)).toString()).toBe('12.25');
  form = await transferForm(page, account, 'to');
  expect((await available(form)).toString()).toBe(mainBefore.minus('20.5').plus('8.25').toString());

  // Into the sub-account: a full load into its own session, which says whose it is.
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await account.getByRole('button', { name: 'Switch to it' }).click();
  await expect(page).toHaveURL(/\/settings\/general$/, { timeout: 30_000 });
  await expect.poll(() => loads.length).toBeGreaterThanOrEqual(1);
  await expectSignedIn(page);
  // Its sub-accounts page (reached in the page, no load) says whose sub-account this is.
  await page.getByRole('navigation', { name: 'Section' }).getByRole('link', { name: 'Sub-accounts', exact: true }).click();
  const notice = page.getByTestId('sub-account-session');
  await expect(notice).toContainText(`You are in the sub-account ${ALIAS}`, { timeout: 60_000 });

  // Back to main: another full load, the notice gone and the sub-account on the list again.
  const before = loads.length;
  await notice.getByRole('button', { name: 'Switch to the main account' }).click();
  await expect(notice).toHaveCount(0, { timeout: 60_000 });
  await expect.poll(() => loads.length).toBeGreaterThan(before);
  await expectSignedIn(page);
  account = await card(page);
  form = await transferForm(page, account, 'from');
  expect((await available(form)).toString()).toBe('12.25');
});
