/**
 * The auth forms on the one form approach: the contract's rules and the server's 422 land on the fields they
 * name, and what was typed stays (registration, the login's code step).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
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

describe('login code step', () => {
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
    const step = await screen.findByTestId('code-step');
    const code = within(step).getByLabelText('Code') as HTMLInputElement;
    await userEvent.type(code, '12a3456');
    expect(code.value).toBe('123456');
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(step).getByRole('alert').textContent).toBe('Wrong code. 2 attempts left.'));
    expect(code.value).toBe('123456');
  });
});
