/**
 * Passkeys inside the mobile app's webview, in Chromium against the demo (issue 19): the page does not run WebAuthn
 * itself but asks the app through the webview bridge (passkey-create, passkey-get). The app is played by an init
 * script that does what the native app does: it runs the platform's passkey ceremony (here the browser's WebAuthn,
 * answered by Chromium's virtual authenticator) on the options it is given and answers the credential's JSON. A
 * passkey added this way is verified by the demo exchange, and the next login in the webview signs in with it.
 */
import { expect, test } from '@playwright/test';
import { DEMO_EMAIL, logIn, logOut } from './support/auth';
import { expectPasskeySaved, virtualAuthenticator } from './support/passkeys';

const PORT = Number(process.env.E2E_PORT ?? 4174);
const PASSKEYS = '/settings/security/2fa/passkeys';

test.use({ baseURL: `http://localhost:${PORT}` });

test('in the webview the app adds the passkey and signs the login with it, through the bridge', async ({ page }) => {
  test.setTimeout(240_000);
  await virtualAuthenticator(page);
  // The native app: takes the page's requests, runs the ceremony, answers with the credential's JSON.
  await page.addInitScript(() => {
    const requests: string[] = [];
    (window as unknown as { __appRequests: string[] }).__appRequests = requests;
    const answer = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(data) }));
    (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
      postMessage(message: string) {
        const request = JSON.parse(message) as { type: string; id: string; options: never };
        requests.push(request.type);
        const credentials = navigator.credentials;
        const PKC = PublicKeyCredential as unknown as {
          parseCreationOptionsFromJSON(json: unknown): CredentialCreationOptions['publicKey'];
          parseRequestOptionsFromJSON(json: unknown): CredentialRequestOptions['publicKey'];
        };
        const ceremony =
          request.type === 'passkey-create'
            ? credentials.create({ publicKey: PKC.parseCreationOptionsFromJSON(request.options) })
            : request.type === 'passkey-get'
              ? credentials.get({ publicKey: PKC.parseRequestOptionsFromJSON(request.options) })
              : undefined;
        if (request.type === 'passkey-check') answer({ type: 'passkey-check-result', id: request.id, available: true });
        void ceremony?.then(
          (credential) =>
            answer({ type: `${request.type}-result`, id: request.id, credential: (credential as PublicKeyCredential).toJSON() }),
          (error: Error) =>
            answer({ type: `${request.type}-result`, id: request.id, error: error.name === 'NotAllowedError' ? 'cancelled' : error.name }),
        );
      },
    };
  });
  const appRequests = () => page.evaluate(() => (window as unknown as { __appRequests: string[] }).__appRequests);

  // The app opens the settings with webview=true (the visit stays marked as the app's).
  await page.goto(`${PASSKEYS}?webview=true`);
  const passkeys = page.getByTestId('passkey');
  await expect(passkeys.first()).toBeVisible({ timeout: 60_000 });
  const before = await passkeys.count();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys).toHaveCount(before + 1, { timeout: 60_000 });
  expect(await appRequests()).toContain('passkey-create');
  await expectPasskeySaved(page);

  // Logged out, the webview's login asks the app for the passkey.
  await logOut(page);
  await page.goto('/auth?redirect=%2Fbalance');
  await logIn(page, DEMO_EMAIL);
  const modal = page.getByRole('dialog', { name: 'Confirm with a passkey' });
  await expect(modal).toBeVisible({ timeout: 60_000 });
  await modal.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).toHaveURL(/\/balance$/, { timeout: 60_000 });
  expect(await appRequests()).toContain('passkey-get');
});
