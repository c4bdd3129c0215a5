/**
 * Issue 22: the settings pages on tags of their own (webhooks, integrations, USSD, saved cards, partnership) and the
 * sub-accounts forms, on their real screens: each call the catalogue names under a code (1502-1506, 1546-1547,
 * 4700-4702, 5102-5103), answered with that code, says the code's message in en and tr (in its toast, or where the
 * data belongs), and what was typed stays (src/testing/failure-codes.tsx). Forms whose calls have no code of their
 * own keep what was typed on a refusal and say the server's reason or the catalogue's (FeatureDisabled 1007, status
 * 451, for what a sub-account may not do).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesByTypeMockHandler } from '../../../generated/api/balances/balances.msw';
import {
  getGetIntegrationMockHandler,
  getListIntegrationPartnersMockHandler,
  getListIntegrationsMockHandler,
} from '../../../generated/api/integrations/integrations.msw';
import type { Integration } from '../../../generated/api/model/integration.zod';
import type { PartnershipApplication } from '../../../generated/api/model/partnershipApplication.zod';
import type { SavedCard } from '../../../generated/api/model/savedCard.zod';
import type { Webhook } from '../../../generated/api/model/webhook.zod';
import { getGetPartnershipApplicationMockHandler } from '../../../generated/api/partnership/partnership.msw';
import { getListCurrenciesMockHandler } from '../../../generated/api/profile/profile.msw';
import { getListSavedCardsMockHandler } from '../../../generated/api/saved-cards/saved-cards.msw';
import { getGetSettingsMockHandler, getGetSettingsResponseMock } from '../../../generated/api/session/session.msw';
import { getGetUssdSettingsMockHandler } from '../../../generated/api/settings/settings.msw';
import { getListSubAccountsMockHandler } from '../../../generated/api/sub-accounts/sub-accounts.msw';
import { getListWebhookDeliveriesMockHandler, getListWebhooksMockHandler } from '../../../generated/api/webhooks/webhooks.msw';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { mockServer } from '../../../mocks/node';
import { IntegrationsScreen } from '../../features/settings/integrations-screen';
import { PartnershipScreen } from '../../features/settings/partnership-screen';
import { SavedCardsScreen } from '../../features/settings/saved-cards-screen';
import { SubAccountCreateScreen } from '../../features/settings/sub-account-create-screen';
import { SubAccountsListScreen } from '../../features/settings/sub-accounts-list-screen';
import { UssdScreen } from '../../features/settings/ussd-screen';
import { WebhooksScreen } from '../../features/settings/webhooks-screen';
import { configureHttp } from '../http/http-environment';
import { i18next, loadErrorMessages } from '../i18n/i18n';
import { notify } from '../toast/toast';
import { createHttpReactions } from './http-reactions';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import {
  describeFailureCodes,
  describeScreenFailures,
  messageIn,
  spyOnErrorToasts,
  type ScreenFailureCase,
} from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';

describeFailureCodes(
  'the partnership and saved card failure codes (4700-4702, 5102-5103)',
  [
    [4700, 4702],
    [5102, 5103],
  ],
  mockServer,
);

const inRoute = (path: string, ui: ReactElement) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
/** A label of the current language (the cases run in en and in tr). */
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, options);
const button = (name: string, within_: HTMLElement = document.body) => within(within_).getByRole('button', { name });

/** The session: two-factor off (no code fields), USSD allowed, sub-accounts on. */
function settings() {
  const mock = getGetSettingsResponseMock();
  return getGetSettingsMockHandler({
    data: {
      ...mock.data,
      user: {
        ...mock.data.user,
        mainAccountExternalId: null,
        alias: null,
        flags: { ...mock.data.user.flags, isTwoFactorEnabled: false, isPasswordCreateEnabled: false },
        privileges: { ...mock.data.user.privileges, canUseUssd: true },
      },
      permissions: { ...mock.data.permissions, subAccount: { enabled: true, hide: false } },
    },
  });
}

/** Types into an input or textarea and answers the check that it kept the text. */
async function typed(element: HTMLElement, text: string): Promise<() => void> {
  const field = element as HTMLInputElement;
  await userEvent.clear(field);
  await userEvent.type(field, text);
  return () => expect(field.value).toBe(text);
}

