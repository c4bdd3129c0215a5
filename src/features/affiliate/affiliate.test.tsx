/**
 * The affiliate screens against the contract's mocks: the dashboard's figures, a payout (refused without personal
 * data, with the way to the form; then paid), the personal-data form (optional fields left out, what is kept shown),
 * the link builder (landing pages follow the campaign; the built link to copy), a campaign's days, and the invitees.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetAffiliateCampaignMockHandler,
  getGetAffiliateCampaignStatisticsMockHandler,
  getGetAffiliateDashboardMockHandler,
  getGetAffiliatePersonalDataMockHandler,
  getListAffiliateCampaignsMockHandler,
  getListAffiliateLinksMockHandler,
  getListAffiliatePaymentsMockHandler,
} from '../../../generated/api/affiliate/affiliate.msw';
import type { AffiliateCampaign } from '../../../generated/api/model/affiliateCampaign.zod';
import type { AffiliateDashboard } from '../../../generated/api/model/affiliateDashboard.zod';
import type { AffiliatePayout } from '../../../generated/api/model/affiliatePayout.zod';
import { getGetAffiliateSettingsMockHandler, getListReferralInviteesMockHandler } from '../../../generated/api/settings/settings.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import AffiliatePage from './affiliate-page';
import { CampaignDetail } from './campaigns';
import { Invitees } from './invitees';

// The chart draws on a canvas, which the test DOM has not: the table below it holds the figures.
vi.mock('../../ui/time-series-chart', () => ({ default: () => <div data-testid="time-series-chart" /> }));

const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);

const DASHBOARD: AffiliateDashboard = {
  code: 'demo-trader',
  link: 'https://meridian.example/?aff=demo-trader',
  commissionRate: '30',
  ticker: 'USDT',
  totals: { clicks: 4182, registrations: 391, deposits: 127, earned: '1936.42' },
  paidOut: '1450.1',
  processing: '0',
  available: '486.32',
  minPayout: '10',
};
const PAID: AffiliatePayout = {
  id: 9101,
  amount: '812.4',
  ticker: 'USDT',
  status: 'paid',
  destination: 'main_balance',
  requestedAt: 1794304800,
  paidAt: 1794304805,
};
const CAMPAIGN: AffiliateCampaign = {
  slug: 'spring-boost',
  title: 'Spring boost',
  status: 'active',
  startsAt: 1792540800,
  commissionRate: '35',
  ticker: 'USDT',
  landingPages: ['/registration-page/welcome', '/auth/register'],
  totals: { clicks: 2140, registrations: 198, deposits: 61, earned: '904.18' },
};
const ENDED: AffiliateCampaign = {
  ...CAMPAIGN,
  slug: 'earn-weeks',
  title: 'Earn weeks',
  landingPages: ['/registration-page/referral-bonus'],
};

beforeEach(() => {
  session.markLoggedIn({ permissions: {} });
  mockServer.use(
    getGetAffiliateSettingsMockHandler({ data: { status: 'approved', affiliateCode: 'demo-trader', commissionRate: '30' } }),
    getGetAffiliateDashboardMockHandler({ data: DASHBOARD }),
  );
});
afterEach(() => session.clear());

describe('the affiliate screens', () => {
  it('shows the totals of every campaign and the commission account on the dashboard', async () => {
    await renderScreen(inRoute('/affiliate', <AffiliatePage />));
    expect((await screen.findByTestId('affiliate-code')).textContent).toContain('demo-trader');
    expect(screen.getByTestId('affiliate-totals-clicks').textContent).toContain('4,182');
    expect(screen.getByTestId('affiliate-totals-earned').textContent).toContain('1,936.42 USDT');
    expect(screen.getByTestId('affiliate-available').textContent).toContain('486.32 USDT');
  });

  it('asks an applicant who is not approved to apply instead of calling the programme', async () => {
    mockServer.use(getGetAffiliateSettingsMockHandler({ data: { status: 'none' } }));
    await renderScreen(inRoute('/affiliate/payments', <AffiliatePage />));
    expect(await screen.findByTestId('affiliate-none')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply to the programme' }).getAttribute('href')).toBe('/settings/security/partnership/manage');
  });

  it('requests a payout: refused without personal data (the way to the form), then sent and listed as processing', async () => {
    const payouts: AffiliatePayout[] = [PAID];
    const sent: unknown[] = [];
    let personal = false;
    mockServer.use(
      getListAffiliatePaymentsMockHandler(() => ({ data: payouts, pagination: { limit: 100, offset: 0, total: payouts.length } })),
      http.post('*/v2/affiliate/payments', async ({ request }) => {
        const body = (await request.json()) as { amount: string };
        sent.push(body);
        if (!personal)
          return HttpResponse.json(
            { code: 4708, message: 'Validation failed', errors: { amount: ['Fill in your personal data before your first payout.'] } },
            { status: 422 },
          );
        const payout: AffiliatePayout = {
          id: 9102,
          amount: body.amount,
          ticker: 'USDT',
          status: 'processing',
          destination: 'main_balance',
          requestedAt: 1795082403,
        };
        payouts.unshift(payout);
        return HttpResponse.json({ data: payout });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(inRoute('/affiliate/payments', <AffiliatePage />));
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows[0]!.getAttribute('data-status')).toBe('paid');
    const amount = await screen.findByTestId('payout-amount-input');
    await user.type(amount, '500');
    await user.click(screen.getByTestId('payout-submit'));
    expect(await screen.findByText('Only 486.32 USDT is available.')).toBeTruthy();
    expect(sent).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Pay out everything available' }));
    await user.click(screen.getByTestId('payout-submit'));
    expect(await screen.findByText('Fill in your personal data before your first payout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fill in your personal data first' }).getAttribute('href')).toBe('/affiliate/personal-data');
    expect((amount as HTMLInputElement).value).toBe('486.32');
    personal = true;
    await user.click(screen.getByTestId('payout-submit'));
    await waitFor(() => expect(screen.getAllByTestId('payout-row')[0]!.getAttribute('data-status')).toBe('processing'));
    expect(sent).toEqual([{ amount: '486.32' }, { amount: '486.32' }]);
    expect(screen.getAllByTestId('payout-row')[0]!.textContent).toContain('Processing');
  });

  it('saves the personal data without the optional fields left empty, and says what is kept', async () => {
    let sent: Record<string, string> | undefined;
    mockServer.use(
      getGetAffiliatePersonalDataMockHandler({ data: { saved: false } }),
      http.post('*/v2/affiliate/personal-data', async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return HttpResponse.json({ data: { saved: true, updatedAt: 1795082403, ...sent } });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(inRoute('/affiliate/personal-data', <AffiliatePage />));
    expect((await screen.findByTestId('personal-data-status')).textContent).toContain('You have not filled in your personal data yet.');
    await user.type(screen.getByLabelText('Full name'), 'Olena Kovalenko');
    await user.type(screen.getByLabelText('Country'), 'ua');
    await user.type(screen.getByLabelText('City'), 'Lviv');
    await user.type(screen.getByLabelText('Address'), '12 Rynok Square');
    await user.type(screen.getByLabelText('Phone (optional)'), '+380671234567');
    await user.click(screen.getByTestId('personal-data-submit'));
    expect((await screen.findByTestId('personal-data-saved')).textContent).toContain('Your personal data is saved.');
    expect(sent).toEqual({ fullName: 'Olena Kovalenko', country: 'UA', city: 'Lviv', address: '12 Rynok Square', phone: '+380671234567' });
    expect(screen.getByTestId('personal-data-status').textContent).toMatch(/^Saved /);
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeTruthy();
  });

  it("builds a tracking link from a running campaign's landing page and a sub-id, and shows it to copy", async () => {
    let sent: unknown;
    mockServer.use(
      getListAffiliateCampaignsMockHandler({
        data: [CAMPAIGN, ENDED, { ...CAMPAIGN, slug: 'futures-launch', title: 'Futures launch', status: 'ended' }],
      }),
      getListAffiliateLinksMockHandler({ data: [] }),
      http.post('*/v2/affiliate/links', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          data: {
            id: 7301,
            campaign: 'earn-weeks',
            landingPage: '/registration-page/referral-bonus',
            subId: 'tg-pin',
            url: 'https://meridian.example/registration-page/referral-bonus?aff=demo-trader&utm_campaign=earn-weeks&sub_id=tg-pin',
            createdAt: 1795082403,
          },
        });
      }),
    );
    const user = userEvent.setup();
    await renderScreen(inRoute('/affiliate/campaigns', <AffiliatePage />));
    const rows = await screen.findAllByTestId('campaign-row');
    expect(rows.map((r) => r.getAttribute('data-slug'))).toEqual(['spring-boost', 'earn-weeks', 'futures-launch']);
    expect(within(rows[0]!).getByTestId('campaign-spring-boost-registrations').textContent).toContain('198');
    const builder = screen.getByTestId('link-builder');
    const campaign = within(builder).getByLabelText('Campaign');
    // Only running campaigns can get a link.
    expect(
      within(campaign)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Spring boost', 'Earn weeks']);
    await user.selectOptions(campaign, 'earn-weeks');
    expect((within(builder).getByLabelText('Landing page') as HTMLInputElement).value).toBe('/registration-page/referral-bonus');
    await user.type(within(builder).getByLabelText('Sub-id (optional)'), 'tg-pin');
    await user.click(within(builder).getByTestId('link-builder-submit'));
    expect((await screen.findByTestId('built-link-url')).textContent).toContain('utm_campaign=earn-weeks&sub_id=tg-pin');
    expect(sent).toEqual({ campaign: 'earn-weeks', landingPage: '/registration-page/referral-bonus', subId: 'tg-pin' });
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
  });

  it("shows a campaign's days over the period it is asked for", async () => {
    const asked: string[] = [];
    mockServer.use(
      getGetAffiliateCampaignMockHandler({ data: CAMPAIGN }),
      getListAffiliateLinksMockHandler({ data: [] }),
      getGetAffiliateCampaignStatisticsMockHandler(({ request }) => {
        const period = new URL(request.url).searchParams.get('period') as '7d' | '30d';
        asked.push(period);
        const days = period === '7d' ? 7 : 30;
        return {
          data: {
            campaign: 'spring-boost',
            period,
            ticker: 'USDT',
            totals: { clicks: days * 10, registrations: days, deposits: 0, earned: `${days}.5` },
            points: Array.from({ length: days }, (_, i) => ({
              date: 1795046400 - (days - 1 - i) * 86_400,
              clicks: 10,
              registrations: 1,
              deposits: 0,
              earned: i === days - 1 ? '1.5' : '1',
            })),
          },
        };
      }),
    );
    const user = userEvent.setup();
    await renderScreen(inRoute('/affiliate/campaigns/:campaign', <CampaignDetail slug="spring-boost" />));
    expect((await screen.findByTestId('campaign-totals-earned')).textContent).toContain('904.18 USDT');
    await waitFor(() => expect(screen.getAllByTestId('campaign-day')).toHaveLength(30));
    expect(screen.getByTestId('campaign-period-earned').textContent).toContain('30.50 USDT');
    // Newest day first.
    expect(screen.getAllByTestId('campaign-day')[0]!.getAttribute('data-earned')).toBe('1.5');
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(screen.getAllByTestId('campaign-day')).toHaveLength(7));
    expect(asked).toEqual(['30d', '7d']);
  });

  it('lists the users invited with the referral code', async () => {
    mockServer.use(
      getListReferralInviteesMockHandler({
        data: [
          {
            id: 30217,
            email: 'ay***z@example.com',
            registeredAt: 1794873600,
            status: 'trading',
            earned: [{ ticker: 'USDT', amount: '8.42' }],
          },
          { id: 30188, email: 'm***t@example.org', registeredAt: 1794268800, status: 'registered', earned: [] },
        ],
        pagination: { limit: 20, offset: 0, total: 2 },
      }),
    );
    await renderScreen(<Invitees />);
    const rows = await screen.findAllByTestId('referral-invitee');
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['ay***z@example.com', 'm***t@example.org']);
    expect(rows[0]!.textContent).toContain('Trading');
    expect(rows[0]!.textContent).toContain('8.42 USDT');
  });
});
