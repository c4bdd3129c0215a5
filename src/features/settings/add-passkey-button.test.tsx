/**
 * Adding a passkey in /settings/security/2fa/passkeys against the demo ledger: happy-dom has no WebAuthn, so
 * @simplewebauthn/browser is mocked and its startRegistration answered by a software authenticator
 * (mocks/testing/soft-authenticator.ts); the ledger verifies the attestation and lists the passkey. A cancelled
 * ceremony adds nothing. In the mobile app's webview the app makes the passkey through the bridge.
 */
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHandlers } from '../../../mocks/handlers';
import { settingsState } from '../../../mocks/ledger/settings/state';
import { mockExchange, mockServer } from '../../../mocks/node';
import { SoftAuthenticator } from '../../../mocks/testing/soft-authenticator';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { PasskeysScreen } from './passkeys-screen';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

/** Where the tests' calls go (src/testing/render.tsx): the origin the demo ledger expects. */
const API_ORIGIN = 'http://exchange.test';
const PATH = '/settings/security/2fa/passkeys';
let key: SoftAuthenticator;

const screenAt = () => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === PATH)}>
    <PasskeysScreen />
  </RouteEntryContext.Provider>
);
const names = () => screen.queryAllByTestId('passkey').map((p) => p.textContent ?? '');

beforeEach(async () => {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  key = await SoftAuthenticator.create();
  browser.startRegistration.mockImplementation(({ optionsJSON }) => key.register(optionsJSON, API_ORIGIN));
  mockExchange.login();
  mockServer.use(...mockHandlers(mockExchange));
});
afterEach(() => {
  vi.unstubAllGlobals();
  browser.startRegistration.mockReset();
});

describe('add a passkey', () => {
  it('runs startRegistration on the options and lists the verified passkey', async () => {
    await renderScreen(screenAt(), { path: PATH });
    await waitFor(() => expect(names()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(names()).toHaveLength(2));
    expect(names()[1]).toMatch(/^This device/);
    const { optionsJSON } = browser.startRegistration.mock.calls[0]![0] as { optionsJSON: { rp: { id: string } } };
    expect(optionsJSON.rp.id).toBe('exchange.test');
    expect(settingsState(mockExchange.ledger).passkeys.at(-1)).toMatchObject({ credentialId: key.id, publicKey: expect.any(String) });
  });

  it('adds nothing when the ceremony is cancelled', async () => {
    browser.startRegistration.mockRejectedValueOnce(Object.assign(new Error('Not allowed.'), { name: 'NotAllowedError' }));
    await renderScreen(screenAt(), { path: PATH });
    await waitFor(() => expect(names().length).toBeGreaterThan(0));
    const count = names().length;
    const button = screen.getByRole('button', { name: 'Add a passkey' });
    await userEvent.click(button);
    await waitFor(() => expect(browser.startRegistration).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
    expect(names()).toHaveLength(count);
  });

  it("has the mobile app make the passkey in its webview (the bridge's passkey-create), not the browser", async () => {
    // No WebAuthn in this webview: the app answers the page's request with the attestation of its own authenticator.
    vi.stubGlobal('PublicKeyCredential', undefined);
    const requests: { type: string; id: string }[] = [];
    vi.stubGlobal('ReactNativeWebView', {
      postMessage: (message: string) => {
        const request = JSON.parse(message) as { type: string; id: string; options: Parameters<SoftAuthenticator['register']>[0] };
        requests.push(request);
        if (request.type !== 'passkey-create') return;
        void key
          .register(request.options, API_ORIGIN)
          .then((credential) =>
            window.dispatchEvent(
              new MessageEvent('message', { data: JSON.stringify({ type: 'passkey-create-result', id: request.id, credential }) }),
            ),
          );
      },
    });
    await renderScreen(screenAt(), { path: PATH });
    await waitFor(() => expect(names().length).toBeGreaterThan(0));
    const count = names().length;
    await userEvent.click(screen.getByRole('button', { name: 'Add a passkey' }));
    await waitFor(() => expect(names()).toHaveLength(count + 1));
    expect(requests.map((r) => r.type)).toEqual(['passkey-create']);
    expect(browser.startRegistration).not.toHaveBeenCalled();
    expect(settingsState(mockExchange.ledger).passkeys.at(-1)).toMatchObject({ credentialId: key.id });
  });
});
