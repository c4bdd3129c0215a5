/**
 * The security forms (password, anti-phishing code, authenticator, whitelist, passkey names): the contract's
 * rules and the forms' own checks stop a submit with the message on the field, and a 422's field errors land on
 * their fields with everything typed kept.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGenerateTwoFactorSecretMockHandler,
  getGetAntiPhishingInfoMockHandler,
  getGetWhitelistMockHandler,
  getListAntiPhishingHistoryMockHandler,
  getListPasskeysMockHandler,
} from '../../../generated/api/settings/settings.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { AddressManagementScreen } from './address-management-screen';
import { AntiPhishingScreen } from './anti-phishing-screen';
import { AuthenticatorScreen } from './authenticator-screen';
import { ChangePasswordScreen } from './change-password-screen';
import { CreatePasswordScreen } from './create-password-screen';
import { PasskeysScreen } from './passkeys-screen';
import type { SettingsUser } from './settings-data';

function settings(flags: Partial<SettingsUser['flags']>) {
  const mock = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({ data: { ...mock.data, user: { ...mock.data.user, flags: { ...mock.data.user.flags, ...flags } } } });
}

const inRoute = (path: string, ui: React.ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

/** Records the bodies a POST sends and answers each with a 422 carrying `errors`. */
function rejecting(path: string, errors: Record<string, string[]>) {
  const bodies: unknown[] = [];
  mockServer.use(
    http.post(path, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'Validation failed', errors }, { status: 422 });
    }),
  );
  return bodies;
}

const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;
const alerts = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('alert')
    .map((a) => a.textContent);

describe('password form', () => {
  it('checks length and the repeat before sending, then puts a 422 on the current password keeping every field', async () => {
    mockServer.use(settings({ isPasswordCreateEnabled: false, isTwoFactorEnabled: true }));
    const bodies = rejecting('*/v2/settings/password', { currentPassword: ['The current password is wrong.'] });
    await renderScreen(inRoute('/settings/security/change-password', <ChangePasswordScreen />));
    const form = await screen.findByRole('form', { name: 'Change your password' });

    await userEvent.type(input(form, 'Current password'), 'old-secret-1');
    await userEvent.type(input(form, 'New password'), 'short');
    await userEvent.type(input(form, 'Repeat the new password'), 'short');
    await userEvent.type(input(form, 'Authenticator code'), '123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(alerts(form)).toEqual(['Use 8 to 128 characters.', 'Use at least 8 characters.', 'Enter the 6-digit code.']);

    await userEvent.clear(input(form, 'New password'));
    await userEvent.type(input(form, 'New password'), 'new-secret-2');
    await userEvent.clear(input(form, 'Repeat the new password'));
    await userEvent.type(input(form, 'Repeat the new password'), 'new-secret-3');
    await userEvent.clear(input(form, 'Authenticator code'));
    await userEvent.type(input(form, 'Authenticator code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['The passwords do not match.']));
    expect(bodies).toEqual([]);

    await userEvent.clear(input(form, 'Repeat the new password'));
    await userEvent.type(input(form, 'Repeat the new password'), 'new-secret-2');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['The current password is wrong.']));
    expect(bodies).toEqual([
      { currentPassword: 'old-secret-1', password: 'new-secret-2', password_confirmation: 'new-secret-2', totp: '123456' },
    ]);
    expect(input(form, 'Current password').getAttribute('aria-invalid')).toBe('true');
    expect(input(form, 'Current password').value).toBe('old-secret-1');
    expect(input(form, 'New password').value).toBe('new-secret-2');
    expect(input(form, 'Repeat the new password').value).toBe('new-secret-2');
    expect(input(form, 'Authenticator code').value).toBe('123456');
  });

  it('creating one sends only the two passwords and puts a 422 on the new one, keeping it', async () => {
    mockServer.use(settings({ isPasswordCreateEnabled: true }));
    const bodies = rejecting('*/v2/settings/password/create', { password: ['This password has appeared in a data breach.'] });
    await renderScreen(inRoute('/settings/security/create-password', <CreatePasswordScreen />));
    const form = await screen.findByRole('form', { name: 'Create a password' });
    expect(within(form).queryByLabelText('Current password')).toBeNull();

    await userEvent.type(input(form, 'New password'), 'password123');
    await userEvent.type(input(form, 'Repeat the new password'), 'password123');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['This password has appeared in a data breach.']));
    expect(bodies).toEqual([{ password: 'password123', password_confirmation: 'password123' }]);
    expect(input(form, 'New password').getAttribute('aria-invalid')).toBe('true');
    expect(input(form, 'New password').value).toBe('password123');
    expect(input(form, 'Repeat the new password').value).toBe('password123');
  });
});

