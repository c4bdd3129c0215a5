import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { ledgerTestServer, TEST_NOW } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();
const DAY = 86_400_000;

interface Reward {
  id: number;
  account: string;
  date: number;
  hashrate: string;
  fppsRate: string;
  totalReward: string;
  fee: string;
  reward: string;
}
interface Worker {
  id: number;
  name: string;
  status: string;
  hashrate: string;
  average24h: string;
}

const btc = () => decimal(ledger.balance('main', 'BTC').available);
const rewardsOf = async (account?: string) =>
  (
    await call<{ data: Reward[] }>(
      'GET',
      account ? `/v2/mining-pool/accounts/${account}/rewards?limit=100` : '/v2/mining-pool/rewards?limit=100',
    )
  ).body.data;

describe('the mining pool on the ledger', () => {
  beforeAll(() => exchange.login());

  it("lists the seeded account with its workers' figures and the paid days, each reward exact under FPPS", async () => {
    const accounts = (await call<{ data: { name: string; workers: Record<string, number> }[] }>('GET', '/v2/mining-pool/accounts')).body
      .data;
    expect(accounts).toEqual([expect.objectContaining({ id: 51234, name: 'meridian01', workers: { online: 2, offline: 1, low: 0 } })]);
    const workers = (await call<{ data: Worker[] }>('GET', '/v2/mining-pool/accounts/meridian01/workers')).body.data;
    expect(workers.map((w) => [w.name, w.status])).toEqual([
      ['rig01', 'online'],
      ['rig02', 'online'],
      ['s19-row3', 'offline'],
    ]);
    // rig01 mines 110 TH/s within -6 % and +6 %.
    const rig01 = BigInt(workers[0]!.hashrate);
    expect(rig01 >= 103_400_000_000_000n && rig01 <= 116_600_000_000_000n).toBe(true);
    const rewards = await rewardsOf('meridian01');
    expect(rewards).toHaveLength(30);
    for (const r of rewards) {
      const total = new Decimal(r.hashrate).div(1e12).times(r.fppsRate).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      expect(r.totalReward).toBe(total.toFixed());
      expect(r.fee).toBe(total.times('0.025').toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());
      expect(r.reward).toBe(total.minus(r.fee).toFixed());
    }
    expect(rewards[0]!.date).toBe((Math.floor(TEST_NOW / DAY) * DAY - DAY) / 1000);
    expect((await call('GET', '/v2/mining-pool/accounts/nobody_here')).status).toBe(404);
  });

  it('creates an account whose miner connects at once; the name is checked; guests are refused', async () => {
    const created = await call<{ data: { id: number; name: string } }>('POST', '/v2/mining-pool/accounts', { name: 'garage_rig' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ id: 51235, name: 'garage_rig' });
    const workers = (await call<{ data: Worker[] }>('GET', '/v2/mining-pool/accounts/garage_rig/workers')).body.data;
    expect(workers).toEqual([expect.objectContaining({ name: 'rig01', status: 'online' })]);
    expect(BigInt(workers[0]!.hashrate) > 90_000_000_000_000n).toBe(true);
    expect((await call('POST', '/v2/mining-pool/accounts', { name: 'garage_rig' })).body).toMatchObject({
      code: 30,
      errors: { name: ['The name has already been taken.'] },
    });
    expect((await call('POST', '/v2/mining-pool/accounts', { name: 'no spaces' })).status).toBe(422);
    exchange.logout();
    expect((await call('GET', '/v2/mining-pool/accounts')).status).toBe(401);
    exchange.login();
  });

  it("charts the hashrate by interval; a worker's chart is its own", async () => {
    advance(3 * 3_600_000);
    const chart = (
      await call<{ data: { interval: string; hashrate: { timestamp: number; hashrate: string }[] } }>(
        'GET',
        '/v2/mining-pool/accounts/garage_rig/hashrate?interval=5m',
      )
    ).body.data;
    expect(chart.interval).toBe('5m');
    expect(chart.hashrate).toHaveLength(24);
    expect(chart.hashrate.every((p) => BigInt(p.hashrate) > 0n)).toBe(true);
    const workers = (await call<{ data: Worker[] }>('GET', '/v2/mining-pool/accounts/garage_rig/workers')).body.data;
    const own = (await call('GET', `/v2/mining-pool/accounts/garage_rig/workers/${workers[0]!.id}/hashrate?interval=5m`)).body.data;
    // One worker: its points are the account's (each point's reject rate is the worker's own).
    expect(own.hashrate.map((p: { hashrate: string }) => p.hashrate)).toEqual(chart.hashrate.map((p) => p.hashrate));
    expect((await call('GET', '/v2/mining-pool/accounts/garage_rig/workers/880412/hashrate')).status).toBe(404);
  });

  it("pays each whole day into the main balance on the clock, exactly the day's rewards, once", async () => {
    const before = btc();
    const known = new Set((await rewardsOf()).map((r) => r.id));
    advance(2 * DAY);
    const paid = (await rewardsOf()).filter((r) => !known.has(r.id));
    // Two days for the seeded account; for the new one its first (partial) day and a whole one.
    expect(paid.map((r) => r.account).sort()).toEqual(['garage_rig', 'garage_rig', 'meridian01', 'meridian01']);
    const sum = paid.reduce((s, r) => s.plus(r.reward), new Decimal(0));
    expect(btc()).toBe(new Decimal(before).plus(sum).toFixed());
    await rewardsOf();
    expect(btc()).toBe(new Decimal(before).plus(sum).toFixed());
    const dashboard = (await call('GET', '/v2/mining-pool/accounts/garage_rig')).body.data;
    expect(dashboard).toMatchObject({ fee: '2.5', rewardScheme: 'FPPS', payoutDestination: 'main_balance', currency: 'BTC' });
    expect(dashboard.lastReward.account).toBe('garage_rig');
    const mine = paid.filter((r) => r.account === 'garage_rig');
    expect(dashboard.totalReward).toBe(mine.reduce((s, r) => s.plus(r.reward), new Decimal(0)).toFixed());
  });

  it("gives the pool's statistics to anyone", async () => {
    exchange.logout();
    const stats = (await call('GET', '/api/v4/public/mining-pool')).body.data;
    exchange.login();
    expect(stats).toMatchObject({ location: 'global', assets: ['BTC'], rewardSchemes: ['FPPS'], fee: '2.5', hashprice: '0.00000055' });
    expect(stats.last7daysHashRate).toHaveLength(7);
    expect(stats.blocks).toHaveLength(5);
  });

  it("filters every account's rewards by account, day and status before it pages; an account not the user's is a 404", async () => {
    type Page = { data: Reward[]; pagination: { limit: number; offset: number; total: number } };
    const all = (await call<Page>('GET', '/v2/mining-pool/rewards?limit=100')).body;
    const garage = (await call<Page>('GET', '/v2/mining-pool/rewards?account=garage_rig&limit=100')).body;
    expect(garage.data.map((r) => r.id)).toEqual(all.data.filter((r) => r.account === 'garage_rig').map((r) => r.id));
    expect(garage.pagination.total).toBe(2);

    // A period of one day: that day's reward of each account, both ends of the period included.
    const day = all.data[0]!.date;
    const oneDay = (await call<Page>('GET', `/v2/mining-pool/rewards?from=${day}&to=${day}`)).body.data;
    expect(oneDay.map((r) => r.account).sort()).toEqual(['garage_rig', 'meridian01']);
    expect(oneDay.every((r) => r.date === day)).toBe(true);
    const page = (await call<Page>('GET', `/v2/mining-pool/rewards?account=meridian01&to=${day - 1}&limit=5&offset=5`)).body;
    const older = all.data.filter((r) => r.account === 'meridian01' && r.date < day);
    expect(page.data.map((r) => r.id)).toEqual(older.slice(5, 10).map((r) => r.id));
    expect(page.pagination).toEqual({ limit: 5, offset: 5, total: older.length });

    // Every reward of the demo is paid (successful).
    expect((await call<Page>('GET', '/v2/mining-pool/rewards?status=successful&limit=1')).body.pagination.total).toBe(all.pagination.total);
    expect((await call<Page>('GET', '/v2/mining-pool/rewards?status=pending')).body.pagination.total).toBe(0);
    expect((await call<{ code: number }>('GET', '/v2/mining-pool/rewards?status=lost')).body.code).toBe(30);
    expect((await call('GET', '/v2/mining-pool/rewards?from=20&to=10')).status).toBe(422);
    expect((await call('GET', '/v2/mining-pool/rewards?account=someone_else')).status).toBe(404);
  });
});

