/**
 * The auth forms on the one form approach: the contract's rules and the server's 422 land on the fields they
 * name, and what was typed stays (registration, the login's credentials and code step, forgot and reset password).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { modals } from '../../lib/modals/modal-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { forgetResetToken, storeResetToken } from '../../lib/session/reset-token';
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

// The generated mocks' config may ask for a captcha (their values are drawn); these forms are tested without one.
beforeEach(() => {
  mockServer.use(serverConfigHandler());
});

describe('registration', () => {
  it('checks the contract rules before any call, keeping what was typed', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/register', () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    await renderScreen(at('/auth/register'));
    const form = await screen.findByTestId('register-form');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'not-an-address');
    await userEvent.type(within(form).getByLabelText('Password'), 'short');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    const alerts = await within(form).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual(
      expect.arrayContaining(['Enter a valid e-mail address.', 'Use at least 8 characters.', 'This agreement is required.']),
    );
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('not-an-address');
    expect(calls).toBe(0);
  });

  it("puts the server's 422 on the e-mail field and keeps every value", async () => {
    mockServer.use(
      http.post('*/v2/register', () =>
        HttpResponse.json({ message: 'Validation failed', errors: { email: ['This e-mail is already registered.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(at('/auth/register'));
    const form = await screen.findByTestId('register-form');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'taken@meridian.example');
    await userEvent.type(within(form).getByLabelText('Password'), 'long-enough-password');
    for (const box of within(form).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe('This e-mail is already registered.'));
    const email = within(form).getByLabelText('E-mail') as HTMLInputElement;
    expect(email.value).toBe('taken@meridian.example');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('long-enough-password');
  });
});

describe('login credentials', () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the server's 422 message and keeps the e-mail and password", async () => {
    const toast = vi.spyOn(notify, 'error');
    mockServer.use(
      http.post('*/v2/login', () =>
        HttpResponse.json({ message: 'Validation failed', errors: { email: ['These credentials do not match.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(at('/auth'));
    const form = await screen.findByTestId('login-form');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'user@meridian.example');
    await userEvent.type(within(form).getByLabelText('Password'), 'a-password');
    await userEvent.click(within(form).getByTestId('login-submit'));
    await waitFor(() => expect(toast).toHaveBeenCalledWith('These credentials do not match.', undefined, { duration: 7000 }));
    expect(screen.getByTestId('login-form')).toBe(form);
    expect((within(form).getByLabelText('E-mail') as HTMLInputElement).value).toBe('user@meridian.example');
    expect((within(form).getByLabelText('Password') as HTMLInputElement).value).toBe('a-password');
  });
});

describe('forgot password', () => {
  it("puts the server's 422 on the e-mail field and keeps it", async () => {
    mockServer.use(
      http.post('*/v2/password/email', () =>
        HttpResponse.json({ message: 'Validation failed', errors: { email: ['No reset for this address now.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(at('/auth/forgot-password'));
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    await userEvent.type(email, 'user@meridian.example');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('No reset for this address now.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('user@meridian.example');
  });
});

describe('reset password', () => {
  afterEach(() => forgetResetToken());

  it('checks that the two passwords agree before any call', async () => {
    let calls = 0;
    mockServer.use(
      http.post('*/v2/password/reset', () => {
        calls++;
        return HttpResponse.json({});
      }),
    );
    storeResetToken('a-reset-token-of-the-mail');
    await renderScreen(at('/auth/reset-password'));
    await userEvent.type(await screen.findByLabelText('E-mail'), 'user@meridian.example');
    await userEvent.type(screen.getByLabelText('New password'), 'new-password-1');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'new-password-2');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The passwords do not match.'));
    expect((screen.getByLabelText('Repeat the new password') as HTMLInputElement).value).toBe('new-password-2');
    expect(calls).toBe(0);
  });

  it("puts the server's 422 on the password field and keeps every value", async () => {
    let sent: unknown;
    mockServer.use(
      http.post('*/v2/password/reset', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          { message: 'Validation failed', errors: { password: ['This password appeared in a data breach.'] } },
          { status: 422 },
        );
      }),
    );
    storeResetToken('a-reset-token-of-the-mail');
    await renderScreen(at('/auth/reset-password'));
    const email = (await screen.findByLabelText('E-mail')) as HTMLInputElement;
    const password = screen.getByLabelText('New password') as HTMLInputElement;
    const confirmation = screen.getByLabelText('Repeat the new password') as HTMLInputElement;
    await userEvent.type(email, 'user@meridian.example');
    await userEvent.type(password, 'password123');
    await userEvent.type(confirmation, 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('This password appeared in a data breach.'));
    expect(sent).toEqual({
      email: 'user@meridian.example',
      password: 'password123',
      password_confirmation: 'password123',
      token: 'a-reset-token-of-the-mail',
    });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect([email.value, password.value, confirmation.value]).toEqual(['user@meridian.example', 'password123', 'password123']);
  });
});

describe('login code step (the confirm-code modal)', () => {
  afterEach(() => modals.closeAll());

  it('keeps the code with the attempts left when the server refuses it', async () => {
    mockServer.use(
      http.post('*/v2/login', () => HttpResponse.json({ data: { userId: 7, twoFa: false, passkeys: false, deviceVerify: true } })),
      http.post('*/v2/login/confirmation', () =>
        HttpResponse.json({ message: 'Validation failed', errors: { code: ['Wrong code.'] }, data: { attemptsLeft: 2 } }, { status: 422 }),
      ),
    );
    await renderScreen(at('/auth'));
    const form = await screen.findByTestId('login-form');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'user@meridian.example');
    await userEvent.type(within(form).getByLabelText('Password'), 'a-password');
    await userEvent.click(within(form).getByTestId('login-submit'));
    const step = await screen.findByTestId('code-modal');
    const code = within(step).getByLabelText('Code') as HTMLInputElement;
    await userEvent.type(code, '12a3456');
    expect(code.value).toBe('123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).toBe('Wrong code. 2 attempts left.'));
    expect(code.value).toBe('123456');
  });
});
