import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi, afterEach, beforeEach } from 'vitest';
import {
  getGetMiningDashboardMockHandler,
  getGetMiningHashrateMockHandler,
  getGetMiningPoolStatsMockHandler,
  getListMiningAccountsMockHandler,
  getGetMiningWatcherViewMockHandler,
  getListMiningReferralsMockHandler,
  getListMiningWatcherLinksMockHandler,
  getListMiningWorkersMockHandler,
} from '../../../generated/api/mining-pool/mining-pool.msw';
import type { MiningWatcherLink } from '../../../generated/api/model/miningWatcherLink.zod';
import type { MiningDashboard } from '../../../generated/api/model/miningDashboard.zod';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { renderScreen } from '../../testing/render';
import { AccountScreen } from './account-screens';
import MiningPoolPage from './mining-pool-page';
import { dailyEstimate } from './pool-home';
import { WatcherView } from './watcher-view';

// The chart draws on a canvas, which the test DOM has not: its points are what the test looks at.
vi.mock('./hashrate-chart', () => ({
  default: ({ points }: { points: readonly unknown[] }) => <div data-testid="hashrate-chart" data-points={points.length} />,
}));

const DASHBOARD: MiningDashboard = {
  account: {
    id: 51234,
    name: 'meridian01',
    createdAt: 1793318400,
    hashrate: '318200000000000',
    workers: { online: 2, offline: 1, low: 0 },
  },
  fee: '2.5',
  rewardScheme: 'FPPS',
  payoutDestination: 'main_balance',
  currency: 'BTC',
  stratum: [
    { url: 'stratum+tcp://pool.meridian.example:3333', workersCount: 2 },
    { url: 'stratum+tcp://pool.meridian.example:443', workersCount: 0 },
  ],
  hashrate: '318200000000000',
  average24h: '315912000000000',
  totalReward: '0.00412817',
};

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