describe('watcher links and the pool referral programme on the ledger', () => {
  beforeAll(() => exchange.login());
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('makes a read-only link a guest opens, showing only what its permissions allow, until it is revoked', async () => {
    const seeded = (await call('GET', '/v2/mining-pool/accounts/meridian01/watcher-links')).body.data;
    expect(seeded.map((l: { name: string }) => l.name)).toEqual(['hosting_view']);
    const made = await call('POST', '/v2/mining-pool/accounts/meridian01/watcher-links', {
      name: 'partner_view',
      permissions: ['rewards', 'dashboard'],
      liveUntil: '7d',
    });
    expect(made.status).toBe(200);
    const link = made.body.data;
    expect(link.id).toMatch(UUID);
    expect(link).toMatchObject({ account: 'meridian01', permissions: ['dashboard', 'rewards'] });
    expect(link.link).toBe(`https://meridian.example/mining-pool/watcher-link/${link.id}/meridian01`);
    expect(link.liveUntil - link.createdAt).toBe(7 * 86_400);
    const again = await call('POST', '/v2/mining-pool/accounts/meridian01/watcher-links', {
      name: 'partner_view',
      permissions: ['workers'],
      liveUntil: '1d',
    });
    expect(again.body).toMatchObject({ code: 30, errors: { name: [expect.any(String)] } });
    expect((await call('GET', '/v2/mining-pool/accounts/meridian01/watcher-links')).body.data[0].id).toBe(link.id);

    exchange.logout();
    const view = await call('GET', `/v2/mining-pool/watcher-links/${link.id}/accounts/meridian01`);
    expect(view.status).toBe(200);
    const owner = () => call('GET', '/v2/mining-pool/accounts/meridian01');
    expect((await owner()).status).toBe(401);
    expect(view.body.data.link).toMatchObject({ name: 'partner_view', permissions: ['dashboard', 'rewards'] });
    expect(view.body.data.dashboard.account.name).toBe('meridian01');
    expect(view.body.data.hashrate).toHaveLength(24);
    expect(view.body.data.rewards.length).toBeGreaterThan(0);
    expect(view.body.data).not.toHaveProperty('workers');
    expect((await call('GET', `/v2/mining-pool/watcher-links/${link.id}/accounts/garage_rig`)).status).toBe(404);
    exchange.login();
    expect(view.body.data.dashboard).toEqual((await owner()).body.data);

    expect((await call('DELETE', `/v2/mining-pool/watcher-links/${link.id}`)).status).toBe(204);
    expect((await call('DELETE', `/v2/mining-pool/watcher-links/${link.id}`)).status).toBe(404);
    expect((await call('GET', `/v2/mining-pool/watcher-links/${link.id}/accounts/meridian01`)).status).toBe(404);
    expect(
      (await call('GET', '/v2/mining-pool/accounts/meridian01/watcher-links')).body.data.map((l: { id: string }) => l.id),
    ).not.toContain(link.id);
  });

  it('closes a link once its lifetime is over on the clock', async () => {
    const link = (
      await call('POST', '/v2/mining-pool/accounts/meridian01/watcher-links', {
        name: 'day_pass',
        permissions: ['workers'],
        liveUntil: '1d',
      })
    ).body.data;
    const open = await call('GET', `/v2/mining-pool/watcher-links/${link.id}/accounts/meridian01`);
    expect(open.body.data.workers.length).toBeGreaterThan(0);
    expect(open.body.data).not.toHaveProperty('dashboard');
    advance(DAY);
    expect((await call('GET', `/v2/mining-pool/watcher-links/${link.id}/accounts/meridian01`)).status).toBe(404);
  });

  it("lists the pool referrals, each one's earnings the sum of its whole days, and adds a day as the clock passes it", async () => {
    const first = (await call('GET', '/v2/mining-pool/referrals')).body.data;
    expect(first).toMatchObject({ rate: '20', currency: 'BTC', code: expect.stringMatching(/^MRDPOOL\d+$/) });
    expect(first.link).toBe(`https://meridian.example/mining-pool?ref=${first.code}`);
    expect(first.referrals).toHaveLength(3);
    expect(first.referrals.map((r: { joinedAt: number }) => r.joinedAt)).toEqual(
      [...first.referrals.map((r: { joinedAt: number }) => r.joinedAt)].sort((a, b) => b - a),
    );
    expect(first.totalEarned).toBe(
      first.referrals.reduce((s: Decimal, r: { earned: string }) => s.plus(r.earned), new Decimal(0)).toFixed(),
    );
    expect((await call('GET', '/v2/mining-pool/referrals')).body.data).toEqual(first);
    advance(DAY);
    const later = (await call('GET', '/v2/mining-pool/referrals')).body.data;
    expect(new Decimal(later.totalEarned).gt(first.totalEarned)).toBe(true);
    exchange.logout();
    expect((await call('GET', '/v2/mining-pool/referrals')).status).toBe(401);
    exchange.login();
  });
});
