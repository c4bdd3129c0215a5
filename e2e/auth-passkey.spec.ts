/**
 * Passkeys in Chromium against the demo (issue 19), with the browser's real WebAuthn ceremony answered by Chromium's
 * virtual authenticator (CDP WebAuthn.addVirtualAuthenticator): a passkey added in /settings/security/2fa/passkeys
 * is listed; after a logout, the password login asks for it in the confirm-code modal, "Use a passkey" signs in,
 * and the list shows the passkey as used. The demo exchange verifies the attestation and the assertion
 * (mocks/ledger/settings/passkeys.ts) for the page's origin and RP ID.
 *
 * WebAuthn refuses an IP address as RP ID, so these pages are opened at http://localhost:<port> (the preview server
 * listens on 127.0.0.1, which Chromium reaches as localhost); at http://127.0.0.1:<port> the page says where to go.
 */
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, expectSignedIn, logIn, logOut } from './support/auth';
import { expectPasskeySaved, virtualAuthenticator } from './support/passkeys';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const PASSKEYS = '/settings/security/2fa/passkeys';

test.describe('on localhost', () => {
  test.use({ baseURL: `http://localhost:${PORT}` });

  test('a passkey added in the settings logs in after the password, and is listed as used', async ({ page }) => {
    // Two page loads, two ceremonies and their checks: more than one page's ceiling on a busy machine.
    test.setTimeout(240_000);
    const { cdp, authenticatorId } = await virtualAuthenticator(page);

    // Signed in as the demo user (the demo's default): add a passkey.
    await page.goto(PASSKEYS);
    await expectSignedIn(page);
    const passkeys = page.getByTestId('passkey');
    await expect(passkeys.first()).toBeVisible({ timeout: 60_000 });
    const before = await passkeys.count();
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys).toHaveCount(before + 1, { timeout: 60_000 });
    const added = passkeys.filter({ has: page.getByRole('heading', { name: 'This device' }) });
    await expect(added).toBeVisible();
    await expect(added).not.toContainText('last used');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    // The ledger keeps the passkey's key: the next page load sees it.
    await expectPasskeySaved(page);

    // Logged out, the password login asks for the passkey; the virtual authenticator signs.
    await logOut(page);
    await page.goto('/auth');
    await logIn(page, DEMO_EMAIL);
    const modal = page.getByRole('dialog', { name: 'Confirm with a passkey' });
    await expect(modal).toBeVisible({ timeout: 30_000 });
    const use = modal.getByRole('button', { name: 'Use a passkey' });
    await expect(use).toBeFocused();
    await use.click();
    await expect(modal).toBeHidden({ timeout: 60_000 });
    await expectSignedIn(page);

    // The list shows it used.
    await page.goto(PASSKEYS);
    await expect(added).toBeVisible({ timeout: 60_000 });
    await expect(added).toContainText('last used');
    const [credential] = (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
    expect(credential?.signCount).toBeGreaterThan(0);
  });
});

test('on an IP address, the passkey page says to open localhost', async ({ page }) => {
  await page.goto(PASSKEYS);
  await expectSignedIn(page);
  await expect(page.getByTestId('passkey-ip-host')).toHaveText(
    `Passkeys do not work on an IP address. Open http://localhost:${PORT}${PASSKEYS} to add one.`,
  );
  await expect(page.getByRole('button', { name: 'Add a passkey' })).toHaveCount(0);
});
