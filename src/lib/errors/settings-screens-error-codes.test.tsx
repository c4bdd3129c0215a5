/**
 * Issue 22: every settings failure code of 1500-1552 and 21544-21547 that a call reports, on the real screen that
 * makes the call: answered with its code, the screen says the code's catalogue message in en and in tr (in its
 * toast, or where the data belongs) and keeps what was typed (src/testing/failure-codes.tsx). Calls made elsewhere
 * than a settings screen have their screen's own test: the login's passkey check (1517) in
 * src/features/auth/passkey-login.test.tsx, the phone and referral-code calls of sign-up (1529, 1537-1540) in
 * src/lib/errors/sign-up-error-codes.test.tsx; GET /v3/config (1532) is the app's start-up call, toasted as
 * src/lib/errors/settings-error-codes.test.tsx checks for every call of the range.
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { getGetApiKeyMockHandler, getListApiKeysMockHandler } from '../../../generated/api/api-keys/api-keys.msw';
import type { ApiKey } from '../../../generated/api/model/apiKey.zod';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import {
  getGenerateTwoFactorSecretMockHandler,
  getGetAntiPhishingInfoMockHandler,
  getGetBillingAddressMockHandler,
  getListAntiPhishingHistoryMockHandler,
  getListAuthConnectionsMockHandler,
  getListAuthorizedAppsMockHandler,
  getListLogoutTimesMockHandler,
  getListPasskeysMockHandler,
  getListSessionsMockHandler,
  getStartPasskeyRegistrationMockHandler,
  getStartPasskeyRegistrationResponseMock,
} from '../../../generated/api/settings/settings.msw';
import { getListCommunicationLanguagesMockHandler } from '../../../generated/api/misc/misc.msw';
import { mockServer } from '../../../mocks/node';
import { demoIdentityToken } from '../../../mocks/demo-provider';
import { AccountConnectionsScreen } from '../../features/settings/account-connections-screen';
import { AntiPhishingScreen } from '../../features/settings/anti-phishing-screen';
import { ApiKeysScreen } from '../../features/settings/api-keys-screen';
import { AppAuthorizationScreen } from '../../features/settings/app-authorization-screen';
import { AuthenticatorScreen } from '../../features/settings/authenticator-screen';
import { BillingAddressScreen } from '../../features/settings/billing-address-screen';
import { ChangePasswordScreen } from '../../features/settings/change-password-screen';
import { CreatePasswordScreen } from '../../features/settings/create-password-screen';
import { DeleteAccountScreen } from '../../features/settings/delete-account-screen';
import { GeneralScreen } from '../../features/settings/general-screen';
import { LoginHistoryScreen } from '../../features/settings/login-history-screen';
import { LogoutTimeScreen } from '../../features/settings/logout-time-screen';
import { NicknameScreen } from '../../features/settings/nickname-screen';
import { PasskeysScreen } from '../../features/settings/passkeys-screen';
import { QrLoginScreen } from '../../features/settings/qr-login-screen';
import { SessionsScreen } from '../../features/settings/sessions-screen';
import type { SettingsUser } from '../../features/settings/settings-data';
import { i18next } from '../i18n/i18n';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { describeScreenFailures, type ScreenFailureCase } from '../../testing/failure-codes';

// happy-dom has no WebAuthn: the ceremony answers a credential of the right shape (the failing call is the server's).
const browser = vi.hoisted(() => ({
  startRegistration: vi.fn(async () => ({
    id: 'Y3JlZGVudGlhbC1pZA',
    rawId: 'Y3JlZGVudGlhbC1pZA',
    type: 'public-key',
    response: { clientDataJSON: 'e30', attestationObject: 'o2NmbXRkbm9uZQ', transports: ['internal'] },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  })),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => browser);
vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});

const inRoute = (path: string, ui: ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
/** A label of the current language (each case runs in en and in tr). */
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const button = (name: string, inside: HTMLElement = document.body) => within(inside).getByRole('button', { name });
const field = (label: string, inside: HTMLElement = document.body) => within(inside).getByLabelText(label) as HTMLInputElement;

