/**
 * The launchpad and mining-rewards history tabs (issue 23): their filters go to the server with the request (which
 * filters before it pages), the pager asks for the next page by offset, the rows carry the exact amounts, a list that
 * the filters empty says that nothing matches (not that there is nothing), and a failed list says its tab's code.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { getListMiningAccountsMockHandler, getListMiningAccountsResponseMock } from '../../../generated/api/mining-pool/mining-pool.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { renderScreen } from '../../testing/render';
import { serverConfigHandler } from '../../testing/server-config';
import { LAUNCHPAD_PAGE, LaunchpadHistoryScreen } from './launchpad-history-screen';
import { MINING_REWARDS_PAGE, MiningRewardsHistoryScreen } from './mining-rewards-history-screen';

const at = (path: string, children: ReactNode) => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === path)}>{children}</RouteEntryContext.Provider>
);

/** A list call answered from `rows` as the ledger does: the page of the filtered list, the total of all of it. */
function paged<T>(path: string, rows: (q: URLSearchParams) => T[], asked: URLSearchParams[]) {
  return http.get(`*${path}`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    const all = rows(q);
    const offset = Number(q.get('offset') ?? 0);
    const limit = Number(q.get('limit') ?? 100);
    return HttpResponse.json({ data: all.slice(offset, offset + limit), pagination: { limit, offset, total: all.length } });
  });
}

const MOVES = Array.from({ length: LAUNCHPAD_PAGE + 3 }, (_, i) => ({
  id: 100_100 - i,
  time: 1_795_082_403 - i * 3_600,
  slug: 'nova-grid',
  project: 'Nova Grid',
  type: i === 0 ? ('distribution' as const) : ('subscription' as const),
  asset: i === 0 ? 'NOVA' : 'WBT',
  amount: i === 0 ? '97587.5' : `${10 + i}.125`,
}));

describe('the launchpad history tab', () => {
  it('sends the period, asset and kind, pages by offset and shows the exact amounts', async () => {
    const asked: URLSearchParams[] = [];
    mockServer.use(
      serverConfigHandler(),
      paged(
        '/v2/launchpad/history',
        (q) => MOVES.filter((m) => (!q.get('type') || m.type === q.get('type')) && (!q.get('ticker') || m.asset === q.get('ticker'))),
        asked,
      ),
    );
    await renderScreen(at('/history/main/launchpad', <LaunchpadHistoryScreen />));
    const rows = await screen.findAllByTestId('launchpad-history-row');
    expect(rows).toHaveLength(LAUNCHPAD_PAGE);
    expect(within(rows[0]!).getByText('97,587.5 NOVA').getAttribute('data-value')).toBe('97587.5');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 2')).toBeTruthy());
    expect(asked.at(-1)!.get('offset')).toBe(String(LAUNCHPAD_PAGE));
    expect(screen.getAllByTestId('launchpad-history-row').map((r) => r.getAttribute('data-id'))).toEqual(
      MOVES.slice(LAUNCHPAD_PAGE).map((m) => String(m.id)),
    );

    // A filter starts the list again from its first page.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.change(screen.getByLabelText('Asset'), { target: { value: 'nova' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'distribution' } });
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        from: String(Date.UTC(2026, 10, 1) / 1000),
        to: String(Date.UTC(2026, 11, 1) / 1000 - 1),
        ticker: 'NOVA',
        type: 'distribution',
        offset: '0',
        limit: String(LAUNCHPAD_PAGE),
      }),
    );
    await waitFor(() => expect(screen.getAllByTestId('launchpad-history-row')).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'refund' } });
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('says when there is nothing yet, with the way to the projects, in Turkish', async () => {
    mockServer.use(
      serverConfigHandler(),
      paged('/v2/launchpad/history', () => [], []),
    );
    await renderScreen(at('/history/main/launchpad', <LaunchpadHistoryScreen />), { locale: 'tr' });
    expect(await screen.findByText('Henüz bir launchpad projesine oy vermediniz veya abone olmadınız.')).toBeTruthy();
  });

  it('says 2404 when its call fails, and retries', async () => {
    let calls = 0;
    mockServer.use(
      serverConfigHandler(),
      http.get('*/v2/launchpad/history', () => {
        calls += 1;
        return HttpResponse.json({ message: 'down' }, { status: 500 });
      }),
    );
    await renderScreen(at('/history/main/launchpad', <LaunchpadHistoryScreen />));
    await waitFor(() => expect(screen.getByTestId('query-error').getAttribute('data-code')).toBe('2404'), { timeout: 10_000 });
    expect(screen.getByTestId('query-error').textContent).toContain("Couldn't load the launchpad history (2404)");
    const before = calls;
    await userEvent.click(within(screen.getByTestId('query-error')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBeGreaterThan(before));
  });
});