const nothingTyped = async () => () => undefined;

// ------------------------------------------------------------------ webhooks

const WEBHOOK = 'https://hooks.example.com/meridian';
const verified: Webhook = {
  id: 41,
  url: 'https://bots.example.com/events',
  key: 'a3f1c2d4e5b6a7980c1d2e3f4a5b6c7d',
  events: ['deposit.accepted', 'withdraw.successful'],
  verified: true,
  enabled: true,
  createdAt: 1_795_000_000,
};
const unverified: Webhook = { ...verified, id: 42, url: 'https://new.example.com/hook', verified: false, enabled: false };
const webhooks = { screen: () => inRoute('/settings/api/webhook', <WebhooksScreen />), path: '/settings/api/webhook' };
const withWebhooks = () => [
  settings(),
  getListWebhooksMockHandler({ data: [verified, unverified] }),
  getListWebhookDeliveriesMockHandler({ data: [] }),
];
/** The URL typed into the add form (always on the page, whatever the list does). */
const typeWebhookUrl = async () => typed(await screen.findByTestId('webhook-url-input'), WEBHOOK);
/** An action of one webhook's card (the confirmation too, for a delete). */
const onWebhook = (url: string, action: (card: HTMLElement) => Promise<void>) => async () => {
  const card = (await screen.findAllByTestId('webhook')).find((c) => c.textContent?.includes(url))!;
  const kept = await typeWebhookUrl();
  await action(card);
  return kept;
};

// ------------------------------------------------------------------ integrations

const partners = [
  { id: 'taxtrail', name: 'TaxTrail', category: 'tax' as const, permissions: ['info' as const] },
  { id: 'quant-terminal', name: 'Quant Terminal', category: 'terminal' as const, permissions: ['info' as const, 'trading' as const] },
];
const connected: Integration = {
  id: 7,
  partner: 'quant-terminal',
  name: 'Quant Terminal',
  category: 'terminal',
  permissions: ['info', 'trading'],
  apiKeyId: 3001,
  key: 'b4e2d3c1f0a9b8c7d6e5f4a3b2c1d0e9',
  createdAt: 1_795_000_000,
};
const withIntegrations = () => [
  settings(),
  getListIntegrationPartnersMockHandler({ data: partners }),
  getListIntegrationsMockHandler({ data: [connected] }),
  getGetIntegrationMockHandler({ data: connected }),
];
const integrationPage = (path: string, at = path) => ({ screen: () => inRoute(path, <IntegrationsScreen />), path: at });
/** A tool and its permissions chosen on the new-integration form; answers the check that the choice stayed. */
async function chooseTool(): Promise<() => void> {
  const form = await screen.findByTestId('integration-form');
  await userEvent.click(within(form).getByTestId('integration-partner-quant-terminal'));
  await userEvent.click(within(form).getByTestId('integration-permission-trading'));
  await userEvent.click(button(t('settings:integrations.connect'), form));
  return () => {
    expect((within(form).getByTestId('integration-partner-quant-terminal') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByTestId('integration-permission-trading') as HTMLInputElement).checked).toBe(true);
  };
}

// ------------------------------------------------------------------ USSD

const ussd = { screen: () => inRoute('/settings/general/ussd', <UssdScreen />), path: '/settings/general/ussd' };
const ussdOff = () => [settings(), getGetUssdSettingsMockHandler({ data: { enabled: false, hasPin: false } })];
const ussdOn = () => [settings(), getGetUssdSettingsMockHandler({ data: { enabled: true, phone: '+44770*****23', hasPin: false } })];

// ------------------------------------------------------------------ partnership and saved cards

