/** The fixed earn answers: plans with pools, the profit calculator, investing, closing early and maturing. */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/api/operations';
import { createMockExchange } from '../../create-exchange';
import { mockHandlers } from '../../handlers';
import { decimal, units } from '../ledger';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { unansweredCalls } from '../unanswered';

const DAY = 86_400_000;
let clock = TEST_NOW;
const { call, ledger, store, exchange } = ledgerTestServer({ now: () => clock });
const advance = (ms: number) => void (clock += ms);

const main = (ticker: string) => decimal(ledger.balance('main', ticker).available);
const earn = (ticker: string) => decimal(ledger.balance('earn', ticker).available);
const plus = (a: string, b: string) => decimal(units(a) + units(b));
const minus = (a: string, b: string) => decimal(units(a) - units(b));

interface Plan {
  id: number;
  ticker: string;
  durationDays: number;
  rate: string;
  minAmount: string;
  maxAmount: string;
  isSoldOut: boolean;
}
interface Investment {
  id: number;
  planId: number;
  ticker: string;
  amount: string;
  rate: string;
  expectedProfit: string;
  status: 0 | 1;
  startedAt: number;
  endsAt: number;
}

const investments = async () => (await call<{ data: Investment[] }>('GET', '/v2/smart/fixed-plans/investments')).body.data;

