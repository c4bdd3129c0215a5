/**
 * Issue 22, the general and password settings against the demo exchange in Chromium, each change checked where it
 * takes effect: a new nickname is the account's (the form's title, after a reload); a new leverage is the current one
 * after a reload; a logout time is kept; a changed password is the one the next login needs (the old one refused);
 * a deleted account (its confirmations first) is logged out and its login refused.
 */
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, DEMO_PASSWORD, expectSignedIn, logIn, logOut } from './support/auth';
import { saved } from './support/ledger';

test.describe.configure({ timeout: 180_000 });

test('a new nickname, a new leverage and a logout time are the account’s after a reload', async ({ page }) => {
  await page.goto('/settings/general/nickname');
  await expectSignedIn(page);
  const nickname = page.getByRole('form', { name: /^Your nickname: / });
  await expect(nickname).toBeVisible({ timeout: 60_000 });
  const tag = (await nickname.getByRole('heading').first().textContent())!.match(/#(\d+)/)![1];
  await nickname.getByLabel('New nickname').fill('tr');
  await nickname.getByRole('button', { name: 'Save' }).click();
  // Too short: said on the field, kept.
  await expect(nickname.getByRole('alert')).toBeVisible();
  await expect(nickname.getByLabel('New nickname')).toHaveValue('tr');
  await nickname.getByLabel('New nickname').fill('meridian_e2e');
  await nickname.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: `Your nickname: meridian_e2e#${tag}` })).toBeVisible();
  await saved(page, 'meridian_e2e');
  await page.reload();
  await expect(page.getByRole('form', { name: `Your nickname: meridian_e2e#${tag}` })).toBeVisible({ timeout: 60_000 });

  await page.goto('/settings/general/leverage');
  const leverage = page.getByRole('form', { name: /^Current leverage: / });
  await expect(leverage).toBeVisible({ timeout: 60_000 });
  // A level other than the current one (the demo ledger keeps what the last run chose).
  const other = leverage.getByRole('radio', { checked: false }).first();
  const level = (await other.textContent())!.trim();
  await other.click();
  await leverage.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('form', { name: `Current leverage: ${level}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: `Current leverage: ${level}` })).toBeVisible({ timeout: 60_000 });

  await page.goto('/settings/security/logout-time');
  const preferences = page.getByRole('form', { name: 'Preferences' });
  await expect(preferences).toBeVisible({ timeout: 60_000 });
  const time = preferences.getByLabel('Log out after inactivity');
  const before = await time.inputValue();
  const options = await time.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  const chosen = options.find((v) => v !== '' && v !== before)!;
  await time.selectOption(chosen);
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Preferences' }).getByLabel('Log out after inactivity')).toHaveValue(chosen, {
    timeout: 60_000,
  });
});

test('a changed password is the one the next login needs', async ({ page }) => {
  await page.goto('/settings/security/change-password');
  await expectSignedIn(page);
  const form = page.getByRole('form', { name: 'Change your password' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByLabel('Current password').fill('not-the-password');
  await form.getByLabel('New password', { exact: true }).fill('e2e-new-secret-9');
  await form.getByLabel('Repeat the new password').fill('e2e-new-secret-9');
  await form.getByRole('button', { name: 'Save' }).click();
  // The wrong current password: said on its field, every field kept.
  await expect(form.getByLabel('Current password')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('New password', { exact: true })).toHaveValue('e2e-new-secret-9');
  await form.getByLabel('Current password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();

  await logOut(page);
  await page.goto('/auth');
  await expect(page.getByTestId('login-form')).toBeVisible({ timeout: 60_000 });
  // The old password no longer logs in.
  const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/login');
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  expect((await refused).status()).toBe(422);
  await expect(page.getByText('Wrong e-mail or password.')).toBeVisible();
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
  await logIn(page, DEMO_EMAIL, 'e2e-new-secret-9');
  await expectSignedIn(page);
});

test('the language of e-mails is kept after a reload; the futures hedge mode does not change under open positions', async ({ page }) => {
  await page.goto('/settings/general/communication');
  await expectSignedIn(page);
  const preferences = page.getByRole('form', { name: 'Preferences' });
  await expect(preferences).toBeVisible({ timeout: 60_000 });
  const language = preferences.getByLabel('Language of e-mails and notifications');
  const before = await language.inputValue();
  const options = await language.locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  const chosen = options.find((v) => v !== '' && v !== before)!;
  await language.selectOption(chosen);
  await preferences.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your preferences are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Preferences' }).getByLabel('Language of e-mails and notifications')).toHaveValue(chosen, {
    timeout: 60_000,
  });

  // The demo account holds open futures positions: the mode may not change under them, and says why.
  await page.goto('/settings/general/futures-hedge-mode');
  const hedge = page.getByRole('switch', { name: 'Use hedge mode' });
  await expect(hedge).toBeVisible({ timeout: 60_000 });
  const wasOn = await hedge.isChecked();
  const answered = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v2/trade/futures/hedge-mode' && r.request().method() === 'POST',
  );
  await hedge.click();
  expect((await answered).status()).toBe(422);
  await expect(page.getByText('Close your open positions before changing the position mode.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Use hedge mode' })).toBeChecked({ checked: wasOn, timeout: 60_000 });
});

test('deleting the account asks for the confirmations, then the account is logged out and does not sign in again', async ({ page }) => {
  await page.goto('/settings/general/delete-account');
  await expectSignedIn(page);
  const form = page.getByRole('form', { name: 'Delete your account' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  const password = form.getByLabel('Password');
  const reason = form.getByLabel('Why are you leaving? (optional)');
  const submit = form.getByRole('button', { name: 'Delete my account' });
  // Not ticked: refused before any call, what was typed kept.
  await password.fill(DEMO_PASSWORD);
  await reason.fill('Only trying the demo');
  await submit.click();
  await expect(form.getByText('Confirm that you understand what is deleted.')).toBeVisible();
  await expect(password).toHaveValue(DEMO_PASSWORD);
  // A wrong password: the exchange's refusal on its field, the rest kept.
  await form.getByRole('checkbox', { name: 'I understand that my account and its history are deleted for good.' }).check();
  await password.fill('not-the-password');
  await submit.click();
  await expect(form.getByText('The password is wrong.')).toBeVisible({ timeout: 30_000 });
  await expect(reason).toHaveValue('Only trying the demo');
  await expect(password).toHaveValue('not-the-password');

  await password.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('account-menu')).toHaveCount(0);

  // Logged out for good: a settings page asks for a login, and the demo account's login is refused.
  await page.goto('/settings/general');
  await expect(page).toHaveURL(/\/auth\?redirect=/, { timeout: 60_000 });
  await logIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page.getByText('This account was deleted.')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/auth/);
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});
