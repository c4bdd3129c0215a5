/**
 * The passkey choice of the confirm-code modal, against the demo ledger: the demo user has a passkey added with its
 * key, so the password login answers `passkeys: true`. happy-dom has no WebAuthn: @simplewebauthn/browser is mocked
 * and its startAuthentication answered by a software authenticator (mocks/testing/soft-authenticator.ts), so the
 * ledger verifies a real assertion. Covered: the passkey alone (no code asked) finishes the login and the passkey
 * is marked used; a cancelled ceremony and a refused passkey are said and the modal stays; with the authenticator
 * on, the code and the passkey are both offered; a check the server fails to start says its catalogue message (1517).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockHandlers } from '../../../mocks/handlers';
import { DEMO_USER_ID } from '../../../mocks/ledger/auth/state';
import { verifyRegistration } from '../../../mocks/ledger/settings/passkeys';
import { settingsState, update } from '../../../mocks/ledger/settings/state';
import { mockExchange, mockServer } from '../../../mocks/node';
import { SoftAuthenticator, type Tampering } from '../../../mocks/testing/soft-authenticator';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { i18next } from '../../lib/i18n/i18n';
import { modals } from '../../lib/modals/modal-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { failingWith, failsInBothLanguages, spyOnErrorToasts } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';
import AuthPage from './auth-page';

const browser = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => browser);

const ledger = mockExchange.ledger;
/** Where the tests' calls go (src/testing/render.tsx): the origin and RP ID the demo ledger expects. */
const API = new URL('http://exchange.test');
const PASSKEY_ID = 9_001;
let key: SoftAuthenticator;
/** What the next ceremony does to its assertion (a test that wants it refused). */
let tampering: Tampering = {};

function at(path: string) {
  history.replaceState(null, '', path);
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/auth')}>
      <AuthPage />
    </RouteEntryContext.Provider>
  );
}

async function logIn(email = 'demo@meridian.example') {
  const form = await screen.findByTestId('login-form');
  await userEvent.type(within(form).getByLabelText('E-mail'), email);
  await userEvent.type(within(form).getByLabelText('Password'), 'demo-password');
  await userEvent.click(within(form).getByTestId('login-submit'));
  return screen.findByRole('dialog');
}

beforeEach(async () => {
  // The browser has WebAuthn (the check the choice makes before it offers a passkey).
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
  key = await SoftAuthenticator.create();
  tampering = {};
  const challenge = 'dGVzdC1yZWdpc3RyYXRpb24tY2hhbGxlbmdlLW9mLXRoZS1wYXNza2V5';
  const made = await key.register({ challenge, rp: { id: API.hostname } }, API.origin);
  const verified = await verifyRegistration(made, { challenge, origin: API.origin, rpId: API.hostname });
  if (!('ok' in verified)) throw new Error(verified.error);
  update(ledger, (s) => {
    s.passkeys = s.passkeys.filter((p) => p.id !== PASSKEY_ID);
    s.passkeys.push({
      id: PASSKEY_ID,
      name: 'Soft key',
      transports: ['internal'],
      createdAt: ledger.now(),
      userId: DEMO_USER_ID,
      ...verified.ok,
    });
    s.twoFactor = { enabled: false, secret: null, pendingSecret: null };
  });
  browser.startAuthentication.mockImplementation(({ optionsJSON }) => key.authenticate(optionsJSON, API.origin, tampering));
  mockExchange.logout();
  mockServer.use(...mockHandlers(mockExchange));
});
afterEach(() => {
  modals.closeAll();
  vi.unstubAllGlobals();
  browser.startAuthentication.mockReset();
  update(ledger, (s) => {
    s.passkeys = s.passkeys.filter((p) => p.id !== PASSKEY_ID);
    s.twoFactor = { enabled: false, secret: null, pendingSecret: null };
  });
});

describe('passkey login in the confirm-code modal', () => {
  it('asks only for the passkey, and its assertion finishes the login and marks it used', async () => {
    await renderScreen(at('/auth'));
    const dialog = await logIn();
    expect(screen.getByRole('dialog', { name: 'Confirm with a passkey' })).toBe(dialog);
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    const use = within(dialog).getByRole('button', { name: 'Use a passkey' });
    expect(document.activeElement).toBe(use);

    const before = ledger.now();
    await userEvent.click(use);
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(browser.startAuthentication).toHaveBeenCalledTimes(1);
    const { optionsJSON } = browser.startAuthentication.mock.calls[0]![0] as { optionsJSON: { allowCredentials: { id: string }[] } };
    expect(optionsJSON.allowCredentials.map((c) => c.id)).toEqual([key.id]);
    expect(settingsState(ledger).passkeys.find((p) => p.id === PASSKEY_ID)?.lastUsedAt).toBeGreaterThanOrEqual(before);
  });

  it('says so when the ceremony is cancelled or the passkey refused, and stays open', async () => {
    await renderScreen(at('/auth'));
    const dialog = await logIn();
    browser.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('The operation either timed out or was not allowed.'), { name: 'NotAllowedError' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No passkey was used. You can try again.');
    expect(mockExchange.isLoggedIn()).toBe(false);

    tampering = { signOtherData: true };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('The passkey was not accepted. 2 attempts left.'));
    expect(mockExchange.isLoggedIn()).toBe(false);
    expect(screen.getByRole('dialog')).toBe(dialog);

    tampering = {};
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
  });

  it('offers the passkey beside the code when the authenticator is on', async () => {
    update(ledger, (s) => void (s.twoFactor = { enabled: true, secret: 'JBSWY3DPEHPK3PXP', pendingSecret: null }));
    await renderScreen(at('/auth'));
    const dialog = await logIn();
    expect(screen.getByRole('dialog', { name: 'Two-factor authentication' })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Code'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
  });

  it('offers no passkey to a device confirmation', async () => {
    await renderScreen(at('/auth'));
    const dialog = await logIn('device@meridian.example');
    expect(within(dialog).queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });
});

describe('the passkey check the server fails to start', () => {
  const spy = spyOnErrorToasts(mockServer);

  it('1517: says the catalogue message in en and tr, and the modal stays open', async () => {
    await failsInBothLanguages(spy, ErrorCode.FailedToStartPasskeyAuthentication, async (locale) => {
      mockExchange.logout();
      mockServer.use(...mockHandlers(mockExchange));
      await renderScreen(at('/auth'), { locale });
      const form = await screen.findByTestId('login-form');
      await userEvent.type(form.querySelector<HTMLInputElement>('input[type="email"]')!, 'demo@meridian.example');
      await userEvent.type(form.querySelector<HTMLInputElement>('input[type="password"]')!, 'demo-password');
      await userEvent.click(within(form).getByTestId('login-submit'));
      const dialog = await screen.findByRole('dialog');
      mockServer.use(failingWith('POST', '/v2/settings/passkeys/authentication/start', ErrorCode.FailedToStartPasskeyAuthentication));
      await userEvent.click(within(dialog).getByRole('button', { name: i18next.t('auth:passkeyLogin.use') }));
      await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
      expect(screen.getByRole('dialog')).toBe(dialog);
      expect(mockExchange.isLoggedIn()).toBe(false);
      modals.closeAll();
    });
  });
});