const ACCOUNT = getListMiningAccountsResponseMock().data[0]!;
const REWARDS = Array.from({ length: MINING_REWARDS_PAGE + 2 }, (_, i) => ({
  id: 700_400 - i,
  account: i % 2 === 0 ? 'meridian01' : 'garage_rig',
  date: 1_794_960_000 - Math.floor(i / 2) * 86_400,
  hashrate: '316004000000000',
  fppsRate: '0.00000055',
  totalReward: '0.0001738',
  fee: '0.00000434',
  reward: `0.000169${String(i).padStart(2, '0')}`,
  currency: 'BTC',
  payoutDestination: 'main_balance' as const,
  status: 'successful' as const,
}));

describe('the mining rewards history tab', () => {
  it("sends the period, the account and the status, offers the user's accounts and pages by offset", async () => {
    const asked: URLSearchParams[] = [];
    mockServer.use(
      serverConfigHandler(),
      getListMiningAccountsMockHandler({
        data: [
          { ...ACCOUNT, id: 51234, name: 'meridian01' },
          { ...ACCOUNT, id: 51240, name: 'garage_rig' },
        ],
      }),
      paged(
        '/v2/mining-pool/rewards',
        (q) =>
          REWARDS.filter(
            (r) => (!q.get('account') || r.account === q.get('account')) && (!q.get('status') || r.status === q.get('status')),
          ),
        asked,
      ),
    );
    await renderScreen(at('/history/main/mining-rewards', <MiningRewardsHistoryScreen />));
    const rows = await screen.findAllByTestId('mining-rewards-history-row');
    expect(rows).toHaveLength(MINING_REWARDS_PAGE);
    expect(within(rows[3]!).getByText('0.00016903 BTC').getAttribute('data-value')).toBe('0.00016903');
    expect(rows[0]!.getAttribute('data-status')).toBe('successful');
    expect(within(rows[0]!).getByText('Paid')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('mining-rewards-history-row')).toHaveLength(2));
    expect(asked.at(-1)!.get('offset')).toBe(String(MINING_REWARDS_PAGE));

    const account = screen.getByLabelText('Account') as HTMLSelectElement;
    await waitFor(() => expect([...account.options].map((o) => o.value)).toEqual(['', 'meridian01', 'garage_rig']));
    fireEvent.change(account, { target: { value: 'garage_rig' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'successful' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        from: String(Date.UTC(2026, 10, 1) / 1000),
        account: 'garage_rig',
        status: 'successful',
        offset: '0',
        limit: String(MINING_REWARDS_PAGE),
      }),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('mining-rewards-history-row')
          .every((r) => r.getAttribute('data-account') === 'garage_rig' && r.getAttribute('data-status') === 'successful'),
      ).toBe(true),
    );
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'canceled' } });
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
  });

  it('says 2407 when its call fails, the filters still there', async () => {
    mockServer.use(
      serverConfigHandler(),
      getListMiningAccountsMockHandler({ data: [{ ...ACCOUNT, name: 'meridian01' }] }),
      http.get('*/v2/mining-pool/rewards', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    await renderScreen(at('/history/main/mining-rewards', <MiningRewardsHistoryScreen />), { locale: 'tr' });
    await waitFor(() => expect(screen.getByTestId('query-error').getAttribute('data-code')).toBe('2407'), { timeout: 10_000 });
    expect(screen.getByTestId('query-error').textContent).toContain('Madencilik ödülleri geçmişi yüklenemedi (2407)');
    expect(screen.getByTestId('history-filters')).toBeTruthy();
  });
});
