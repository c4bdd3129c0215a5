/**
 * Issue 20, deposit addresses against the demo's ledger: the user's BTC address (SegWit) with its QR code, the other
 * address type (Legacy) created on demand and kept over a reload, the copy that keeps the saved deposit details, and
 * the memo of a network that needs one (XRP).
 */
import { expect, test } from '@playwright/test';
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
