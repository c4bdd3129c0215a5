import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();
const DAY = 86_400_000;

interface Project {
  slug: string;
  status: string;
  price: string;
  hardCap: string;
  totalCommitted: string;
  votes: string;
  participation?: { voted: string; committed: string; locked: string; tokens: string; used: string; refund: string; distributed: boolean };
}

const wbt = () => decimal(ledger.balance('main', 'WBT').available);
const launchpadBalance = async () => (await call<{ data: { launchpad: string } }>('GET', '/v2/wbt/balances')).body.data.launchpad;
const project = async (slug: string) => (await call<{ data: Project }>('GET', `/v2/launchpad/projects/${slug}`)).body.data;
const join = (slug: string, amount: string) =>
  call<{ data: Project; code: number; errors: Record<string, string[]> }>('POST', `/v2/launchpad/projects/${slug}/join`, { amount });

describe('the launchpad on the ledger', () => {
  beforeAll(() => exchange.login());

  it('lists the projects in every status of the spec on the clock, to guests without a participation', async () => {
    const all = (await call<{ data: Project[] }>('GET', '/v2/launchpad/projects')).body.data;
    expect(Object.fromEntries(all.map((p) => [p.slug, p.status]))).toEqual({
      'lumen-pay': 'new',
      'kite-protocol': 'voted',
      'orbit-labs': 'published',
      'nova-grid': 'active',
      'terra-nodes': 'distributing',
      'quasar-dex': 'failed',
      'helix-chain': 'distributed',
    });
    const active = (await call<{ data: Project[] }>('GET', '/v2/launchpad/projects?status=active')).body.data;
    expect(active.map((p) => p.slug)).toEqual(['nova-grid']);
    expect(active[0]!.hardCap).toBe(new Decimal('50000000').times('0.0008').toFixed());
    exchange.logout();
    const guest = (await call<{ data: Project[] }>('GET', '/v2/launchpad/projects')).body.data;
    exchange.login();
    expect(guest.every((p) => p.participation === undefined)).toBe(true);
    expect((await call('GET', '/v2/launchpad/projects/no-such-project')).status).toBe(404);
  });

  it('starts with the seeded subscription on the launchpad balance and in the history', async () => {
    expect(await launchpadBalance()).toBe('40');
    const history = (await call<{ data: { slug: string; type: string; amount: string }[] }>('GET', '/v2/launchpad/history')).body.data;
    expect(history).toEqual([expect.objectContaining({ slug: 'terra-nodes', type: 'subscription', asset: 'WBT', amount: '40' })]);
  });

  it('subscribes WBT to an active project: main to the launchpad balance exactly; the rules are 422s', async () => {
    const before = wbt();
    const { status, body } = await join('nova-grid', '100');
    expect(status).toBe(200);
    expect(body.data.participation).toMatchObject({ committed: '100', locked: '100', tokens: '0', distributed: false });
    expect(wbt()).toBe(new Decimal(before).minus(100).toFixed());
    expect(await launchpadBalance()).toBe('140');
    expect((await join('nova-grid', '5')).body).toMatchObject({ code: 32, errors: { amount: ['Commit at least 10 WBT.'] } });
    expect((await join('nova-grid', '1901')).body.code).toBe(32);
    expect((await join('nova-grid', '100000')).body.code).toBe(32);
    const closed = await join('orbit-labs', '50');
    expect(closed.status).toBe(422);
    expect(closed.body.code).toBe(4307);
    const poor = await join('nova-grid', '1000');
    expect(poor.body.code).toBe(37);
    expect(wbt()).toBe(new Decimal(before).minus(100).toFixed());
  });

  it('votes WBT while the vote is open and gives it back when the vote closes', async () => {
    const before = wbt();
    expect((await join('lumen-pay', '20')).body.data.participation).toMatchObject({ voted: '20', locked: '20' });
    expect(wbt()).toBe(new Decimal(before).minus(20).toFixed());
    advance(5 * DAY);
    expect((await project('lumen-pay')).status).toBe('voted');
    expect((await project('lumen-pay')).participation).toMatchObject({ voted: '20', locked: '0' });
    // Day 5: the vote's 20 WBT are back, and terra-nodes (day 1) has refunded what its sale did not use.
    const terra = (await project('terra-nodes')).participation!;
    expect(terra).toMatchObject({ committed: '40', distributed: true });
    expect(wbt()).toBe(new Decimal(before).plus(terra.refund).toFixed());
    const history = (await call<{ data: { slug: string; type: string; amount: string }[] }>('GET', '/v2/launchpad/history')).body.data;
    expect(history.find((h) => h.slug === 'lumen-pay' && h.type === 'vote-return')?.amount).toBe('20');
    expect(decimal(ledger.balance('main', 'TNOD').available)).toBe(terra.tokens);
  });

  it('distributes at its time: the allocation pro rata of the oversubscribed sale, the rest refunded, exactly', async () => {
    advance(2 * DAY); // day 7: past nova-grid's distribution (day 6) and terra-nodes' (day 1)
    const before = wbt();
    const nova = await project('nova-grid');
    expect(nova.status).toBe('distributed');
    const p = nova.participation!;
    expect(p.distributed).toBe(true);
    // Others 71650 WBT + the user's 100 against a 40000 WBT cap: the user's share is cut, then the tokens at the price.
    const share = new Decimal(100).times(40000).div(71750).toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const tokens = share.div('0.0008').toDecimalPlaces(8, Decimal.ROUND_DOWN);
    const used = tokens.times('0.0008').toDecimalPlaces(8, Decimal.ROUND_UP);
    expect(p.tokens).toBe(tokens.toFixed());
    expect(p.used).toBe(used.toFixed());
    expect(p.refund).toBe(new Decimal(100).minus(used).toFixed());
    expect(decimal(ledger.balance('main', 'NOVA').available)).toBe(tokens.toFixed());
    expect(await launchpadBalance()).toBe('0');
    const history = (await call<{ data: { slug: string; type: string; amount: string }[] }>('GET', '/v2/launchpad/history')).body.data;
    expect(history.filter((h) => h.slug === 'nova-grid').map((h) => h.type)).toEqual(['refund', 'distribution', 'subscription']);
    // The refund reached main exactly once: reading again pays nothing twice.
    expect(wbt()).toBe(new Decimal(before).plus(p.refund).toFixed());
    await project('nova-grid');
    expect(wbt()).toBe(new Decimal(before).plus(p.refund).toFixed());
  });

  it('filters the history by kind, asset and period before it pages; a kind not listed or a reversed period is a 422', async () => {
    type Move = { id: number; time: number; slug: string; type: string; asset: string; amount: string };
    type Page = { data: Move[]; pagination: { limit: number; offset: number; total: number } };
    const all = (await call<Page>('GET', '/v2/launchpad/history')).body;
    expect(all.pagination.total).toBe(all.data.length);
    expect(new Set(all.data.map((m) => m.asset))).toEqual(new Set(['WBT', 'TNOD', 'NOVA']));

    const refunds = (await call<Page>('GET', '/v2/launchpad/history?type=refund')).body;
    expect(refunds.data.map((m) => m.slug).sort()).toEqual(['nova-grid', 'terra-nodes']);
    expect(refunds.pagination.total).toBe(2);
    const nova = (await call<Page>('GET', '/v2/launchpad/history?ticker=NOVA')).body.data;
    expect(nova.map((m) => [m.type, m.asset])).toEqual([['distribution', 'NOVA']]);

    // The period holds both ends; the page is cut from the filtered list and its total counts it.
    const subscription = all.data.find((m) => m.slug === 'nova-grid' && m.type === 'subscription')!;
    const at = (await call<Page>('GET', `/v2/launchpad/history?from=${subscription.time}&to=${subscription.time}`)).body.data;
    expect(at.map((m) => m.id)).toContain(subscription.id);
    expect(at.every((m) => m.time === subscription.time)).toBe(true);
    const wbtPage = (await call<Page>('GET', '/v2/launchpad/history?ticker=WBT&limit=2&offset=1')).body;
    const wbtAll = all.data.filter((m) => m.asset === 'WBT');
    expect(wbtPage.data.map((m) => m.id)).toEqual(wbtAll.slice(1, 3).map((m) => m.id));
    expect(wbtPage.pagination).toEqual({ limit: 2, offset: 1, total: wbtAll.length });

    const badKind = await call<{ code: number; errors: Record<string, string[]> }>('GET', '/v2/launchpad/history?type=gift');
    expect(badKind.status).toBe(422);
    expect(badKind.body.code).toBe(30);
    expect(Object.keys(badKind.body.errors)).toEqual(['type']);
    const reversed = await call<{ code: number; errors: Record<string, string[]> }>('GET', '/v2/launchpad/history?from=200&to=100');
    expect(reversed.status).toBe(422);
    expect(Object.keys(reversed.body.errors)).toEqual(['to']);
  });
});
