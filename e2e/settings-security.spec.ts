/**
 * Issue 22, the security settings against the demo exchange in Chromium: the authenticator app turned on with a
 * TOTP the test computes from the secret the page shows (the demo checks real TOTP, mocks/ledger/auth/totp.ts), then
 * a logout and a login that asks for it; a passkey registered with Chromium's virtual authenticator, renamed and
 * deleted; an anti-phishing code set, shown (masked) in its info with its change in the history; one other session ended, then all
 * others; an application's authorisation revoked (a cancel keeps it); the withdrawal whitelist turned on and an address
 * removed from it; each state seen again after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAIL, expectSignedIn, logIn, logOut } from './support/auth';
import { expectPasskeySaved, virtualAuthenticator } from './support/passkeys';
import { totpNow } from './support/totp';

test.describe.configure({ timeout: 180_000 });

const PORT = Number(process.env.E2E_PORT ?? 4174);

/** The page signed in as the demo user (the demo's default), with the settings page loaded. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expectSignedIn(page);
}

test('turns the authenticator on with a TOTP of the secret shown, then logs in again with a TOTP', async ({ page }) => {
  await open(page, '/settings/security/2fa/authenticator-app');
  const card = page.getByRole('region', { name: 'The authenticator app is off' });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await card.getByRole('button', { name: 'Set up the authenticator' }).click();
  const secret = (await page.getByTestId('authenticator-secret').textContent({ timeout: 30_000 }))!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(page.getByRole('img', { name: 'QR code to add Meridian to your authenticator app' })).toBeVisible();

  // A wrong code is refused and kept; the TOTP of the secret turns it on.
  const code = page.getByLabel('Code from the app');
  await code.fill(totpNow(secret) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('The code is wrong or has expired.')).toBeVisible();
  await code.fill(totpNow(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'The authenticator app is on' })).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'The authenticator app is on' })).toBeVisible({ timeout: 60_000 });

  // Logged out, the password login asks for the authenticator's code; its TOTP signs in.
  await logOut(page);
  await page.goto('/auth?redirect=%2Fsettings%2Fsecurity');
  await logIn(page, DEMO_EMAIL);
  const modal = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await modal.getByLabel('Code').fill(totpNow(secret));
  await modal.getByRole('button', { name: 'Confirm' }).click();
  await expect(modal).toBeHidden({ timeout: 30_000 });
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/settings\/security$/);
});

test.describe('on localhost', () => {
  test.use({ baseURL: `http://localhost:${PORT}` });

  test('registers a passkey with the virtual authenticator, renames and deletes it', async ({ page }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await open(page, '/settings/security/2fa/passkeys');
    const passkeys = page.getByTestId('passkey');
    await expect(passkeys.first()).toBeVisible({ timeout: 60_000 });
    const before = await passkeys.count();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys).toHaveCount(before + 1, { timeout: 60_000 });
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
    await expectPasskeySaved(page);

    const added = passkeys.filter({ has: page.getByRole('heading', { name: 'This device' }) });
    await added.getByRole('button', { name: 'Rename' }).click();
    const rename = page.getByRole('form', { name: 'Rename This device' });
    await rename.getByLabel('Name').fill('Work laptop');
    await rename.getByRole('button', { name: 'Save' }).click();
    const renamed = passkeys.filter({ has: page.getByRole('heading', { name: 'Work laptop' }) });
    await expect(renamed).toBeVisible({ timeout: 30_000 });
    await page.reload();
    await expect(renamed).toBeVisible({ timeout: 60_000 });
    await expect(passkeys).toHaveCount(before + 1);

    await renamed.getByRole('button', { name: 'Delete' }).click();
    await renamed.getByRole('group', { name: 'Delete the passkey Work laptop?' }).getByRole('button', { name: 'Yes, delete' }).click();
    await expect(renamed).toHaveCount(0, { timeout: 30_000 });
    await expect(passkeys).toHaveCount(before);
    await page.reload();
    await expect(passkeys.first()).toBeVisible({ timeout: 60_000 });
    await expect(passkeys).toHaveCount(before);
    await expect(renamed).toHaveCount(0);
  });
});

test('sets an anti-phishing code and sees it in its info and history', async ({ page }) => {
  await open(page, '/settings/security/anti-phishing');
  const state = page.getByTestId('anti-phishing-state');
  await expect(state).toHaveText('You have not set an anti-phishing code.', { timeout: 60_000 });
  const field = page.getByRole('textbox', { name: 'Anti-phishing code' });
  await field.fill('no');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Use 4 to 20 letters or digits.').first()).toBeVisible();
  await expect(field).toHaveValue('no');
  await field.fill('Meridian42');
  await page.getByRole('button', { name: 'Save' }).click();
  // The info shows the code masked (its first and last character), as the exchange answers it.
  await expect(state).toHaveText('Your anti-phishing code: M********2', { timeout: 30_000 });
  const history = page.getByRole('region', { name: 'Changes' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history.getByRole('listitem').first()).toContainText('Code set');
  await page.reload();
  await expect(state).toHaveText('Your anti-phishing code: M********2', { timeout: 60_000 });
  await expect(history.getByRole('listitem').first()).toContainText('Code set');
});

test('ends one other session, then all others; the list stays so after a reload', async ({ page }) => {
  await open(page, '/settings/security/device-management');
  const sessions = page.getByTestId('session');
  await expect(sessions.first()).toBeVisible({ timeout: 60_000 });
  const current = sessions.filter({ hasText: 'This device' });
  await expect(current).toHaveCount(1);
  const total = await sessions.count();
  expect(total).toBeGreaterThanOrEqual(3);

  const other = sessions.filter({ hasNotText: 'This device' }).first();
  await other.getByRole('button', { name: 'End session' }).click();
  await other.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(sessions).toHaveCount(total - 1, { timeout: 30_000 });
  await page.reload();
  await expect(sessions.first()).toBeVisible({ timeout: 60_000 });
  await expect(sessions).toHaveCount(total - 1);

  await page.getByRole('button', { name: 'End all other sessions' }).click();
  await page.getByRole('button', { name: 'Yes, end it' }).click();
  await expect(sessions).toHaveCount(1, { timeout: 30_000 });
  await expect(current).toHaveCount(1);
  await page.reload();
  await expect(sessions.first()).toBeVisible({ timeout: 60_000 });
  await expect(sessions).toHaveCount(1);
  await expect(current).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'End all other sessions' })).toHaveCount(0);
});

test("revokes an application's authorisation: the list shrinks and stays so after a reload", async ({ page }) => {
  await open(page, '/settings/security/app-authorization');
  const apps = page.getByTestId('authorized-app');
  await expect(apps.first()).toBeVisible({ timeout: 60_000 });
  const total = await apps.count();
  expect(total).toBeGreaterThanOrEqual(2);
  const tradingView = apps.filter({ hasText: 'TradingView' });
  await expect(tradingView).toHaveCount(1);
  // A cancel keeps it.
  await tradingView.getByRole('button', { name: 'Revoke' }).click();
  await tradingView.getByRole('button', { name: 'Cancel' }).click();
  await expect(apps).toHaveCount(total);
  await tradingView.getByRole('button', { name: 'Revoke' }).click();
  await tradingView.getByRole('button', { name: 'Yes, revoke' }).click();
  await expect(page.getByText('TradingView no longer has access.')).toBeVisible({ timeout: 30_000 });
  await expect(apps).toHaveCount(total - 1);
  await expect(tradingView).toHaveCount(0);
  await page.reload();
  await expect(apps.first()).toBeVisible({ timeout: 60_000 });
  await expect(apps).toHaveCount(total - 1);
  await expect(apps.filter({ hasText: 'TradingView' })).toHaveCount(0);
  await expect(apps.filter({ hasText: 'CoinTracker' })).toHaveCount(1);
});

test('turns the withdrawal whitelist on and removes an address from it; both hold after a reload', async ({ page }) => {
  await open(page, '/settings/security/address-management');
  await expect(page.getByRole('form', { name: 'The withdrawal whitelist is off' })).toBeVisible({ timeout: 60_000 });
  const rows = page.getByRole('table', { name: 'Whitelisted addresses' }).getByRole('row').filter({ hasText: 'Ledger Nano X' });
  await expect(rows).toHaveCount(1);
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('form', { name: 'The withdrawal whitelist is on' })).toBeVisible({ timeout: 30_000 });
  await rows.getByRole('button', { name: 'Remove' }).click();
  await rows.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(page.getByText('Ledger Nano X was removed.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No saved addresses.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('form', { name: 'The withdrawal whitelist is on' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('No saved addresses.')).toBeVisible();
});
