/**
 * Issue 25 (affiliate, referral, watcher links): every failure code of 4700-4730 shows its message (each call the
 * catalogue names under one is toasted with it in en and tr; the others are named by a screen,
 * src/testing/failure-codes.tsx), and on the real screens a failed call says its code's message in place: a read that
 * could not load (CallError) and a form whose call failed (above its button, with what was typed kept), including the
 * mining pool's watcher links and referrals (4611, 4613, 4614, 4617).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetAffiliateCampaignMockHandler,
  getGetAffiliateDashboardMockHandler,
  getGetAffiliatePersonalDataMockHandler,
  getListAffiliateCampaignsMockHandler,
  getListAffiliateLinksMockHandler,
  getListAffiliatePaymentsMockHandler,
} from '../../../generated/api/affiliate/affiliate.msw';
import { getGetMiningDashboardMockHandler, getGetMiningDashboardResponseMock } from '../../../generated/api/mining-pool/mining-pool.msw';
import type { AffiliateCampaign } from '../../../generated/api/model/affiliateCampaign.zod';
import { getGetAffiliateSettingsMockHandler, getGetReferralSettingsMockHandler } from '../../../generated/api/settings/settings.msw';
import { mockServer } from '../../../mocks/node';
import AffiliatePage from '../../features/affiliate/affiliate-page';
import { CampaignDetail } from '../../features/affiliate/campaigns';
import { AccountScreen } from '../../features/mining-pool/account-screens';
import { WatcherView } from '../../features/mining-pool/watcher-view';
import { describeFailureCodes, enMessage, spyOnErrorToasts, toastTitle } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { session } from '../session/session-store';

vi.mock('../../ui/time-series-chart', () => ({ default: () => <div data-testid="time-series-chart" /> }));
vi.mock('../../features/mining-pool/hashrate-chart', () => ({ default: () => <div data-testid="hashrate-chart" /> }));

describeFailureCodes('the affiliate and campaign failure codes (4700-4730)', [[4700, 4730]], mockServer);

const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
const said = (code: number) => toastTitle(enMessage(code)!, code);
const failing = (method: 'get' | 'post' | 'delete', path: string, code: number) =>
  http[method](`*${path}`, () => HttpResponse.json({ code, message: 'The server failed.' }, { status: 500 }));
const errorsText = () =>
  screen
    .getAllByTestId('query-error')
    .map((e) => e.textContent)
    .join(' ');

const CAMPAIGN: AffiliateCampaign = {
  slug: 'spring-boost',
  title: 'Spring boost',
  status: 'active',
  startsAt: 1792540800,
  commissionRate: '35',
  ticker: 'USDT',
  landingPages: ['/registration-page/welcome'],
  totals: { clicks: 2140, registrations: 198, deposits: 61, earned: '904.18' },
};
const DASHBOARD = {
  code: 'demo-trader',
  link: 'https://meridian.example/?aff=demo-trader',
  commissionRate: '30',
  ticker: 'USDT',
  totals: { clicks: 1, registrations: 1, deposits: 0, earned: '40' },
  paidOut: '0',
  processing: '0',
  available: '40',
  minPayout: '10',
};

describe('the affiliate, referral and watcher-link screens say a failed call with its code', () => {
  spyOnErrorToasts(mockServer);
  beforeEach(() => {
    session.markLoggedIn({ permissions: {} });
    mockServer.use(
      getGetAffiliateSettingsMockHandler({ data: { status: 'approved', affiliateCode: 'demo-trader', commissionRate: '30' } }),
    );
  });
  afterEach(() => session.clear());

  it.each([
    ['4703', '/v2/affiliate/dashboard', () => inRoute('/affiliate', <AffiliatePage />)],
    ['4707', '/v2/affiliate/payments', () => inRoute('/affiliate/payments', <AffiliatePage />)],
    ['4711', '/v2/affiliate/personal-data', () => inRoute('/affiliate/personal-data', <AffiliatePage />)],
    ['4713', '/v2/affiliate/campaigns', () => inRoute('/affiliate/campaigns', <AffiliatePage />)],
    [
      '4714',
      '/v2/affiliate/campaigns/spring-boost',
      () => inRoute('/affiliate/campaigns/:campaign', <CampaignDetail slug="spring-boost" />),
    ],
    [
      '4718',
      '/v2/affiliate/campaigns/spring-boost/statistics',
      () => inRoute('/affiliate/campaigns/:campaign', <CampaignDetail slug="spring-boost" />),
    ],
    ['4719', '/v2/affiliate/links', () => inRoute('/affiliate/campaigns', <AffiliatePage />)],
    ['4706', '/v2/settings/referral/invitees', () => inRoute('/referral', <AffiliatePage />)],
    ['4611', '/v2/mining-pool/referrals', () => <AccountScreen account="meridian01" subpage="referrals" />],
    ['4613', '/v2/mining-pool/accounts/meridian01/watcher-links', () => <AccountScreen account="meridian01" subpage="watcher-links" />],
  ] as const)('%s: GET %s failing, the screen says so', async (code, path, screenOf) => {
    const dashboard = getGetMiningDashboardResponseMock().data;
    mockServer.use(
      failing('get', path, Number(code)),
      getGetAffiliateDashboardMockHandler({ data: DASHBOARD }),
      getListAffiliateCampaignsMockHandler({ data: [CAMPAIGN] }),
      getGetAffiliateCampaignMockHandler({ data: CAMPAIGN }),
      getListAffiliateLinksMockHandler({ data: [] }),
      getListAffiliatePaymentsMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
      getGetReferralSettingsMockHandler({
        data: {
          referralCode: 'DEMOTRADER',
          referralLink: 'https://meridian.example/referral/DEMOTRADER',
          rate: '45',
          invitedCount: 3,
          earned: [],
        },
      }),
      getGetMiningDashboardMockHandler({ data: { ...dashboard, account: { ...dashboard.account, id: 51234, name: 'meridian01' } } }),
    );
    await renderScreen(screenOf());
    await waitFor(() => expect(errorsText()).toContain(said(Number(code))));
  });

  it('4617: a watcher link that could not be read says so, to a guest as well', async () => {
    session.clear();
    mockServer.use(failing('get', '/v2/mining-pool/watcher-links/3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d/accounts/meridian01', 4617));
    await renderScreen(
      <WatcherView id="3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d" account="meridian01" subpage="overview" base="/mining-pool" />,
    );
    await waitFor(() => expect(errorsText()).toContain(said(4617)));
  });

  it.each([
    ['4708', '/v2/affiliate/payments', '/affiliate/payments', 'payout-form', [['payout-amount-input', '25']]],
    [
      '4712',
      '/v2/affiliate/personal-data',
      '/affiliate/personal-data',
      'personal-data-form',
      [
        ['Full name', 'Olena Kovalenko'],
        ['Country', 'UA'],
        ['City', 'Lviv'],
        ['Address', '12 Rynok Square'],
      ],
    ],
    ['4720', '/v2/affiliate/links', '/affiliate/campaigns', 'link-builder', [['Sub-id (optional)', 'tg-pin']]],
  ] as const)('%s: POST %s failing is said above the button, what was typed kept', async (code, path, route, formId, typed) => {
    mockServer.use(
      failing('post', path, Number(code)),
      getGetAffiliateDashboardMockHandler({ data: DASHBOARD }),
      getListAffiliatePaymentsMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
      getGetAffiliatePersonalDataMockHandler({ data: { saved: false } }),
      getListAffiliateCampaignsMockHandler({ data: [CAMPAIGN] }),
      getListAffiliateLinksMockHandler({ data: [] }),
    );
    await renderScreen(inRoute(route, <AffiliatePage />));
    const form = await screen.findByTestId(formId);
    const field = (name: string) =>
      (name.endsWith('-input') ? within(form).getByTestId(name) : within(form).getByLabelText(name)) as HTMLInputElement;
    for (const [name, value] of typed) await userEvent.type(field(name), value);
    await userEvent.click(within(form).getByRole('button', { name: /^(Request payout|Save|Build link)$/ }));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(Number(code))));
    for (const [name, value] of typed) expect(field(name).value).toBe(value);
  });

  it('4614: a watcher link the server refuses to make is said above the button, the name kept', async () => {
    const dashboard = getGetMiningDashboardResponseMock().data;
    mockServer.use(
      failing('post', '/v2/mining-pool/accounts/meridian01/watcher-links', 4614),
      http.get('*/v2/mining-pool/accounts/meridian01/watcher-links', () => HttpResponse.json({ data: [] })),
      getGetMiningDashboardMockHandler({ data: { ...dashboard, account: { ...dashboard.account, id: 51234, name: 'meridian01' } } }),
    );
    await renderScreen(<AccountScreen account="meridian01" subpage="watcher-links" />);
    const form = await screen.findByTestId('watcher-link-form');
    await userEvent.type(within(form).getByLabelText('Name'), 'partner_view');
    await userEvent.click(within(form).getByTestId('watcher-link-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(4614)));
    expect((within(form).getByLabelText('Name') as HTMLInputElement).value).toBe('partner_view');
  });
});