describe('anti-phishing form', () => {
  beforeEach(() =>
    mockServer.use(
      settings({ isTwoFactorEnabled: true }),
      getGetAntiPhishingInfoMockHandler({ data: { enabled: false, code: null } }),
      getListAntiPhishingHistoryMockHandler({ data: [] }),
    ),
  );

  it("checks the contract's code rule, then puts a 422 on the code keeping it and the authenticator code", async () => {
    const bodies = rejecting('*/v2/settings/anti-phishing', { code: ['You used this code before.'] });
    await renderScreen(inRoute('/settings/security/anti-phishing', <AntiPhishingScreen />));
    const form = await screen.findByRole('form', { name: 'Set a new code' });

    await userEvent.type(input(form, 'Anti-phishing code'), 'ab!');
    await userEvent.type(input(form, 'Authenticator code'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(alerts(form)).toEqual(['Use 4 to 20 letters or digits.', 'Enter the 6-digit code.']);

    await userEvent.clear(input(form, 'Anti-phishing code'));
    await userEvent.type(input(form, 'Anti-phishing code'), 'Meridian42');
    await userEvent.type(input(form, 'Authenticator code'), '3456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['You used this code before.']));
    expect(bodies).toEqual([{ code: 'Meridian42', totp: '123456' }]);
    expect(input(form, 'Anti-phishing code').getAttribute('aria-invalid')).toBe('true');
    expect(input(form, 'Anti-phishing code').value).toBe('Meridian42');
    expect(input(form, 'Authenticator code').value).toBe('123456');
  });
});

describe('authenticator form', () => {
  it('turning it on sends the new secret with the code; a 422 lands on the code and keeps it', async () => {
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    mockServer.use(
      settings({ isTwoFactorEnabled: false }),
      getGenerateTwoFactorSecretMockHandler({ data: { secret, otpauthUri: `otpauth://totp/Meridian?secret=${secret}` } }),
    );
    const bodies = rejecting('*/v2/settings/2fa/toggle', { totp: ['The code is wrong.'] });
    await renderScreen(inRoute('/settings/security/2fa/authenticator-app', <AuthenticatorScreen />));
    await userEvent.click(await screen.findByRole('button', { name: 'Set up the authenticator' }));
    expect((await screen.findByTestId('authenticator-secret')).textContent).toBe(secret);
    const code = screen.getByLabelText('Code from the app') as HTMLInputElement;

    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByRole('alert').textContent).toBe('This field is required.');
    await userEvent.type(code, '12a');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the 6-digit code.');
    expect(bodies).toEqual([]);

    await userEvent.clear(code);
    await userEvent.type(code, '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The code is wrong.'));
    expect(bodies).toEqual([{ enable: true, totp: '654321', secret }]);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(code.value).toBe('654 321');
    // Still the same step: the secret is not lost either.
    expect(screen.getByTestId('authenticator-secret').textContent).toBe(secret);
  });
});

describe('whitelist form', () => {
  it('puts a 422 on the authenticator code and keeps it', async () => {
    mockServer.use(settings({ isTwoFactorEnabled: true }), getGetWhitelistMockHandler({ data: { enabled: false, addresses: [] } }));
    const bodies = rejecting('*/v2/settings/whitelist', { totp: ['The code has expired.'] });
    await renderScreen(inRoute('/settings/security/address-management', <AddressManagementScreen />));
    const form = await screen.findByRole('form', { name: 'The withdrawal whitelist is off' });
    await userEvent.type(input(form, 'Authenticator code'), '111222');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(alerts(form)).toEqual(['The code has expired.']));
    expect(bodies).toEqual([{ enabled: true, totp: '111222' }]);
    expect(input(form, 'Authenticator code').getAttribute('aria-invalid')).toBe('true');
    expect(input(form, 'Authenticator code').value).toBe('111222');
  });
});

describe('passkey rename form', () => {
  it('needs a name, and puts a 422 name error on its field keeping what was typed', async () => {
    mockServer.use(getListPasskeysMockHandler({ data: [{ id: 7, name: 'Laptop', createdAt: 1_790_000_000 }] }));
    const bodies = rejecting('*/v2/settings/passkeys/:id/rename', { name: ['You already have a passkey with this name.'] });
    await renderScreen(inRoute('/settings/security/2fa/passkeys', <PasskeysScreen />));
    const passkey = await screen.findByTestId('passkey');
    await userEvent.click(within(passkey).getByRole('button', { name: 'Rename' }));
    const form = within(passkey).getByRole('form', { name: 'Rename Laptop' });
    const name = input(form, 'Name');
    expect(name.value).toBe('Laptop');

    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(alerts(form)).toEqual(['Use 1 to 64 characters.']);

    await userEvent.type(name, ' Work laptop ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(alerts(form)).toEqual(['You already have a passkey with this name.']));
    expect(bodies).toEqual([{ name: 'Work laptop' }]);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.value).toBe(' Work laptop ');
  });
});