const application: PartnershipApplication = {
  id: 12,
  companyName: 'Crypto News Daily',
  website: 'https://cryptonews.example.com',
  type: 'affiliate',
  contactName: 'Ayşe Yılmaz',
  contactEmail: 'ayse@cryptonews.example.com',
  message: 'We write daily market notes for 40,000 readers and would link to the exchange.',
  status: 'submitted',
  submittedAt: 1_795_000_000,
  updatedAt: 1_795_000_000,
  decidedAt: null,
};
const manage = {
  screen: () => inRoute('/settings/security/partnership/manage', <PartnershipScreen />),
  path: '/settings/security/partnership/manage',
};
/** Fills the whole application form and sends it; answers the check that every field stayed. */
async function fillApplication(): Promise<() => void> {
  const form = await screen.findByTestId('partnership-form');
  const checks = [
    await typed(within(form).getByTestId('partnership-companyName-input'), 'Harbour Media'),
    await typed(within(form).getByTestId('partnership-website-input'), 'https://harbour.example.com'),
    await typed(within(form).getByTestId('partnership-contactName-input'), 'Ada Lovelace'),
    await typed(within(form).getByTestId('partnership-contactEmail-input'), 'ada@harbour.example.com'),
    await typed(within(form).getByTestId('partnership-message-input'), 'A weekly newsletter about digital assets, 12,000 readers.'),
  ];
  await userEvent.click(within(form).getByTestId('partnership-submit'));
  return () => checks.forEach((check) => check());
}

const card: SavedCard = {
  id: 901,
  last4: '4242',
  brand: 'visa',
  holder: 'ADA LOVELACE',
  expiry: '09/29',
  label: 'Travel card',
  provider: 'Visa/Mastercard',
  createdAt: 1_795_000_000,
  lastUsedAt: null,
};
const savedCards = {
  screen: () => inRoute('/settings/security/saved-cards', <SavedCardsScreen />),
  path: '/settings/security/saved-cards',
};

