/**
 * Issue 25 (launchpad, mining pool, OTC desk, competitions): every failure code of 4305-4307, 4600-4625, 7000-7005 and
 * 1800-1805 shows its message (src/testing/failure-codes.tsx), and on the real screens a failed call says its code's
 * message in place: a list or page that could not load (CallError), a form whose call failed (above its button), a
 * quote or prize whose action failed, and the launchpad and mining-rewards history tabs (2404, 2407).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getGetWbtBalancesMockHandler } from '../../../generated/api/balances/balances.msw';
import { getGetCompetitionMockHandler, getListCompetitionRewardsMockHandler } from '../../../generated/api/competitions/competitions.msw';
import { getGetLaunchpadProjectMockHandler } from '../../../generated/api/launchpad/launchpad.msw';
import {
  getGetMiningDashboardMockHandler,
  getGetMiningDashboardResponseMock,
  getListMiningWorkersMockHandler,
} from '../../../generated/api/mining-pool/mining-pool.msw';
import type { Competition } from '../../../generated/api/model/competition.zod';
import type { LaunchpadProject } from '../../../generated/api/model/launchpadProject.zod';
import type { OtcRequest } from '../../../generated/api/model/otcRequest.zod';
import { getListOtcAssetsMockHandler, getListOtcRequestsMockHandler } from '../../../generated/api/otc/otc.msw';
import { ErrorCode } from '../../../generated/errors/error-codes';
import { mockServer } from '../../../mocks/node';
import CompetitionsPage, { CompetitionScreen } from '../../features/competitions/competitions-page';
import HistoryPage from '../../features/history/history-page';
import LaunchpadPage, { ProjectScreen } from '../../features/launchpad/launchpad-page';
import { AccountScreen } from '../../features/mining-pool/account-screens';
import MiningPoolPage from '../../features/mining-pool/mining-pool-page';
import OtcDeskPage from '../../features/otc-desk/otc-desk-page';
import { describeFailureCodes, enMessage, failingWith, spyOnErrorToasts, toastTitle } from '../../testing/failure-codes';
import { renderScreen } from '../../testing/render';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { session } from '../session/session-store';

describeFailureCodes(
  'the launchpad, mining pool, OTC and competition failure codes (4305-4307, 4600-4625, 7000-7005, 1800-1805)',
  [
    [4305, 4307],
    [4600, 4625],
    [7000, 7005],
    [1800, 1805],
  ],
  mockServer,
);

const inRoute = (path: string, ui: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{ui}</RouteEntryContext.Provider>
);
/** The message a screen writes for a failed call: the catalogue's, without its full stop, and the code. */
const said = (code: number) => toastTitle(enMessage(code)!, code);
/** The server refuses with a catalogue code and no field error. */
const refusing = (method: 'get' | 'post', path: string, code: number, message: string) =>
  http[method](`*${path}`, () => HttpResponse.json({ code, message, errors: {} }, { status: 422 }));

const PROJECT: LaunchpadProject = {
  slug: 'nova-grid',
  name: 'Nova Grid',
  ticker: 'NOVA',
  status: 'active',
  summary: 'Home batteries.',
  price: '0.0008',
  tokensForSale: '50000000',
  hardCap: '40000',
  minCommit: '10',
  maxCommit: '2000',
  totalCommitted: '51230.5',
  participants: 2841,
  voteGoal: '150000',
  votes: '212480',
  voteStartsAt: 1794355200,
  voteEndsAt: 1794960000,
  saleStartsAt: 1795046400,
  saleEndsAt: 1795651200,
  distributionAt: 1795737600,
  participation: { voted: '0', committed: '0', locked: '0', tokens: '0', used: '0', refund: '0', distributed: false },
};

const WORKER = {
  id: 880412,
  name: 'rig01',
  status: 'online' as const,
  hashrate: '112400000000000',
  average24h: '110975000000000',
  rejectRate: 0.0019,
  connectedAt: 1793318400,
  lastShareAt: 1795082398,
};

const QUOTE: OtcRequest = {
  id: 610042,
  side: 'buy',
  asset: 'BTC',
  quote: 'USDT',
  amount: '0.5',
  price: '97444.5',
  total: '48722.25',
  status: 'quoted',
  createdAt: 1795082403,
  expiresAt: 1795082433,
};

const COMPETITION: Competition = {
  slug: 'btc-volume-sprint',
  title: 'BTC volume sprint',
  status: 'active',
  markets: ['BTC-USDT'],
  quote: 'USDT',
  startsAt: 1794960000,
  endsAt: 1795564800,
  prizeTicker: 'USDT',
  prizePool: '3000',
  prizes: [{ fromRank: 1, toRank: 1, amount: '3000' }],
  minVolume: '1000',
  participants: 412,
  participation: { joined: false, volume: '0' },
};