describe('earn-fixed', () => {
  it('answers every operation of the tag without the unanswered handler', async () => {
    for (const op of operations.filter((o) => o.tag === 'earn-fixed')) {
      const { status } = await call(op.method, op.path.replace('{id}', '12'), op.method === 'GET' ? undefined : {});
      expect(status, op.id).toBeLessThan(500);
    }
    expect(unansweredCalls()).toEqual([]);
  });

  it('lists 7, 30 and 90 day plans with min <= max, and a detail with its pool', async () => {
    const plans = (await call<{ data: Plan[] }>('GET', '/v2/smart/fixed-plans')).body.data;
    expect(new Set(plans.map((p) => p.durationDays))).toEqual(new Set([7, 30, 90]));
    for (const plan of plans) expect(units(plan.minAmount) <= units(plan.maxAmount), String(plan.id)).toBe(true);
    expect(plans.some((p) => p.isSoldOut)).toBe(true);
    const detail = await call('GET', '/v2/smart/fixed-plans/12/detail');
    expect(detail.status).toBe(200);
    expect(units(detail.body.data.poolLeft) <= units(detail.body.data.poolSize)).toBe(true);
    const missing = await call('GET', '/v2/smart/fixed-plans/999/detail');
    expect(missing.status).toBe(404);
    expect(missing.body.data.ticker).toBeDefined();
  });

  it('calculates the profit of an amount over the term exactly', async () => {
    // 1000 × 9 % × 30 / 365 = 7.39726027397… rounded down to 10^-8.
    const profit = await call('POST', '/v2/smart/fixed-plans/investments/12/calculate-profit', { amount: '1000' });
    expect(profit.body.data.totalProfit).toBe('7.39726027');
    const zero = await call('POST', '/v2/smart/fixed-plans/investments/12/calculate-profit', { amount: '0' });
    expect(zero.body.data.totalProfit).toBe('0');
    // 1825 USDT × 6.5 % × 7 / 365 = 2.275 exactly.
    const exact = await call('POST', '/v2/smart/fixed-plans/investments/11/calculate-profit', { amount: '1825' });
    expect(exact.body.data.totalProfit).toBe('2.275');
    const bad = await call('POST', '/v2/smart/fixed-plans/investments/12/calculate-profit', { amount: 'abc' });
    expect(bad.status).toBe(422);
  });

  it('keeps the seeded investments: one active on the earn account, one matured in the history', async () => {
    const list = await investments();
    const active = list.filter((i) => i.status === 1);
    expect(active).toHaveLength(1);
    for (const i of list) expect(i.startedAt < i.endsAt).toBe(true);
    const history = await call('GET', '/v2/smart/fixed-plans/history');
    expect(history.body.data.map((h: { type: number; status: number }) => [h.type, h.status])).toEqual([
      [1, 1],
      [5, 0],
      [1, 0],
    ]);
  });

  it('invests from the main account, refusing amounts outside the plan and the balance', async () => {
    const before = { main: main('USDT'), earn: earn('USDT') };
    const created = await call('POST', '/v2/smart/fixed-plans/investments', { id: 11, amount: '1825' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ planId: 11, ticker: 'USDT', amount: '1825', expectedProfit: '2.275', status: 1 });
    expect(created.body.data.endsAt - created.body.data.startedAt).toBe(7 * 86_400);
    expect(main('USDT')).toBe(minus(before.main, '1825'));
    expect(earn('USDT')).toBe(plus(before.earn, '1825'));

    expect((await call('POST', '/v2/smart/fixed-plans/investments', { id: 11, amount: '10' })).body.code).toBe(32);
    expect((await call('POST', '/v2/smart/fixed-plans/investments', { id: 11, amount: '50001' })).body.code).toBe(32);
    expect((await call('POST', '/v2/smart/fixed-plans/investments', { id: 12, amount: plus(main('USDT'), '1') })).body.code).toBe(37);
    expect((await call('POST', '/v2/smart/fixed-plans/investments', { id: 13, amount: '100' })).status).toBe(422); // sold out
    expect(main('USDT')).toBe(minus(before.main, '1825'));
  });

  it('closes early with the principal only', async () => {
    const created = await call('POST', '/v2/smart/fixed-plans/investments', { id: 12, amount: '200' });
    const before = { main: main('USDT'), earn: earn('USDT') };
    advance(DAY);
    const closed = await call('POST', '/v2/smart/fixed-plans/investments/close', { id: created.body.data.id });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ status: 0, expectedProfit: '0', amount: '200' });
    expect(main('USDT')).toBe(plus(before.main, '200'));
    expect(earn('USDT')).toBe(minus(before.earn, '200'));
    expect((await call('POST', '/v2/smart/fixed-plans/investments/close', { id: created.body.data.id })).status).toBe(422);
  });

  it('matures when the clock passes the end: principal and interest to the main account, once', async () => {
    const open = (await investments()).find((i) => i.planId === 11 && i.status === 1)!;
    const before = { main: main('USDT'), earn: earn('USDT') };
    advance(6 * DAY);
    const matured = (await investments()).find((i) => i.id === open.id)!;
    expect(matured.status).toBe(0);
    expect(matured.expectedProfit).toBe('2.275');
    expect(main('USDT')).toBe(plus(before.main, '1827.275'));
    expect(earn('USDT')).toBe(minus(before.earn, '1825'));
    await investments();
    expect(main('USDT')).toBe(plus(before.main, '1827.275'));
    const history = await call('GET', '/v2/smart/fixed-plans/history?status=0&limit=1');
    expect(history.body.data[0]).toMatchObject({ type: 5, amount: '1827.275', planId: 11, time: open.endsAt });
  });

  it('keeps its state for a second exchange on the same store', async () => {
    const list = await call('GET', '/v2/smart/fixed-plans/investments');
    const second = createMockExchange(store, { seed: 7, now: () => clock, saveDelayMs: 0 });
    const answer = await getResponse(mockHandlers(second), new Request(`${TEST_ORIGIN}/v2/smart/fixed-plans/investments`));
    expect(await answer!.json()).toEqual(list.body);
  });

  it('lets guests see the plans and the profit, not the investments', async () => {
    exchange.logout();
    try {
      expect((await call('GET', '/v2/smart/fixed-plans')).status).toBe(200);
      expect((await call('POST', '/v2/smart/fixed-plans/investments/12/calculate-profit', { amount: '1' })).status).toBe(200);
      expect((await call('GET', '/v2/smart/fixed-plans/investments')).status).toBe(401);
    } finally {
      exchange.login();
    }
  });
});