const cases: ScreenFailureCase[] = [
  { code: 1502, call: ['GET', '/v2/webhooks'], ...webhooks, handlers: () => [settings()], drive: typeWebhookUrl },
  { code: 1502, call: ['GET', '/v2/webhooks/{id}/deliveries'], ...webhooks, handlers: withWebhooks, drive: typeWebhookUrl },
  {
    code: 1503,
    call: ['POST', '/v2/webhooks'],
    ...webhooks,
    handlers: () => [settings(), getListWebhooksMockHandler({ data: [] })],
    drive: async () => {
      const kept = await typeWebhookUrl();
      await userEvent.click(button(t('settings:webhooks.add')));
      return kept;
    },
  },
  {
    code: 1503,
    call: ['DELETE', '/v2/webhooks/{id}'],
    ...webhooks,
    handlers: withWebhooks,
    drive: onWebhook(verified.url, async (c) => {
      await userEvent.click(button(t('settings:webhooks.delete'), c));
      await userEvent.click(button(t('settings:webhooks.deleteConfirm'), c));
    }),
  },
  {
    code: 1503,
    call: ['POST', '/v2/webhooks/{id}/verify'],
    ...webhooks,
    handlers: withWebhooks,
    drive: onWebhook(unverified.url, (c) => userEvent.click(button(t('settings:webhooks.verify'), c))),
  },
  {
    code: 1503,
    call: ['POST', '/v2/webhooks/{id}/status'],
    ...webhooks,
    handlers: withWebhooks,
    drive: onWebhook(verified.url, (c) => userEvent.click(button(t('settings:webhooks.turnOff'), c))),
  },
  {
    code: 1503,
    call: ['POST', '/v2/webhooks/{id}/test'],
    ...webhooks,
    handlers: withWebhooks,
    drive: onWebhook(verified.url, (c) => userEvent.click(button(t('settings:webhooks.sendTest'), c))),
  },
  {
    code: 1504,
    call: ['GET', '/v2/integrations/partners'],
    ...integrationPage('/settings/api/integrations/new'),
    handlers: () => [settings()],
    drive: nothingTyped,
  },
  {
    code: 1504,
    call: ['GET', '/v2/integrations'],
    ...integrationPage('/settings/api/integrations'),
    handlers: () => [settings()],
    drive: nothingTyped,
  },
  {
    code: 1504,
    call: ['GET', '/v2/integrations/{id}'],
    ...integrationPage('/settings/api/integrations/:id', '/settings/api/integrations/7'),
    handlers: () => [settings()],
    drive: nothingTyped,
  },
  {
    code: 1505,
    call: ['POST', '/v2/integrations'],
    ...integrationPage('/settings/api/integrations/new'),
    handlers: withIntegrations,
    drive: chooseTool,
  },
  {
    code: 1506,
    call: ['DELETE', '/v2/integrations/{id}'],
    ...integrationPage('/settings/api/integrations/:id', '/settings/api/integrations/7'),
    handlers: withIntegrations,
    drive: async () => {
      const detail = await screen.findByTestId('integration-detail');
      await userEvent.click(button(t('settings:integrations.revoke'), detail));
      await userEvent.click(button(t('settings:integrations.revokeConfirm'), detail));
      return () => expect(screen.getByTestId('integration-detail')).toBeTruthy();
    },
  },
  { code: 1546, call: ['GET', '/v2/settings/ussd'], ...ussd, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 1547,
    call: ['POST', '/v2/settings/ussd'],
    ...ussd,
    handlers: ussdOff,
    drive: async () => {
      const form = await screen.findByTestId('ussd-enable');
      const kept = await typed(within(form).getByTestId('ussd-phone-input'), '+447700900123');
      await userEvent.click(button(t('settings:ussd.enable'), form));
      return kept;
    },
  },
  {
    code: 1547,
    call: ['POST', '/v2/settings/ussd/pin'],
    ...ussd,
    handlers: ussdOn,
    drive: async () => {
      const form = await screen.findByTestId('ussd-pin');
      const pin = await typed(within(form).getByTestId('ussd-pin-input'), '4821');
      const repeat = await typed(within(form).getByTestId('ussd-pin_confirmation-input'), '4821');
      await userEvent.click(button(t('settings:actions.save'), form));
      return () => {
        pin();
        repeat();
      };
    },
  },
  {
    code: 1547,
    call: ['POST', '/v2/settings/ussd/disconnect'],
    ...ussd,
    handlers: ussdOn,
    drive: async () => {
      const on = await screen.findByTestId('ussd-on');
      await userEvent.click(button(t('settings:ussd.disconnect'), on));
      await userEvent.click(button(t('settings:ussd.disconnectConfirm'), on));
      return () => expect(screen.getByTestId('ussd-on')).toBeTruthy();
    },
  },
  { code: 4700, call: ['GET', '/v2/partnership'], ...manage, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 4701,
    call: ['POST', '/v2/partnership'],
    ...manage,
    handlers: () => [settings(), getGetPartnershipApplicationMockHandler({ data: null })],
    drive: fillApplication,
  },
  {
    code: 4702,
    call: ['POST', '/v2/partnership/edit'],
    ...manage,
    handlers: () => [settings(), getGetPartnershipApplicationMockHandler({ data: application })],
    drive: async () => {
      await userEvent.click(await screen.findByTestId('partnership-edit'));
      return fillApplication();
    },
  },
  { code: 5102, call: ['GET', '/v2/saved-cards'], ...savedCards, handlers: () => [settings()], drive: nothingTyped },
  {
    code: 5103,
    call: ['DELETE', '/v2/saved-cards/{id}'],
    ...savedCards,
    handlers: () => [settings(), getListSavedCardsMockHandler({ data: [card] })],
    drive: async () => {
      const item = await screen.findByTestId('saved-card');
      await userEvent.click(button(t('settings:savedCardsPage.delete'), item));
      await userEvent.click(button(t('settings:savedCardsPage.deleteConfirm'), item));
      return () => expect(screen.getByTestId('saved-card')).toBeTruthy();
    },
  },
];

describeScreenFailures(
  'the webhooks, integrations, USSD, partnership and saved card screens, each answered with its code',
  cases,
  mockServer,
);