/** The session, with the flags a case needs (two-factor off, a password, unless asked otherwise). */
function settings(flags: Partial<SettingsUser['flags']> = {}, user: Partial<SettingsUser> = {}) {
  const mock = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({
    data: {
      ...mock.data,
      user: {
        ...mock.data.user,
        language: 'en',
        logoutTime: 60,
        nicknameChangesLeft: 2,
        ...user,
        flags: { ...mock.data.user.flags, isTwoFactorEnabled: false, isPasswordCreateEnabled: false, ...flags },
      },
    },
  });
}

async function typed(input: HTMLInputElement, text: string): Promise<() => void> {
  await userEvent.clear(input);
  await userEvent.type(input, text);
  return () => expect(input.value).toBe(text);
}
const nothingTyped = async () => () => undefined;
/** Opens a confirm action (its label, then its confirmation) in `inside`. */
async function confirm(inside: HTMLElement, label: string, confirmLabel: string) {
  await userEvent.click(button(label, inside));
  await userEvent.click(button(confirmLabel, inside));
}

const page = (path: string, Screen: () => ReactElement, at = path) => ({ screen: () => inRoute(path, <Screen />), path: at });

// ------------------------------------------------------------------ API keys

const key: ApiKey = {
  id: 3001,
  label: 'Tax export',
  key: 'c0ffee00c0ffee00c0ffee00c0ffee00',
  permissions: ['info'],
  ipAddresses: [],
  enabled: true,
  createdAt: 1_795_000_000,
  lastUsedAt: null,
};
const keyPage = page('/settings/api/api-keys/:id', ApiKeysScreen, '/settings/api/api-keys/3001');
const withKey = () => [settings(), getGetApiKeyMockHandler({ data: key }), getListApiKeysMockHandler({ data: [key] })];
async function editKey(): Promise<() => void> {
  const form = await screen.findByTestId('api-key-form');
  const kept = await typed(within(form).getByTestId('api-key-label-input') as HTMLInputElement, 'Reader');
  await userEvent.click(button(t('settings:actions.save'), form));
  return kept;
}

// ------------------------------------------------------------------ security

const passkeysPage = page('/settings/security/2fa/passkeys', PasskeysScreen);
const withPasskey = () => [settings(), getListPasskeysMockHandler({ data: [{ id: 7, name: 'Laptop', createdAt: 1_790_000_000 }] })];
const sessionsPage = page('/settings/security/device-management', SessionsScreen);
const SESSIONS = [
  {
    id: 770_981,
    ip: '198.51.100.17',
    device: 'Meridian app 5.12 on iOS 18',
    location: { countryCode: 'GB', city: 'London' },
    createdAt: 1_794_000_000,
    lastActivityAt: 1_795_000_000,
    isCurrent: false,
  },
  {
    id: 880_000,
    ip: '203.0.113.24',
    device: 'Chrome 131 on macOS',
    location: { countryCode: 'GB', city: 'London' },
    createdAt: 1_795_000_000,
    lastActivityAt: 1_795_000_100,
    isCurrent: true,
  },
];
const withSessions = () => [settings(), getListSessionsMockHandler({ data: SESSIONS })];
const appsPage = page('/settings/security/app-authorization', AppAuthorizationScreen);
const withApps = () => [
  settings(),
  getListAuthorizedAppsMockHandler({
    data: [{ id: 'a1b2c3d4e5f60718', client: { id: 'tradingview', name: 'TradingView' }, scopes: ['general'], createdAt: 1, expiresAt: 2 }],
  }),
];
const billingPage = page('/settings/security/billing-address', BillingAddressScreen);
const ADDRESS = {
  id: 5,
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'GB',
  city: 'London',
  address: '12 St James Sq',
  postalCode: 'SW1Y 4JH',
  updatedAt: 1_795_000_000,
};
const antiPhishingPage = page('/settings/security/anti-phishing', AntiPhishingScreen);
const antiPhishingData = () => [
  getGetAntiPhishingInfoMockHandler({ data: { enabled: false, code: null } }),
  getListAntiPhishingHistoryMockHandler({ data: [] }),
];
/** Types a new code into the form; `send` sends it too. */
const typeAntiPhishingCode =
  (send = true) =>
  async (): Promise<() => void> => {
    const form = await screen.findByRole('form', { name: t('settings:antiPhishing.formTitle') });
    const kept = await typed(field(t('settings:antiPhishing.code'), form), 'Meridian42');
    if (send) await userEvent.click(button(t('settings:actions.save'), form));
    return kept;
  };
