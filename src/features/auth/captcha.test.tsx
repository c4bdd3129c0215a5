/**
 * Captcha-protected buttons against the demo ledger, with the demo's Geetest stand-in as the page's initGeetest
 * (mocks/demo-captcha.ts): the captcha@ persona's login gets 1003, the captcha is shown and its answer sent with the
 * retry, which signs in; a closed captcha says so and sends nothing more; a region that enables the captcha shows it
 * before the first call; the registration's and the password reset's requests are guarded alike.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installDemoGeetest } from '../../../mocks/demo-captcha';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { modals } from '../../lib/modals/modal-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { notify } from '../../lib/toast/toast';
import { serverConfigHandler } from '../../testing/server-config';
import { renderScreen } from '../../testing/render';
import AuthPage from './auth-page';

function at(path: string) {
  history.replaceState(null, '', path);
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>
      <AuthPage />
    </RouteEntryContext.Provider>
  );
}

/** Every request body each call of `path` carried. */
function bodiesOf(path: string): unknown[] {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function logInAs(email: string) {
  const form = await screen.findByTestId('login-form');
  await userEvent.type(within(form).getByLabelText('E-mail'), email);
  await userEvent.type(within(form).getByLabelText('Password'), 'demo-password');
  await userEvent.click(within(form).getByTestId('login-submit'));
}

const captchaDialog = () => screen.findByRole('dialog', { name: 'Security check' });

beforeEach(() => {
  installDemoGeetest();
  mockExchange.ledger.reset();
  mockExchange.logout();
  mockServer.use(...mockHandlers(mockExchange));
});
afterEach(() => {
  modals.closeAll();
  mockServer.events.removeAllListeners();
  vi.restoreAllMocks();
  delete (globalThis as { initGeetest?: unknown }).initGeetest;
});

describe('captcha', () => {
  it('shows the captcha after a low score (1003) and signs in with its answer', async () => {
    const bodies = bodiesOf('/v2/login');
    await renderScreen(at('/auth'));
    await logInAs('captcha@meridian.example');
    const dialog = await captchaDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).not.toHaveProperty('captcha');
    expect(bodies[1]).toMatchObject({ captcha: { provider: 'geetest', geetest_seccode: expect.stringMatching(/\|jordan$/) } });
    expect(screen.queryByRole('dialog', { name: 'Security check' })).toBeNull();
  });

  it('says so when the captcha is closed, and keeps what was typed', async () => {
    const toast = vi.spyOn(notify, 'error');
    const bodies = bodiesOf('/v2/login');
    await renderScreen(at('/auth'));
    await logInAs('captcha@meridian.example');
    await userEvent.click(within(await captchaDialog()).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith('Please complete the captcha check.', 'The security check was closed: complete it to continue.', {
        duration: 7000,
        id: 'captcha',
      }),
    );
    expect(bodies).toHaveLength(1);
    expect(mockExchange.isLoggedIn()).toBe(false);
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('captcha@meridian.example');
  });

  it('asks first where the region enables the captcha', async () => {
    mockServer.use(serverConfigHandler({ captcha: { provider: 'geetest', enabled: true } }));
    const bodies = bodiesOf('/v2/login');
    await renderScreen(at('/auth'));
    await logInAs('demo@meridian.example');
    const dialog = await captchaDialog();
    expect(bodies).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toHaveProperty('captcha.provider', 'geetest');
  });

  it('leaves the captcha to the server where this build cannot show one (no Geetest script, as against Prism)', async () => {
    delete (globalThis as { initGeetest?: unknown }).initGeetest;
    mockServer.use(serverConfigHandler({ captcha: { provider: 'geetest', enabled: true } }));
    const bodies = bodiesOf('/v2/login');
    await renderScreen(at('/auth'));
    await logInAs('demo@meridian.example');
    await waitFor(() => expect(mockExchange.isLoggedIn()).toBe(true));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('captcha');
  });

  it('guards the password reset e-mail of the persona', async () => {
    const bodies = bodiesOf('/v2/password/email');
    await renderScreen(at('/auth/forgot-password'));
    await userEvent.type(await screen.findByLabelText('E-mail'), 'captcha@meridian.example');
    await userEvent.click(screen.getByRole('button', { name: /send/i }));
    await userEvent.click(within(await captchaDialog()).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toHaveProperty('captcha.provider', 'geetest');
  });
});