describe('forms whose calls have no failure code of their own', () => {
  const spy = spyOnErrorToasts(mockServer);
  beforeEach(() => {
    mockServer.use(settings());
    // The app's reaction to a 451 (the feature-disabled toast); the component kit leaves it out.
    const reactions = createHttpReactions({
      t: (key, options) => i18next.t(key, options),
      errorMessages: loadErrorMessages,
      notify,
      clearLogin: () => undefined,
      navigate: () => undefined,
      assign: () => undefined,
      currentPath: () => '/',
    });
    configureHttp({ reactions: { featureDisabled: reactions.featureDisabled } });
  });
  afterAll(() => configureHttp({ reactions: { featureDisabled: () => undefined } }));

  /** The feature-disabled toast (status 451, 1007) in the language asked, with the server's reason. */
  const expectFeatureDisabled = async (locale: 'en' | 'tr', reason: string) => {
    await waitFor(() => expect(spy.toasts).toHaveBeenCalled());
    expect(spy.toasts.mock.calls[0]![0]).toBe(t(`errors:code.${ErrorCode.FeatureDisabled}`));
    expect(spy.toasts.mock.calls[0]![0]).toBe(messageIn(locale, ErrorCode.FeatureDisabled));
    expect(spy.toasts.mock.calls[0]![1]).toBe(reason);
  };
  const featureDisabled = (reason: string) => HttpResponse.json({ code: ErrorCode.FeatureDisabled, message: reason }, { status: 451 });

  it.each(['en', 'tr'] as const)('a saved card rename refused on its label keeps the label and says why (%s)', async (locale) => {
    mockServer.use(
      getListSavedCardsMockHandler({ data: [card] }),
      http.post('*/v2/saved-cards/:id/rename', () =>
        HttpResponse.json({ code: 30, message: 'Validation failed', errors: { label: ['Another card is called so.'] } }, { status: 422 }),
      ),
    );
    await renderScreen(savedCards.screen(), { locale, path: savedCards.path });
    await i18next.loadNamespaces('settings');
    const item = await screen.findByTestId('saved-card');
    await userEvent.click(within(item).getByTestId('saved-card-rename'));
    const label = await typed(within(item).getByTestId('saved-card-label-input'), 'Holiday card');
    await userEvent.click(button(t('settings:actions.save'), item));
    await waitFor(() => expect(within(item).getByRole('alert').textContent).toBe('Another card is called so.'));
    label();
  });

  it.each(['en', 'tr'] as const)(
    'a sub-account the exchange will not create says the catalogue message of 1007 and keeps the form (%s)',
    async (locale) => {
      mockServer.use(http.post('*/v2/sub-account/create', () => featureDisabled('Sub-accounts are not available in your region.')));
      await renderScreen(inRoute('/settings/general/sub-accounts/create', <SubAccountCreateScreen />), {
        locale,
        path: '/settings/general/sub-accounts/create',
      });
      await i18next.loadNamespaces('settings');
      const form = await screen.findByRole('form', { name: t('settings:subAccounts.createTitle') });
      const alias = await typed(within(form).getByLabelText(t('settings:subAccounts.alias')), 'Grid bots');
      const email = await typed(within(form).getByLabelText(t('settings:subAccounts.email')), 'grid@example.com');
      await userEvent.click(button(t('settings:subAccounts.create'), form));
      await expectFeatureDisabled(locale, 'Sub-accounts are not available in your region.');
      alias();
      email();
    },
  );

  it.each(['en', 'tr'] as const)(
    'a transfer to a sub-account the exchange refuses says the catalogue message of 1007 and keeps the amount (%s)',
    async (locale) => {
      const sub = {
        id: '2f6c1a9e-8b4d-4c3e-9f7a-000000000001',
        alias: 'Bot 1',
        status: 'active' as const,
        permissions: { spotEnabled: true, collateralEnabled: false },
        createdAt: 1_790_000_000,
      };
      mockServer.use(
        getListSubAccountsMockHandler({ data: [sub], pagination: { limit: 15, offset: 0, total: 1 } }),
        getListBalancesByTypeMockHandler({ data: [{ ticker: 'USDT', main: '250' }] }),
        getListCurrenciesMockHandler({ data: [] }),
        http.post('*/v2/sub-account/transfer', () => featureDisabled('Transfers are paused for this sub-account.')),
      );
      await renderScreen(inRoute('/settings/general/sub-accounts/list', <SubAccountsListScreen />), {
        locale,
        path: '/settings/general/sub-accounts/list',
      });
      await i18next.loadNamespaces('settings');
      const [item] = await screen.findAllByTestId('sub-account');
      await userEvent.click(button(t('settings:subAccounts.transfer'), item));
      const form = await within(item!).findByRole('form', { name: t('settings:subAccounts.transferTitle', { alias: 'Bot 1' }) });
      const amount = await typed(await within(form).findByLabelText(t('settings:subAccounts.amount')), '12.5');
      await userEvent.click(button(t('settings:subAccounts.transfer'), form));
      await expectFeatureDisabled(locale, 'Transfers are paused for this sub-account.');
      amount();
    },
  );
});
