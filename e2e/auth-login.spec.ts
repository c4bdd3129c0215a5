/**
 * Login in Chromium against the demo (issue 19): the password, then the confirm-code modal for the authenticator
 * code (2fa@) and for a new device's e-mailed code (device@, with "send a new code" and its cooldown); wrong codes
 * keep what was typed and say the attempts left, the last one says too many attempts; blocked and frozen accounts
 * land on their pages; the `redirect` return path is kept through the modal. Each test ends on the state a user
 * sees: the account menu in the header, the page asked for.
 */
import { expect, test } from '@playwright/test';
import { DEMO_CODE, expectSignedIn, guestUntilLogin, logIn } from './support/auth';
import { totpNow } from './support/totp';

test.beforeEach(async ({ context }) => {
  await guestUntilLogin(context);
});

test('2FA: a wrong code stays typed with the attempts left, the right one logs in and returns to the page', async ({ page }) => {
  await page.goto('/auth?redirect=%2Fbalance%2Fspot');
  await logIn(page, '2fa@meridian.example');
  const modal = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(modal).toBeVisible();
  const code = modal.getByLabel('Code');
  await expect(code).toBeFocused();
  // Too short: the rule's message before any call, the digits kept.
  await code.fill('123');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByText('Enter the 6-digit code.', { exact: true })).toBeVisible();
  await expect(code).toHaveValue('123');
  await code.fill('111111');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByText('Wrong code. 2 attempts left.')).toBeVisible();
  await expect(code).toHaveValue('111111');
  await code.fill(totpNow());
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/balance\/spot$/);
  await expectSignedIn(page);
});

test('2FA: the third wrong code says too many attempts', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, '2fa@meridian.example');
  const modal = page.getByRole('dialog', { name: 'Two-factor authentication' });
  const code = modal.getByLabel('Code');
  for (const left of ['2 attempts left', '1 attempt left']) {
    await code.fill('111111');
    await modal.getByRole('button', { name: 'Confirm' }).click();
    await expect(modal.getByText(`Wrong code. ${left}.`)).toBeVisible();
  }
  await code.fill('111111');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByRole('status').filter({ hasText: 'Too many attempts' })).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('new device: a new code is sent with its cooldown, a pasted code with spaces logs in', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, 'device@meridian.example');
  const modal = page.getByRole('dialog', { name: 'Confirm this device' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Send a new code' }).click();
  await expect(modal.getByText(/We sent a new code to d\S*@/)).toBeVisible();
  await expect(modal.getByRole('button', { name: /Send a new code in \d+ seconds?/ })).toBeDisabled();
  const code = modal.getByLabel('Code');
  await code.fill('123 456');
  await expect(code).toHaveValue(DEMO_CODE);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden();
  // No return path: the trade page of the last (here the default) pair.
  await expect(page).toHaveURL(/\/trade\/BTC-USDT$/);
  await expectSignedIn(page);
});

test('the modal closes with Escape and the login can start again', async ({ page }) => {
  await page.goto('/auth');
  await logIn(page, '2fa@meridian.example');
  const modal = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('login-submit')).toBeFocused();
  await page.getByTestId('login-submit').click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Code').fill(totpNow());
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expectSignedIn(page);
});

for (const kind of ['blocked', 'frozen'] as const) {
  test(`a ${kind} account lands on its page`, async ({ page }) => {
    await page.goto('/auth');
    await logIn(page, `${kind}@meridian.example`);
    await expect(page).toHaveURL(new RegExp(`/auth/${kind}\\?email=${kind}%40meridian\\.example$`));
    await expect(page.getByText(`Your account is ${kind}.`)).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
  });
}

test('login by e-mail code: the code sent to the address logs in without a password', async ({ page }) => {
  await page.goto('/auth?redirect=%2Fbalance');
  await page.getByRole('tab', { name: 'E-mail code' }).click();
  const form = page.getByTestId('email-code-form');
  // The contract's e-mail rule before any call, the text kept.
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByRole('button', { name: 'Send me a code' }).click();
  await expect(form.getByText('Enter a valid e-mail address.')).toBeVisible();
  await expect(form.getByLabel('E-mail')).toHaveValue('not-an-address');
  await form.getByLabel('E-mail').fill('demo@meridian.example');
  await form.getByRole('button', { name: 'Send me a code' }).click();
  const modal = page.getByRole('dialog', { name: 'Enter the code from your e-mail' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/We sent a 6-digit code to d\S*@\S+\. Enter it to log in\./)).toBeVisible();
  // The code was just sent: a new one only after the server's delay.
  await expect(modal.getByRole('button', { name: /Send a new code in \d+ seconds?/ })).toBeDisabled();
  const code = modal.getByLabel('Code');
  await code.fill('654321');
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal.getByText('Wrong code. 4 attempts left.')).toBeVisible();
  await code.fill(DEMO_CODE);
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/balance$/);
  await expectSignedIn(page);
});
