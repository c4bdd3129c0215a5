/**
 * Issue 22: every failure code of 1500-1552 (API keys, webhooks, integrations, verification, 2FA, passkeys, sessions,
 * billing, referral, general settings, password, phone, anti-phishing, USSD, connections) and 21544-21547 (API key
 * management) shows its message (src/testing/failure-codes.tsx); settings forms answered with their code, on their
 * real screens, toast the message and keep everything typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getGetAntiPhishingInfoMockHandler,
  getGetBillingAddressMockHandler,
  getListAntiPhishingHistoryMockHandler,
} from '../../../generated/api/settings/settings.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { mockServer } from '../../../mocks/node';
import { AntiPhishingScreen } from '../../features/settings/anti-phishing-screen';
import { ApiKeysScreen } from '../../features/settings/api-keys-screen';
import { BillingAddressScreen } from '../../features/settings/billing-address-screen';
import { ChangePasswordScreen } from '../../features/settings/change-password-screen';
import { ROUTES } from '../routing/route-table';
import { RouteEntryContext } from '../routing/route-entry-context';
import { describeFailureCodes, enMessage, failingWith, spyOnErrorToasts, toastTitle } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';

describeFailureCodes(
  'the settings failure codes (1500-1552, 21544-21547)',
  [
    [1500, 1552],
    [21544, 21547],
  ],
  mockServer,
);

const inRoute = (path: string, ui: ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

const input = (form: HTMLElement, label: string) => within(form).getByLabelText(label) as HTMLInputElement;

describe('settings forms answered with their failure code', () => {
  const spy = spyOnErrorToasts(mockServer);
  beforeEach(() => {
    const settings = getGetSettingsResponseMock();
    mockServer.use(
      getGetSettingsMockHandler({
        data: {
          ...settings.data,
          user: { ...settings.data.user, flags: { ...settings.data.user.flags, isTwoFactorEnabled: true, isPasswordCreateEnabled: false } },
        },
      }),
    );
  });

  const expectToasted = async (code: number) => {
    await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
    expect(spy.toasts.mock.calls[0]![0]).toBe(toastTitle(enMessage(code)!, code));
  };

  it('1535: a password change the server fails says its message and keeps every field', async () => {
    mockServer.use(failingWith('POST', '/v2/settings/password', ErrorCode.FailedToChangePassword));
    await renderScreen(inRoute('/settings/security/change-password', <ChangePasswordScreen />));
    const form = await screen.findByRole('form', { name: 'Change your password' });
    await userEvent.type(input(form, 'Current password'), 'old-secret-1');
    await userEvent.type(input(form, 'New password'), 'new-secret-2');
    await userEvent.type(input(form, 'Repeat the new password'), 'new-secret-2');
    await userEvent.type(input(form, 'Authenticator code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expectToasted(1535);
    expect(input(form, 'Current password').value).toBe('old-secret-1');
    expect(input(form, 'New password').value).toBe('new-secret-2');
    expect(input(form, 'Repeat the new password').value).toBe('new-secret-2');
    expect(input(form, 'Authenticator code').value).toBe('123456');
  });

  it('an anti-phishing code the server fails to save says its message and keeps both codes', async () => {
    mockServer.use(
      getGetAntiPhishingInfoMockHandler({ data: { enabled: false, code: null } }),
      getListAntiPhishingHistoryMockHandler({ data: [] }),
      failingWith('POST', '/v2/settings/anti-phishing', ErrorCode.FailedToUpdateAntiPhishingCode),
    );
    await renderScreen(inRoute('/settings/security/anti-phishing', <AntiPhishingScreen />));
    const form = await screen.findByRole('form', { name: 'Set a new code' });
    await userEvent.type(input(form, 'Anti-phishing code'), 'Meridian42');
    await userEvent.type(input(form, 'Authenticator code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expectToasted(ErrorCode.FailedToUpdateAntiPhishingCode);
    expect(input(form, 'Anti-phishing code').value).toBe('Meridian42');
    expect(input(form, 'Authenticator code').value).toBe('123456');
  });

  it('a billing address the server fails to save says its message and keeps every line', async () => {
    mockServer.use(
      getGetBillingAddressMockHandler({ data: null }),
      failingWith('POST', '/v2/settings/billing-address', ErrorCode.FailedToCreateBillingAddress),
    );
    await renderScreen(inRoute('/settings/security/billing-address', <BillingAddressScreen />));
    const form = await screen.findByTestId('billing-form');
    const typed = {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      countryCode: 'TR',
      city: 'İstanbul',
      address: 'Bağdat Cd. 120',
      postalCode: '34728',
    };
    for (const [name, value] of Object.entries(typed)) await userEvent.type(within(form).getByTestId(`billing-${name}-input`), value);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expectToasted(ErrorCode.FailedToCreateBillingAddress);
    for (const [name, value] of Object.entries(typed)) {
      expect((within(form).getByTestId(`billing-${name}-input`) as HTMLInputElement).value, name).toBe(value);
    }
  });

  it('1501: an API key the server fails to create says its message and keeps the label and the code', async () => {
    mockServer.use(failingWith('POST', '/v2/api-keys', ErrorCode.FailedToCreateApiKey));
    await renderScreen(inRoute('/settings/api/api-keys/new', <ApiKeysScreen />));
    const form = await screen.findByTestId('api-key-form');
    const label = within(form).getByTestId('api-key-label-input') as HTMLInputElement;
    await userEvent.type(label, 'Tax export');
    await userEvent.type(input(form, 'Authenticator code'), '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Create an API key' }));
    await expectToasted(1501);
    expect(label.value).toBe('Tax export');
    expect(input(form, 'Authenticator code').value).toBe('123456');
  });
});
