/**
 * Web3 wallet sign-in in Chromium against the demo (issue 19), with the demo build's browser wallet
 * (mocks/demo-wallet.ts: two accounts that really sign; the mock exchange recovers the signer of each challenge).
 * Settings link the first address (kept after a reload); the login's wallet tab signs in with it and goes to the
 * return path; the replacement by the second address makes the first one refused at login and the second one
 * accepted; the sign-ins are in the login history as "Wallet"; unlinking leaves none. Without a wallet in the
 * browser, the tab says how to get one.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, guestUntilLogin, logIn, logOut } from './support/auth';

// The demo wallet's accounts (mocks/demo-wallet.ts: the keys of 'meridian demo wallet 1' and '... 2').
const FIRST = '0x47ed3d96BAEFbC84f19D0467b42E2c86Ec3127C3';

async function walletTab(page: Page, redirect = '/balance') {
  await page.goto(`/auth?redirect=${encodeURIComponent(redirect)}`);
  await page.getByRole('tab', { name: 'Wallet' }).click();
  const tab = page.getByTestId('wallet-login');
  await tab.getByRole('button', { name: 'Connect wallet' }).click();
  return tab;
}

test('link a wallet in settings, sign in with it, replace it, unlink it', async ({ page, context }) => {
  test.setTimeout(240_000);
  await guestUntilLogin(context);
  await page.goto('/auth?redirect=%2Fsettings%2Fsecurity%2Fweb3');
  await logIn(page);
  await expect(page).toHaveURL(/\/settings\/security\/web3$/, { timeout: 60_000 });
  const card = page.getByTestId('web3-wallet');
  await expect(card.getByTestId('no-linked-wallet')).toBeVisible();

  // Link the first address.
  const link = card.getByTestId('wallet-link');
  await link.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(link.getByLabel('Wallet address')).toHaveValue(FIRST);
  await link.getByRole('button', { name: 'Link this address' }).click();
  await expect(card.getByTestId('linked-wallet-address')).toHaveText(FIRST);
  await page.reload();
  await expect(page.getByTestId('linked-wallet-address')).toHaveText(FIRST, { timeout: 60_000 });

  // Sign in with it: the return path.
  await logOut(page);
  let tab = await walletTab(page);
  await expect(tab.getByLabel('Wallet address')).toHaveValue(FIRST);
  await tab.getByRole('button', { name: 'Sign in with this address' }).click();
  await expect(page).toHaveURL(/\/balance$/, { timeout: 60_000 });
  await expectSignedIn(page);

  // Replace it with the second address (the linked one cannot be chosen).
  await page.goto('/settings/security/web3');
  await page.getByRole('button', { name: 'Replace' }).click();
  const replace = page.getByTestId('wallet-replace');
  await replace.getByRole('button', { name: 'Connect wallet' }).click();
  const choice = replace.getByLabel('Wallet address');
  const second = await choice.inputValue();
  expect(second).not.toBe(FIRST);
  await replace.getByRole('button', { name: 'Replace with this address' }).click();
  await expect(page.getByTestId('linked-wallet-address')).toHaveText(second);

  // The first address is refused now; the second signs in.
  await logOut(page);
  tab = await walletTab(page);
  await tab.getByLabel('Wallet address').selectOption(FIRST);
  await tab.getByRole('button', { name: 'Sign in with this address' }).click();
  await expect(tab.getByTestId('wallet-login-refusal')).toContainText('not linked to an account');
  await tab.getByLabel('Wallet address').selectOption(second);
  await tab.getByRole('button', { name: 'Sign in with this address' }).click();
  await expect(page).toHaveURL(/\/balance$/, { timeout: 60_000 });
  await expectSignedIn(page);

  // Both wallet sign-ins head the login history (newest first), after the password one.
  await page.goto('/settings/security/login-history');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const methods = await rows.evaluateAll((trs) => trs.slice(0, 3).map((tr) => tr.children[1]?.textContent));
  expect(methods).toEqual(['Wallet', 'Wallet', 'Password']);

  // Unlink.
  await page.goto('/settings/security/web3');
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByRole('button', { name: 'Yes, unlink' }).click();
  await expect(page.getByTestId('no-linked-wallet')).toBeVisible();
});

test('without a wallet in the browser the tab says how to get one', async ({ page, context }) => {
  await guestUntilLogin(context);
  // As a browser without a wallet extension: the demo build then adds no wallet of its own.
  await context.addInitScript(() => Object.defineProperty(window, 'ethereum', { value: null, configurable: true }));
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Wallet' }).click();
  await expect(page.getByTestId('no-wallet')).toContainText('No browser wallet was found');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toHaveCount(0);
});