const connectionsPage = page('/settings/security/account-connections', AccountConnectionsScreen);
const GOOGLE = { id: 94, provider: 'google' as const, email: 'demo@meridian.example', createdAt: 1_790_000_000 };

// ------------------------------------------------------------------ general

const logoutTimePage = page('/settings/security/logout-time', LogoutTimeScreen);
const withTimes = () => [
  settings(),
  getListLogoutTimesMockHandler({ data: [15, 30, 60, 120] }),
  getListCommunicationLanguagesMockHandler(),
];
async function chooseLogoutTime(): Promise<() => void> {
  const select = (await screen.findByLabelText(t('settings:general.logoutTime'))) as HTMLSelectElement;
  await userEvent.selectOptions(select, '120');
  await userEvent.click(button(t('settings:actions.save')));
  return () => expect(select.value).toBe('120');
}

const cases: ScreenFailureCase[] = [
  // API keys (1500, 1501) and their management (21544-21547).
  {
    code: 1500,
    call: ['GET', '/v2/api-keys'],
    ...page('/settings/api/api-keys', ApiKeysScreen),
    handlers: () => [settings()],
    drive: nothingTyped,
  },
  {
    code: 1501,
    call: ['POST', '/v2/api-keys'],
    ...page('/settings/api/api-keys/new', ApiKeysScreen),
    handlers: () => [settings()],
    drive: async () => {
      const form = await screen.findByTestId('api-key-form');
      const kept = await typed(within(form).getByTestId('api-key-label-input') as HTMLInputElement, 'Tax export');
      await userEvent.click(button(t('settings:apiKeys.create'), form));
      return kept;
    },
  },
  { code: 21547, call: ['GET', '/v2/api-keys/{id}'], ...keyPage, handlers: () => [settings()], drive: nothingTyped },
  { code: 21544, call: ['POST', '/v2/api-keys/{id}/edit'], ...keyPage, handlers: withKey, drive: editKey },
  {
    code: 21545,
    call: ['POST', '/v2/api-keys/{id}/status'],
    ...keyPage,
    handlers: withKey,
    drive: async () => {
      const detail = await screen.findByTestId('api-key-detail');
      await userEvent.click(button(t('settings:apiKeys.turnOff'), detail));
      return () => expect(screen.getByTestId('api-key-state').textContent).toBe(t('settings:apiKeys.on'));
    },
  },
  {
    code: 21546,
    call: ['DELETE', '/v2/api-keys/{id}'],
    ...keyPage,
    handlers: withKey,
    drive: async () => {
      await confirm(await screen.findByTestId('api-key-detail'), t('settings:apiKeys.delete'), t('settings:apiKeys.deleteConfirm'));
      return () => expect(screen.getByTestId('api-key-detail')).toBeTruthy();
    },
  },
  // Two-factor authentication with an app (1510, 1511) and passkeys (1512-1516).
  {
    code: 1510,
    call: ['POST', '/v2/settings/2fa/generate'],
    ...page('/settings/security/2fa/authenticator-app', AuthenticatorScreen),
    handlers: () => [settings()],
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: t('settings:authenticator.start') }));
      return () => expect(screen.queryByTestId('authenticator-secret')).toBeNull();
    },
  },
  {
    code: 1511,
    call: ['POST', '/v2/settings/2fa/toggle'],
    ...page('/settings/security/2fa/authenticator-app', AuthenticatorScreen),
    handlers: () => [
      settings(),
      getGenerateTwoFactorSecretMockHandler({
        data: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Meridian?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
      }),
    ],
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: t('settings:authenticator.start') }));
      await screen.findByTestId('authenticator-secret');
      const kept = await typed(field(t('settings:authenticator.code')), '654321');
      await userEvent.click(button(t('settings:authenticator.turnOn')));
      return () => {
        kept();
        expect(screen.getByTestId('authenticator-secret').textContent).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
      };
    },
  },
  { code: 1512, call: ['GET', '/v2/settings/passkeys'], ...passkeysPage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1513,
    call: ['POST', '/v2/settings/passkeys/register/start'],
    ...passkeysPage,
    handlers: withPasskey,
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: t('settings:passkeys.add') }));
      return () => expect(screen.getAllByTestId('passkey')).toHaveLength(1);
    },
  },
  {
    code: 1514,
    call: ['POST', '/v2/settings/passkeys/register/finish'],
    ...passkeysPage,
    handlers: () => [...withPasskey(), getStartPasskeyRegistrationMockHandler(getStartPasskeyRegistrationResponseMock())],
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: t('settings:passkeys.add') }));
      return () => expect(screen.getAllByTestId('passkey')).toHaveLength(1);
    },
  },
  {
    code: 1515,
    call: ['POST', '/v2/settings/passkeys/{id}/rename'],
    ...passkeysPage,
    handlers: withPasskey,
    drive: async () => {
      const passkey = await screen.findByTestId('passkey');
      await userEvent.click(button(t('settings:passkeys.rename'), passkey));
      const kept = await typed(field(t('settings:passkeys.name'), passkey), 'Work laptop');
      await userEvent.click(button(t('settings:actions.save'), passkey));
      return kept;
    },
  },
  {
    code: 1516,
    call: ['DELETE', '/v2/settings/passkeys/{id}'],
    ...passkeysPage,
    handlers: withPasskey,
    drive: async () => {
      await confirm(await screen.findByTestId('passkey'), t('settings:passkeys.delete'), t('settings:passkeys.deleteConfirm'));
      return () => expect(screen.getAllByTestId('passkey')).toHaveLength(1);
    },
  },
  // Sessions and devices (1518-1520), login history (1521), authorized apps (1522, 1523).
  { code: 1518, call: ['GET', '/v2/settings/session'], ...sessionsPage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1519,
    call: ['POST', '/v2/settings/session/{id}/terminate'],
    ...sessionsPage,
    handlers: withSessions,
    drive: async () => {
      const other = (await screen.findAllByTestId('session')).find((row) => !row.textContent?.includes(t('settings:sessions.current')))!;
      await confirm(other, t('settings:sessions.end'), t('settings:sessions.endConfirm'));
      return () => expect(screen.getAllByTestId('session')).toHaveLength(2);
    },
  },
  {
    code: 1520,
    call: ['POST', '/v2/settings/session/terminate'],
    ...sessionsPage,
    handlers: withSessions,
    drive: async () => {
      await screen.findAllByTestId('session');
      await userEvent.click(button(t('settings:sessions.endOthers')));
      await userEvent.click(button(t('settings:sessions.endConfirm')));
      return () => expect(screen.getAllByTestId('session')).toHaveLength(2);
    },
  },
  {
    code: 1521,
    call: ['GET', '/v2/settings/login-history'],
    ...page('/settings/security/login-history', LoginHistoryScreen),
    handlers: () => [settings()],
    drive: nothingTyped,
  },
  { code: 1522, call: ['GET', '/v2/auth/user/tokens'], ...appsPage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1523,
    call: ['POST', '/v2/auth/revoke'],
    ...appsPage,
    handlers: withApps,
    drive: async () => {
      await confirm(await screen.findByTestId('authorized-app'), t('settings:apps.revoke'), t('settings:apps.revokeConfirm'));
      return () => expect(screen.getAllByTestId('authorized-app')).toHaveLength(1);
    },
  },
  // The billing address (1524-1527).
  { code: 1524, call: ['GET', '/v2/settings/billing-address'], ...billingPage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1525,
    call: ['POST', '/v2/settings/billing-address'],
    ...billingPage,
    handlers: () => [settings(), getGetBillingAddressMockHandler({ data: null })],
    drive: async () => {
      const form = await screen.findByTestId('billing-form');
      const checks: (() => void)[] = [];
      for (const [name, value] of Object.entries({ firstName: 'Ada', lastName: 'Lovelace', countryCode: 'GB', city: 'London' }))
        checks.push(await typed(within(form).getByTestId(`billing-${name}-input`) as HTMLInputElement, value));
      checks.push(await typed(within(form).getByTestId('billing-address-input') as HTMLInputElement, '12 St James Sq'));
      checks.push(await typed(within(form).getByTestId('billing-postalCode-input') as HTMLInputElement, 'SW1Y 4JH'));
      await userEvent.click(button(t('settings:actions.save'), form));
      return () => checks.forEach((check) => check());
    },
  },
  {
    code: 1526,
    call: ['POST', '/v2/settings/billing-address/edit'],
    ...billingPage,
    handlers: () => [settings(), getGetBillingAddressMockHandler({ data: ADDRESS })],
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: t('settings:billingAddress.edit') }));
      const form = await screen.findByTestId('billing-form');
      const kept = await typed(within(form).getByTestId('billing-city-input') as HTMLInputElement, 'Bath');
      await userEvent.click(button(t('settings:actions.save'), form));
      return kept;
    },
  },
  {
    code: 1527,
    call: ['DELETE', '/v2/settings/billing-address'],
    ...billingPage,
    handlers: () => [settings(), getGetBillingAddressMockHandler({ data: ADDRESS })],
    drive: async () => {
      await confirm(
        await screen.findByTestId('billing-address-card'),
        t('settings:billingAddress.delete'),
        t('settings:billingAddress.deleteConfirm'),
      );
      return () => expect(screen.getByTestId('billing-address-card')).toBeTruthy();
    },
  },
  // The session itself (1531), the general preferences and logout time (1533, 1545), the nickname (1534).
  {
    code: 1531,
    call: ['GET', '/v2/settings'],
    ...page('/settings/general/nickname', NicknameScreen),
    handlers: () => [],
    drive: nothingTyped,
  },
  { code: 1533, call: ['POST', '/v2/settings/general'], ...logoutTimePage, handlers: withTimes, drive: chooseLogoutTime },
  { code: 1545, call: ['GET', '/v2/common/logoutTimes'], ...logoutTimePage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1534,
    call: ['POST', '/v2/settings/nickname'],
    ...page('/settings/general/nickname', NicknameScreen),
    handlers: () => [settings()],
    drive: async () => {
      const kept = await typed((await screen.findByLabelText(t('settings:nickname.label'))) as HTMLInputElement, 'Harbour_Trader');
      await userEvent.click(button(t('settings:actions.save')));
      return kept;
    },
  },
  // Passwords (1535, 1536).
  {
    code: 1535,
    call: ['POST', '/v2/settings/password'],
    ...page('/settings/security/change-password', ChangePasswordScreen),
    handlers: () => [settings()],
    drive: async () => {
      const form = await screen.findByRole('form', { name: t('settings:password.changeTitle') });
      const checks = [
        await typed(field(t('settings:password.current'), form), 'old-secret-1'),
        await typed(field(t('settings:password.new'), form), 'new-secret-2'),
        await typed(field(t('settings:password.confirm'), form), 'new-secret-2'),
      ];
      await userEvent.click(button(t('settings:actions.save'), form));
      return () => checks.forEach((check) => check());
    },
  },
  {
    code: 1536,
    call: ['POST', '/v2/settings/password/create'],
    ...page('/settings/security/create-password', CreatePasswordScreen),
    handlers: () => [settings({ isPasswordCreateEnabled: true })],
    drive: async () => {
      const form = await screen.findByRole('form', { name: t('settings:password.createTitle') });
      const checks = [
        await typed(field(t('settings:password.new'), form), 'first-secret-1'),
        await typed(field(t('settings:password.confirm'), form), 'first-secret-1'),
      ];
      await userEvent.click(button(t('settings:actions.save'), form));
      return () => checks.forEach((check) => check());
    },
  },
  // The anti-phishing code (1541-1543).
  {
    code: 1541,
    call: ['GET', '/v2/settings/anti-phishing/info'],
    ...antiPhishingPage,
    handlers: () => [settings(), getListAntiPhishingHistoryMockHandler({ data: [] })],
    // The form stays usable while the info cannot be read.
    drive: typeAntiPhishingCode(false),
  },
  {
    code: 1542,
    call: ['GET', '/v2/settings/anti-phishing/history'],
    ...antiPhishingPage,
    handlers: () => [settings(), getGetAntiPhishingInfoMockHandler({ data: { enabled: false, code: null } })],
    drive: nothingTyped,
  },
  {
    code: 1543,
    call: ['POST', '/v2/settings/anti-phishing'],
    ...antiPhishingPage,
    handlers: () => [settings(), ...antiPhishingData()],
    drive: typeAntiPhishingCode(),
  },
  // QR login (1544).
  {
    code: 1544,
    call: ['POST', '/v2/settings/qr-login/{x}'],
    ...page('/settings/security/qr-login', QrLoginScreen),
    handlers: () => [settings({ isQrLoginEnabled: true })],
    drive: async () => {
      const toggle = (await screen.findByRole('switch')) as HTMLInputElement;
      await userEvent.click(toggle);
      return () => expect(toggle.checked).toBe(true);
    },
  },
  // Linked sign-in accounts (1548-1550).
  { code: 1548, call: ['GET', '/v2/settings/auth-connections'], ...connectionsPage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1549,
    call: ['POST', '/v2/settings/auth-connections'],
    screen: connectionsPage.screen,
    // The provider's answer back on the page, for a round trip this page started (the link is made at once).
    path: `${connectionsPage.path}?provider=apple#id_token=${demoIdentityToken('apple', 'apple.id@example.com')}&state=link-state-1234567`,
    handlers: () => {
      sessionStorage.setItem('third-party:state', JSON.stringify({ state: 'link-state-1234567', provider: 'apple', purpose: 'link' }));
      return [settings(), getListAuthConnectionsMockHandler({ data: [GOOGLE] })];
    },
    drive: nothingTyped,
  },
  {
    code: 1550,
    call: ['DELETE', '/v2/settings/auth-connections/{id}'],
    ...connectionsPage,
    handlers: () => [settings(), getListAuthConnectionsMockHandler({ data: [GOOGLE] })],
    drive: async () => {
      await screen.findByRole('heading', { name: 'Google' });
      await userEvent.click(button(t('settings:connections.unlink')));
      await userEvent.click(button(t('settings:connections.unlinkConfirm')));
      return () => expect(screen.getByRole('heading', { name: 'Google' })).toBeTruthy();
    },
  },
  // Deleting the account (1551) and changing the e-mail (1552).
  {
    code: 1551,
    call: ['POST', '/v2/settings/delete-account'],
    ...page('/settings/general/delete-account', DeleteAccountScreen),
    handlers: () => [settings()],
    drive: async () => {
      const form = await screen.findByRole('form', { name: t('settings:deleteAccount.title') });
      const password = await typed(field(t('settings:deleteAccount.password'), form), 'demo-password');
      const reason = await typed(field(t('settings:deleteAccount.reason'), form), 'Only trying the demo');
      const understood = within(form).getByRole('checkbox') as HTMLInputElement;
      await userEvent.click(understood);
      await userEvent.click(button(t('settings:deleteAccount.submit'), form));
      return () => {
        password();
        reason();
        expect(understood.checked).toBe(true);
      };
    },
  },
  {
    code: 1552,
    call: ['POST', '/v2/settings/email'],
    ...page('/settings/general', GeneralScreen),
    handlers: () => [settings(), getListLogoutTimesMockHandler({ data: [15, 30, 60] }), getListCommunicationLanguagesMockHandler()],
    drive: async () => {
      await userEvent.click(await screen.findByTestId('change-email'));
      const card = await screen.findByTestId('change-email-card');
      const kept = await typed(field(t('settings:changeEmail.email'), card), 'new.address@example.com');
      await userEvent.click(button(t('settings:changeEmail.send'), card));
      return kept;
    },
  },
];

describeScreenFailures('the settings screens, each answered with its failure code (1500-1552, 21544-21547)', cases, mockServer);
