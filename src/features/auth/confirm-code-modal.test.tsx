/**
 * The login's code step in the confirm-code modal, against the demo ledger (device@ asks for the e-mailed code,
 * 123456, and 2fa@ for the authenticator's, a real TOTP of the demo's key): a wrong code keeps what was typed with the attempts left, a pasted code is taken, "send a new
 * code" calls POST /v2/login/code and starts its cooldown, 123456 logs in and goes to the `redirect` return path,
 * Cancel closes the modal and gives focus back.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentTotp } from '../../../mocks/ledger/auth/totp';
import { mockHandlers } from '../../../mocks/handlers';
import { mockExchange, mockServer } from '../../../mocks/node';
import { modals } from '../../lib/modals/modal-store';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { currentRouter, renderScreen } from '../../testing/render';
import AuthPage from './auth-page';

function at(path: string) {
  history.replaceState(null, '', path);
  return (
    <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/auth')}>
      <AuthPage />
    </RouteEntryContext.Provider>
  );
}

async function logIn(email: string) {
  const form = await screen.findByTestId('login-form');
  await userEvent.type(within(form).getByLabelText('E-mail'), email);
  await userEvent.type(within(form).getByLabelText('Password'), 'demo-password');
  await userEvent.click(within(form).getByTestId('login-submit'));
  return screen.findByRole('dialog');
}

beforeEach(() => {
  mockExchange.logout();
  mockServer.use(...mockHandlers(mockExchange));
});
afterEach(() => {
  modals.closeAll();
  mockServer.events.removeAllListeners();
});

describe('confirm-code modal', () => {
  it('opens for a new device, named by its title, with focus on the code', async () => {
    await renderScreen(at('/auth'));
    const dialog = await logIn('device@meridian.example');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Confirm this device' })).toBe(dialog);
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Code'));
  });

  it('keeps a wrong code with the attempts left, and a short code with the rule message', async () => {
    await renderScreen(at('/auth'));
    const dialog = await logIn('device@meridian.example');
    const code = within(dialog).getByLabelText('Code') as HTMLInputElement;
    await userEvent.type(code, '123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Enter the 6-digit code.'));
    expect(code.value).toBe('123');
    await userEvent.type(code, '999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toMatch(/^Wrong code\. \d+ attempts? left\.$/));
    expect(code.value).toBe('123999');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('sends a new code with sendLoginCode and waits out its cooldown', async () => {
    let sent = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/v2/login/code') sent++;
    });
    await renderScreen(at('/auth'));
    const dialog = await logIn('device@meridian.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    const again = await within(dialog).findByRole('button', { name: /^Send a new code in \d+ seconds$/ });
    expect(again.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByRole('status').textContent).toMatch(/^We sent a new code to d\*+e@meridian\.example\.$/);
    expect(sent).toBe(1);
  });

  it('logs in with a pasted 123456 and goes to the redirect return path', async () => {
    await renderScreen(at('/auth?redirect=%2Fbalance%2Fmain'));
    const dialog = await logIn('device@meridian.example');
    const code = within(dialog).getByLabelText('Code') as HTMLInputElement;
    await userEvent.click(code);
    await userEvent.paste('123 456');
    expect(code.value).toBe('123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/balance/main'));
    expect(mockExchange.isLoggedIn()).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("asks the authenticator's code of a 2FA login and takes the current TOTP of the demo's key", async () => {
    await renderScreen(at('/auth?redirect=%2Fbalance%2Fmain'));
    const dialog = await logIn('2fa@meridian.example');
    expect(screen.getByRole('dialog', { name: 'Two-factor authentication' })).toBe(dialog);
    expect(within(dialog).queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Code'), currentTotp(mockExchange.ledger));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/balance/main'));
    expect(mockExchange.isLoggedIn()).toBe(true);
  });

  it('closes on Cancel and gives focus back to the login button', async () => {
    await renderScreen(at('/auth'));
    const dialog = await logIn('device@meridian.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('login-submit'));
  });
});
