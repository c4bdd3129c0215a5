/**
 * Google and Apple sign-in against the demo ledger (src/lib/auth/third-party.ts, ./third-party.tsx): the buttons
 * follow the config's flags; the provider's answer leaves the address at once and its state and token are checked;
 * a new e-mail goes to the consent page with the token kept out of the URL, and the consent creates the account (an
 * unknown referral code said on its field); an
 * existing account without the provider is linked with its password; a second factor opens the code modal.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoIdentityToken } from '../../../mocks/demo-provider';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { keptThirdPartyToken } from '../../lib/auth/third-party';
import { modals } from '../../lib/modals/modal-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { currentRouter, renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import AuthPage from './auth-page';

function at(path: string, entry = path.replace(/[?#].*$/, '')) {
  history.replaceState(null, '', path);
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === entry)}>
      <AuthPage />
    </RouteEntryContext.Provider>
  );
}

/** The page comes back from the provider with its answer in the fragment, for a round trip this tab started. */
function back(provider: 'google' | 'apple', email: string, { state = 'state-of-this-tab-1', kept = 'state-of-this-tab-1' } = {}) {
  sessionStorage.setItem('third-party:state', JSON.stringify({ state: kept, provider, purpose: 'login' }));
  return at(`/auth?provider=${provider}#id_token=${demoIdentityToken(provider, email)}&state=${state}`, '/auth');
}

beforeEach(() => {
  sessionStorage.clear();
  mockExchange.logout();
  mockServer.use(...mockHandlers(mockExchange));
});
afterEach(() => {
  modals.closeAll();
});

describe('third-party buttons', () => {
  it('shows Google and Apple when the config enables them', async () => {
    await renderScreen(at('/auth'));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy();
  });

  it('hides a provider whose flag is hidden or missing', async () => {
    mockServer.use(serverConfigHandler({ features: { OauthGoogleLogin: { enabled: true, hide: true } } }));
    await renderScreen(at('/auth/register'));
    await screen.findByTestId('register-form');
    await waitFor(() => expect(screen.queryByTestId('third-party-google')).toBeNull());
    expect(screen.queryByTestId('third-party-apple')).toBeNull();
  });
});

describe('the provider comes back', () => {
  it('refuses an answer with another state, and takes the fragment out of the address', async () => {
    await renderScreen(back('google', 'someone@example.com', { state: 'another-state-xyz' }));
    expect((await screen.findByTestId('third-party-error')).textContent).toBe(
      'This sign-in answer is not the one this page asked for. Start again.',
    );
    expect(location.hash).toBe('');
  });

  it('refuses a token without an e-mail', async () => {
    sessionStorage.setItem('third-party:state', JSON.stringify({ state: 'state-of-this-tab-1', provider: 'google', purpose: 'login' }));
    const payload = btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '');
    await renderScreen(at(`/auth?provider=google#id_token=eyJhbGciOiJub25lIn0.${payload}.c2ln&state=state-of-this-tab-1`, '/auth'));
    expect((await screen.findByTestId('third-party-error')).textContent).toBe('Invalid email');
  });

  it('sends a new e-mail to the consent page, the token kept out of the URL, and the consent signs in', async () => {
    await renderScreen(back('google', 'fresh.person@example.com'));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/auth/register/consent'));
    expect(currentRouter().state.location.href).toBe('/auth/register/consent?provider=google');
    expect(keptThirdPartyToken()?.email).toBe('fresh.person@example.com');

    await renderScreen(at('/auth/register/consent?provider=google'));
    const form = await screen.findByTestId('third-party-consent');
    expect(form.textContent).toContain('fresh.person@example.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Accept and create the account' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This agreement is required.');
    for (const box of within(form).getAllByRole('checkbox')) await userEvent.click(box);
    // A referral code the server does not know: its words on the field, what was typed kept.
    const referral = within(form).getByLabelText(/referral/i) as HTMLInputElement;
    await userEvent.type(referral, 'NOSUCHCODE');
    await userEvent.click(within(form).getByRole('button', { name: 'Accept and create the account' }));
    expect(await within(form).findByText('The referral code does not exist.')).toBeTruthy();
    expect(referral.value).toBe('NOSUCHCODE');
    await userEvent.clear(referral);
    await userEvent.click(within(form).getByRole('button', { name: 'Accept and create the account' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/trade/BTC-USDT'));
    expect(keptThirdPartyToken()).toBeUndefined();
    expect(mockExchange.isLoggedIn()).toBe(true);
  });

  it('links an existing account without the provider with its password', async () => {
    await renderScreen(back('apple', 'demo@meridian.example'));
    const form = await screen.findByTestId('third-party-link');
    expect(form.textContent).toContain('demo@meridian.example');
    const password = within(form).getByLabelText('Password') as HTMLInputElement;
    await userEvent.type(password, 'wrong-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Link and sign in' }));
    expect(await within(form).findByText('The password is wrong.')).toBeTruthy();
    expect(password.value).toBe('wrong-password');
    await userEvent.clear(password);
    await userEvent.type(password, 'demo-password');
    await userEvent.click(within(form).getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/trade/BTC-USDT'));
    expect(mockExchange.isLoggedIn()).toBe(true);
  });

  it('opens the code modal when the account asks for a second factor', async () => {
    mockServer.use(
      http.post('*/v2/login/third-party', () =>
        HttpResponse.json({ data: { userId: 7, twoFa: true, passkeys: false, deviceVerify: false, consent: false, connection: false } }),
      ),
    );
    await renderScreen(back('google', 'demo@meridian.example'));
    expect(await screen.findByRole('dialog', { name: 'Two-factor authentication' })).toBeTruthy();
  });
});