describe('the screens say a failed call with its code', () => {
  spyOnErrorToasts(mockServer);
  beforeEach(() => session.markLoggedIn({ permissions: {} }));
  afterEach(() => session.clear());

  /** One screen, one failing call: the screen's error state says the call's code and message. */
  it.each([
    ['4305', '/v2/launchpad/projects', () => inRoute('/launchpad/projects', <LaunchpadPage />)],
    ['4306', '/v2/launchpad/projects/nova-grid', () => inRoute('/launchpad/projects/:slug', <ProjectScreen slug="nova-grid" />)],
    ['4604', '/v2/mining-pool/accounts/meridian01', () => <AccountScreen account="meridian01" subpage="overview" />],
    ['4605', '/v2/mining-pool/accounts/meridian01/hashrate', () => <AccountScreen account="meridian01" subpage="dashboard" />],
    ['4606', '/v2/mining-pool/accounts/meridian01/rewards', () => <AccountScreen account="meridian01" subpage="rewards" />],
    ['4608', '/v2/mining-pool/accounts/meridian01/workers', () => <AccountScreen account="meridian01" subpage="workers" />],
    [
      '4610',
      '/v2/mining-pool/accounts/meridian01/workers/880412/hashrate',
      () => <AccountScreen account="meridian01" subpage="worker" workerId={880412} />,
    ],
    ['4619', '/api/v4/public/mining-pool', () => inRoute('/mining-pool', <MiningPoolPage />)],
    ['7000', '/v2/otc/requests', () => inRoute('/otc-desk', <OtcDeskPage />)],
    ['7005', '/v2/otc/assets', () => inRoute('/otc-desk/create', <OtcDeskPage />)],
    ['1800', '/v2/competitions', () => inRoute('/trading-competition/overview/:status', <CompetitionsPage />)],
    [
      '1801',
      '/v2/competitions/btc-volume-sprint',
      () => inRoute('/trading-competition/:slug', <CompetitionScreen slug="btc-volume-sprint" />),
    ],
    ['1804', '/v2/competition-rewards', () => inRoute('/trading-competition/overview/rewards', <CompetitionsPage />)],
    ['2404', '/v2/launchpad/history', () => inRoute('/history/main/launchpad', <HistoryPage />)],
    ['2407', '/v2/mining-pool/rewards', () => inRoute('/history/main/mining-rewards', <HistoryPage />)],
  ] as const)('%s: GET %s failing, the screen says so', async (code, path, screenOf) => {
    // The failing call first: it wins over the account's and workers' answers (msw tries the handlers in order).
    const dashboard = getGetMiningDashboardResponseMock().data;
    mockServer.use(
      http.get(`*${path}`, () => HttpResponse.json({ code: Number(code), message: 'The server failed.' }, { status: 500 })),
      getGetMiningDashboardMockHandler({ data: { ...dashboard, account: { ...dashboard.account, id: 51234, name: 'meridian01' } } }),
      getListMiningWorkersMockHandler({ data: [WORKER] }),
    );
    await renderScreen(screenOf());
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('query-error')
          .map((e) => e.textContent)
          .join(' '),
      ).toContain(said(Number(code))),
    );
  });

  it('4307: a subscription the server refuses is said above the button, the amount kept', async () => {
    mockServer.use(
      getGetLaunchpadProjectMockHandler({ data: PROJECT }),
      getGetWbtBalancesMockHandler({ data: { main: '250', hold: '0', unhold: '0', trade: '0', launchpad: '0' } }),
      refusing('post', '/v2/launchpad/projects/nova-grid/join', 4307, 'Nova Grid takes no votes or subscriptions now (distributing).'),
    );
    await renderScreen(inRoute('/launchpad/projects/:slug', <ProjectScreen slug="nova-grid" />));
    const form = await screen.findByTestId('launchpad-join-form');
    const amount = within(form).getByTestId('launchpad-amount-input') as HTMLInputElement;
    await userEvent.type(amount, '5');
    await userEvent.click(within(form).getByTestId('launchpad-join-submit'));
    expect((await within(form).findByTestId('launchpad-amount-input-error')).textContent).toBe('Commit at least 10 WBT.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(within(form).getByTestId('launchpad-join-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(4307)));
    expect(amount.value).toBe('100');
  });

  it('4600 and 4601: the mining accounts that could not load, and a new account the server refuses', async () => {
    mockServer.use(
      failingWith('GET', '/v2/mining-pool/accounts', ErrorCode.FailedToGetMiningAccounts),
      refusing('post', '/v2/mining-pool/accounts', 4601, 'Mining account limit reached.'),
    );
    await renderScreen(inRoute('/mining-pool', <MiningPoolPage />));
    await waitFor(() => expect(screen.getAllByTestId('query-error')[0]!.textContent).toContain(said(4600)));
    const form = screen.getByTestId('mining-create-form');
    await userEvent.type(within(form).getByTestId('mining-name-input'), 'no spaces');
    await userEvent.click(within(form).getByTestId('mining-create-submit'));
    expect(await within(form).findByText('Use 3 to 32 letters, digits or underscores.')).toBeTruthy();
    await userEvent.clear(within(form).getByTestId('mining-name-input'));
    await userEvent.type(within(form).getByTestId('mining-name-input'), 'eleventh_rig');
    await userEvent.click(within(form).getByTestId('mining-create-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(4601)));
    expect((within(form).getByTestId('mining-name-input') as HTMLInputElement).value).toBe('eleventh_rig');
  });

  it('7003 and 7004: a quote the server refuses to accept, then to decline, says why in place', async () => {
    // A quote still open on this device (its validity counted from now).
    const now = Math.floor(Date.now() / 1000);
    mockServer.use(
      getListOtcRequestsMockHandler({
        data: [{ ...QUOTE, createdAt: now, expiresAt: now + 30 }],
        pagination: { limit: 100, offset: 0, total: 1 },
      }),
      refusing('post', '/v2/otc/requests/610042/accept', 7003, 'The quote has expired: ask for a new one.'),
      refusing('post', '/v2/otc/requests/610042/cancel', 7004, 'The request is expired.'),
    );
    await renderScreen(inRoute('/otc-desk', <OtcDeskPage />));
    const card = await screen.findByTestId('otc-quote');
    await userEvent.click(within(card).getByTestId('otc-accept'));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toContain(said(7003)));
    expect(within(card).getByRole('alert').textContent).toContain('The quote has expired: ask for a new one.');
    await userEvent.click(within(card).getByTestId('otc-decline'));
    await waitFor(() => expect(within(card).getByRole('alert').textContent).toContain(said(7004)));
  });

  it('7001: a request the desk refuses is said above the button', async () => {
    mockServer.use(
      getListOtcAssetsMockHandler({ data: [{ ticker: 'BTC', quotes: ['USDT'], minAmount: '0.01', maxAmount: '50', decimals: 8 }] }),
      http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'USDT', main: '100000' }] })),
      refusing('post', '/v2/otc/requests', 7001, 'The desk is closed.'),
    );
    await renderScreen(inRoute('/otc-desk/create', <OtcDeskPage />));
    const form = await screen.findByTestId('otc-form');
    await userEvent.type(within(form).getByTestId('otc-amount-input'), '0.5');
    await userEvent.click(within(form).getByTestId('otc-submit'));
    await waitFor(() => expect(within(form).getByRole('alert').textContent).toBe(said(7001)));
    expect((within(form).getByTestId('otc-amount-input') as HTMLInputElement).value).toBe('0.5');
  });

  it('7002: a quote whose time is up is read again; that read failing says so', async () => {
    const now = Math.floor(Date.now() / 1000);
    mockServer.use(
      getListOtcAssetsMockHandler({ data: [{ ticker: 'BTC', quotes: ['USDT'], minAmount: '0.01', maxAmount: '50', decimals: 8 }] }),
      http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'USDT', main: '100000' }] })),
      http.post('*/v2/otc/requests', () => HttpResponse.json({ data: { ...QUOTE, createdAt: now, expiresAt: now } })),
      http.get('*/v2/otc/requests/610042', () => HttpResponse.json({ code: 7002, message: 'The server failed.' }, { status: 500 })),
    );
    await renderScreen(inRoute('/otc-desk/create', <OtcDeskPage />));
    const form = await screen.findByTestId('otc-form');
    await userEvent.type(within(form).getByTestId('otc-amount-input'), '0.5');
    await userEvent.click(within(form).getByTestId('otc-submit'));
    await waitFor(() => expect(screen.getByTestId('query-error').textContent).toContain(said(7002)), { timeout: 10_000 });
  });

  it('1802 and 1803: a competition whose leaderboard could not load, and a join the server refuses', async () => {
    mockServer.use(
      getGetCompetitionMockHandler({ data: COMPETITION }),
      http.get('*/v2/competitions/btc-volume-sprint/leaderboard', () =>
        HttpResponse.json({ code: 1803, message: 'The server failed.' }, { status: 500 }),
      ),
      refusing('post', '/v2/competitions/btc-volume-sprint/join', 1802, 'BTC volume sprint has finished.'),
    );
    await renderScreen(inRoute('/trading-competition/:slug', <CompetitionScreen slug="btc-volume-sprint" />));
    await waitFor(() => expect(screen.getByTestId('query-error').textContent).toContain(said(1803)));
    await userEvent.click(await screen.findByTestId('competition-join'));
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes(said(1802)))).toBe(true));
  });

  it('1805: a claim the server refuses says why in place', async () => {
    mockServer.use(
      getListCompetitionRewardsMockHandler({
        data: [
          {
            id: 92004,
            slug: 'altcoin-weekend',
            title: 'Altcoin weekend',
            rank: 7,
            amount: '150',
            ticker: 'USDT',
            status: 'claimable',
            finishedAt: 1794441600,
          },
        ],
      }),
      refusing('post', '/v2/competition-rewards/92004/claim', 1805, 'This reward has already been claimed.'),
    );
    await renderScreen(inRoute('/trading-competition/overview/rewards', <CompetitionsPage />));
    await userEvent.click(await screen.findByTestId('competition-claim'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(said(1805)));
    expect(screen.getByRole('alert').textContent).toContain('This reward has already been claimed.');
  });
});