describe('the mining pool', () => {
  it('estimates a day of FPPS earnings after the fee, exactly', () => {
    expect(dailyEstimate('110000000000000', { hashprice: '0.00000055', fee: '2.5' })).toBe('0.00005898');
    expect(dailyEstimate('0', { hashprice: '0.00000055', fee: '2.5' })).toBe('0');
  });

  it('lists the accounts and estimates earnings for a typed hashrate, refusing a negative one', async () => {
    mockServer.use(
      getListMiningAccountsMockHandler({ data: [DASHBOARD.account] }),
      getGetMiningPoolStatsMockHandler({
        data: {
          connectionLinks: ['stratum+tcp://pool.meridian.example:3333'],
          location: 'global',
          assets: ['BTC'],
          rewardSchemes: ['FPPS'],
          workers: 1846,
          currentHashRate: '3900000000000000000',
          last7daysHashRate: [],
          blocks: [{ blockFoundAt: 1794803355, blockHeight: 872329 }],
          fee: '2.5',
          hashprice: '0.00000055',
        },
      }),
    );
    await renderScreen(
      <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/mining-pool')}>
        <MiningPoolPage />
      </RouteEntryContext.Provider>,
    );
    const row = await screen.findByTestId('mining-account-row');
    expect(within(row).getByRole('link').textContent).toBe('meridian01');
    expect(row.textContent).toContain('318.2 TH/s');
    expect(row.textContent).toContain('2 online, 0 low, 1 offline');
    expect((await screen.findByTestId('pool-stats')).textContent).toContain('3.9 EH/s');
    const input = screen.getByTestId('hashrate-input');
    await userEvent.type(input, '-1');
    expect(screen.getByTestId('hashrate-output').textContent).toBe('The hashrate cannot be negative.');
    await userEvent.clear(input);
    await userEvent.selectOptions(screen.getByLabelText('Unit'), 'PH');
    await userEvent.type(input, '1.5');
    expect(screen.getByTestId('hashrate-output').textContent).toBe('1.5 PH/s earns about 0.00080437 BTC a day.');
  });

  it("shows an account's figures and its hashrate chart of the chosen interval", async () => {
    mockServer.use(
      getGetMiningDashboardMockHandler({ data: DASHBOARD }),
      getGetMiningHashrateMockHandler(({ request }) => {
        const interval = new URL(request.url).searchParams.get('interval') as '5m' | '1h' | '24h';
        const count = interval === '5m' ? 3 : 2;
        return {
          data: {
            account: 'meridian01',
            interval,
            hashrate: Array.from({ length: count }, (_, i) => ({
              timestamp: 1795075200 + i * 300,
              hashrate: String(300e12 + i * 1e12),
              rejectRate: 0.002,
            })),
          },
        };
      }),
    );
    await renderScreen(<AccountScreen account="meridian01" subpage="dashboard" />);
    expect((await screen.findByTestId('mining-hashrate')).textContent).toBe('318.2 TH/s');
    expect(screen.getByTestId('mining-total-reward').textContent).toBe('0.00412817 BTC');
    expect((await screen.findByTestId('hashrate-latest')).textContent).toBe('301 TH/s');
    await waitFor(() => expect(screen.getByTestId('hashrate-chart').dataset.points).toBe('2'));
    await userEvent.click(screen.getByRole('radio', { name: '5 min' }));
    await waitFor(() => expect(screen.getByTestId('hashrate-chart').dataset.points).toBe('3'));
    expect(screen.getByTestId('hashrate-latest').textContent).toBe('302 TH/s');
  });

  it('lists the workers with their status and links to each', async () => {
    mockServer.use(
      getGetMiningDashboardMockHandler({ data: DASHBOARD }),
      getListMiningWorkersMockHandler({
        data: [
          {
            id: 880412,
            name: 'rig01',
            status: 'online',
            hashrate: '112400000000000',
            average24h: '110975000000000',
            rejectRate: 0.0019,
            connectedAt: 1793318400,
            lastShareAt: 1795082398,
          },
          {
            id: 880414,
            name: 's19-row3',
            status: 'offline',
            hashrate: '0',
            average24h: '0',
            rejectRate: 0,
            connectedAt: 1793318400,
            lastShareAt: 1794521211,
          },
        ],
      }),
    );
    await renderScreen(<AccountScreen account="meridian01" subpage="workers" />);
    const rows = await screen.findAllByTestId('mining-worker-row');
    expect(rows.map((r) => [r.dataset.name, r.dataset.status])).toEqual([
      ['rig01', 'online'],
      ['s19-row3', 'offline'],
    ]);
    expect(within(rows[0]!).getByRole('link').getAttribute('href')).toBe('/mining-pool/meridian01/workers/880412');
    expect(within(rows[0]!).getByTestId('mining-worker-hashrate').textContent).toBe('112.4 TH/s');
  });

  it('gives the stratum servers and the worker login to connect', async () => {
    mockServer.use(getGetMiningDashboardMockHandler({ data: DASHBOARD }));
    await renderScreen(<AccountScreen account="meridian01" subpage="connect-workers" />);
    const connect = await screen.findByTestId('mining-connect');
    expect(connect.textContent).toContain('stratum+tcp://pool.meridian.example:3333 (2 workers)');
    expect(connect.textContent).toContain('meridian01.rig01');
  });

  it('makes a watcher link with its permissions and lifetime, lists it to copy and open, and revokes it', async () => {
    const links: MiningWatcherLink[] = [];
    const sent: unknown[] = [];
    const id = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
    mockServer.use(
      getGetMiningDashboardMockHandler({ data: DASHBOARD }),
      getListMiningWatcherLinksMockHandler(() => ({ data: links })),
      http.post('*/v2/mining-pool/accounts/meridian01/watcher-links', async ({ request }) => {
        const body = (await request.json()) as { name: string; permissions: MiningWatcherLink['permissions'] };
        sent.push(body);
        const link: MiningWatcherLink = {
          id,
          name: body.name,
          account: 'meridian01',
          permissions: body.permissions,
          link: `https://meridian.example/mining-pool/watcher-link/${id}/meridian01`,
          liveUntil: Math.floor(Date.now() / 1000) + 86_400,
          createdAt: Math.floor(Date.now() / 1000),
        };
        links.unshift(link);
        return HttpResponse.json({ data: link });
      }),
      http.delete(`*/v2/mining-pool/watcher-links/${id}`, () => {
        links.length = 0;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderScreen(<AccountScreen account="meridian01" subpage="watcher-links" />);
    const form = await screen.findByTestId('watcher-link-form');
    expect(await screen.findByText('This account has no watcher links.')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Name'), 'partner_view');
    await userEvent.click(within(form).getByLabelText('Workers'));
    await userEvent.click(within(form).getByLabelText('Rewards'));
    await userEvent.selectOptions(within(form).getByLabelText('Open for'), '1d');
    await userEvent.click(within(form).getByTestId('watcher-link-submit'));
    const row = await screen.findByTestId('watcher-link-row');
    expect(sent).toEqual([{ name: 'partner_view', permissions: ['dashboard', 'rewards'], liveUntil: '1d' }]);
    expect(row.textContent).toContain('Dashboard and hashrate, Rewards');
    expect(within(row).getByTestId('watcher-link-url').textContent).toBe(
      `https://meridian.example/mining-pool/watcher-link/${id}/meridian01`,
    );
    expect(within(row).getByTestId('watcher-link-open').getAttribute('href')).toBe(`/mining-pool/watcher-link/${id}/meridian01`);
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByText('This account has no watcher links.')).toBeTruthy();
  });

  it("shows a guest what a watcher link allows, read-only, and says a dead link's end", async () => {
    session.clear();
    const id = '3f2b8c1e-9a4d-4c7b-8e21-5d6f7a8b9c0d';
    mockServer.use(
      getGetMiningWatcherViewMockHandler({
        data: {
          link: { id, name: 'hosting_view', permissions: ['dashboard', 'workers'], liveUntil: 1795687203 },
          account: 'meridian01',
          dashboard: DASHBOARD,
          hashrate: [{ timestamp: 1795078800, hashrate: '316004000000000', rejectRate: 0.0021 }],
          workers: [
            {
              id: 880412,
              name: 'rig01',
              status: 'online',
              hashrate: '112400000000000',
              average24h: '110975000000000',
              rejectRate: 0.0019,
              connectedAt: 1793318400,
              lastShareAt: 1795082398,
            },
          ],
        },
      }),
    );
    const base = `/mining-pool/watcher-link/${id}/meridian01`;
    await renderScreen(<WatcherView id={id} account="meridian01" subpage="overview" base={base} />);
    expect((await screen.findByTestId('mining-hashrate')).textContent).toBe('318.2 TH/s');
    const worker = screen.getByTestId('mining-worker-row');
    // Read-only: no link into the owner's worker pages.
    expect(within(worker).queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('mining-rewards')).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Account pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([base, `${base}/dashboard`, `${base}/workers`]);
    expect(screen.getByTestId('watcher-link-info').textContent).toContain('hosting_view');

    mockServer.use(
      http.get('*/v2/mining-pool/watcher-links/:id/accounts/:account', () =>
        HttpResponse.json({ message: 'Watcher link not found.' }, { status: 404 }),
      ),
    );
    await renderScreen(<WatcherView id={id} account="meridian01" subpage="rewards" base={base} />);
    expect((await screen.findByTestId('watcher-link-gone')).textContent).toBe(
      'This watcher link does not work: it was revoked, it has expired, or it is not for this account.',
    );
  });

  it("lists the pool referrals with the code to share and each account's earnings", async () => {
    mockServer.use(
      getGetMiningDashboardMockHandler({ data: DASHBOARD }),
      getListMiningReferralsMockHandler({
        data: {
          code: 'MRDPOOL1001',
          link: 'https://meridian.example/mining-pool?ref=MRDPOOL1001',
          rate: '20',
          currency: 'BTC',
          totalEarned: '0.00002931',
          referrals: [
            { id: 61007, account: 'fa***th', joinedAt: 1793836800, average24h: '412500000000000', earned: '0.00001954' },
            { id: 61004, account: 'ho***07', joinedAt: 1793318400, average24h: '205300000000000', earned: '0.00000977' },
          ],
        },
      }),
    );
    await renderScreen(<AccountScreen account="meridian01" subpage="referrals" />);
    expect((await screen.findByTestId('pool-referral-code')).textContent).toBe('MRDPOOL1001');
    expect(screen.getByTestId('pool-referral-total').textContent).toBe('0.00002931 BTC');
    const rows = screen.getAllByTestId('pool-referral-row');
    expect(rows.map((r) => r.dataset.earned)).toEqual(['0.00001954', '0.00000977']);
    expect(rows[0]!.textContent).toContain('412.5 TH/s');
  });
});
