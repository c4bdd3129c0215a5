import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { FIRST_RUN_DELAY_MS, nextSlot } from '../auto-invest/plan-book';
import { DAY_MS, HOUR_MS } from '../earn/amounts';
import { units } from '../ledger';
import { ledgerTestServer, TEST_NOW } from '../test-kit';

const { call, exchange, ledger, advance, store } = ledgerTestServer();

interface Plan {
  id: number;
  status: 'active' | 'paused';
  nextRunAt?: number;
  totalInvested: string;
  executions: number;
  amount: string;
}
interface Execution {
  id: number;
  planId: number;
  status: 'success' | 'failed';
  ticker: string;
  spent: string;
  price?: string;
  amount: string;
  fee: string;
  failure?: string;
}

const spot = (ticker: string) => ledger.balance('spot', ticker).available;
const create = (body: Record<string, unknown>) =>
  call<{ data: Plan; code?: number; errors?: Record<string, string[]> }>('POST', '/v2/smart/auto-invest/plans/create', body);
const executions = async (planId?: number) =>
  (await call<{ data: Execution[] }>('GET', `/v2/smart/auto-invest/executions${planId ? `?planId=${planId}` : ''}`)).body.data;
const plan = async (id: number) => (await call<{ data: Plan }>('GET', `/v2/smart/auto-invest/plans/${id}`)).body.data;
const PLAN = {
  quote: 'USDT',
  amount: '100',
  assets: [
    { ticker: 'BTC', percent: 60 },
    { ticker: 'ETH', percent: 40 },
  ],
  schedule: { period: 'daily', time: '09:00' },
};

describe('auto-invest schedule', () => {
  // TEST_NOW: Friday 2026-11-20 12:00 UTC.
  it('finds the next time of each period, strictly after the given time', () => {
    expect(nextSlot({ period: 'hourly', time: '00:15' }, TEST_NOW)).toBe(TEST_NOW + 15 * 60_000);
    expect(nextSlot({ period: 'hourly', time: '00:00' }, TEST_NOW)).toBe(TEST_NOW + HOUR_MS);
    expect(nextSlot({ period: 'daily', time: '09:00' }, TEST_NOW)).toBe(Date.UTC(2026, 10, 21, 9));
    expect(nextSlot({ period: 'daily', time: '18:30' }, TEST_NOW)).toBe(Date.UTC(2026, 10, 20, 18, 30));
    expect(nextSlot({ period: 'weekly', time: '09:00', weekday: 1 }, TEST_NOW)).toBe(Date.UTC(2026, 10, 23, 9));
    expect(nextSlot({ period: 'weekly', time: '13:00', weekday: 5 }, TEST_NOW)).toBe(Date.UTC(2026, 10, 20, 13));
    expect(nextSlot({ period: 'weekly', time: '11:00', weekday: 5 }, TEST_NOW)).toBe(Date.UTC(2026, 10, 27, 11));
    expect(nextSlot({ period: 'monthly', time: '12:00', monthDay: 20 }, TEST_NOW)).toBe(Date.UTC(2026, 11, 20, 12));
    expect(nextSlot({ period: 'monthly', time: '08:00', monthDay: 28 }, TEST_NOW)).toBe(Date.UTC(2026, 10, 28, 8));
  });
});

describe('auto-invest on the ledger', () => {
  beforeAll(() => exchange.login());
  let id = 0;

  it('creates a plan that reserves nothing and first runs 20 s later (the demo)', async () => {
    const before = spot('USDT');
    const { status, body } = await create(PLAN);
    expect(status).toBe(200);
    id = body.data.id;
    expect(body.data).toMatchObject({ status: 'active', totalInvested: '0', executions: 0, amount: '100' });
    expect(body.data.nextRunAt).toBe(Math.floor((ledger.now() + FIRST_RUN_DELAY_MS) / 1000));
    expect(spot('USDT')).toBe(before);
    expect(await executions(id)).toEqual([]);
  });

  it('buys every asset at the market price from spot, exactly, with the taker fee, on the ledger clock', async () => {
    const usdt = spot('USDT');
    const btc = spot('BTC');
    const eth = spot('ETH');
    advance(FIRST_RUN_DELAY_MS);
    const rows = await executions(id);
    expect(rows.map((r) => [r.ticker, r.status, r.spent])).toEqual(
      expect.arrayContaining([
        ['BTC', 'success', '60'],
        ['ETH', 'success', '40'],
      ]),
    );
    for (const row of rows) {
      const market = exchange.entry(`${row.ticker}-USDT`)!;
      const bought = new Decimal(row.spent).div(row.price!).toDecimalPlaces(Math.min(market.stockPrec, 8), Decimal.ROUND_DOWN);
      const fee = bought.times(market.takerFee).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      expect(row.fee).toBe(fee.toFixed());
      expect(row.amount).toBe(bought.minus(fee).toFixed());
    }
    const got = (t: string) => units(rows.find((r) => r.ticker === t)!.amount);
    expect(spot('USDT')).toBe(usdt - units('100'));
    expect(spot('BTC')).toBe(btc + got('BTC'));
    expect(spot('ETH')).toBe(eth + got('ETH'));
    const p = await plan(id);
    expect(p).toMatchObject({ totalInvested: '100', executions: 1 });
    expect(p.nextRunAt).toBe(Date.UTC(2026, 10, 21, 9) / 1000);
  });

  it('keeps to the schedule after the first run', async () => {
    advance(Date.UTC(2026, 10, 21, 9) - ledger.now());
    expect((await executions(id)).length).toBe(4);
    expect((await plan(id)).nextRunAt).toBe(Date.UTC(2026, 10, 22, 9) / 1000);
  });

  it('records a run the spot balance cannot cover as failed and moves nothing', async () => {
    // The most a USDT plan may spend per run, far beyond the demo's spot USDT.
    const big = await create({ ...PLAN, amount: '100000', assets: [{ ticker: 'BTC', percent: 100 }] });
    const before = spot('USDT');
    advance(FIRST_RUN_DELAY_MS);
    const rows = await executions(big.body.data.id);
    expect(rows).toMatchObject([{ status: 'failed', failure: 'balance', spent: '0', amount: '0', ticker: 'BTC' }]);
    expect(spot('USDT')).toBe(before);
    expect((await plan(big.body.data.id)).totalInvested).toBe('0');
    await call('DELETE', `/v2/smart/auto-invest/plans/${big.body.data.id}`);
  });

  it('pauses (no runs, no next time) and resumes at the next scheduled time', async () => {
    const paused = await call<{ data: Plan }>('POST', `/v2/smart/auto-invest/plans/${id}/pause`);
    expect(paused.body.data.status).toBe('paused');
    expect(paused.body.data.nextRunAt).toBeUndefined();
    const count = (await executions(id)).length;
    advance(3 * DAY_MS);
    expect((await executions(id)).length).toBe(count);
    const resumed = await call<{ data: Plan }>('POST', `/v2/smart/auto-invest/plans/${id}/resume`);
    expect(resumed.body.data.status).toBe('active');
    expect(resumed.body.data.nextRunAt).toBe(Math.floor(nextSlot({ period: 'daily', time: '09:00' }, ledger.now()) / 1000));
  });

  it('edits the settings and keeps the id', async () => {
    const edited = await call<{ data: Plan & { schedule: unknown } }>('POST', `/v2/smart/auto-invest/plans/${id}/edit`, {
      ...PLAN,
      amount: '50',
      assets: [{ ticker: 'BTC', percent: 100 }],
      schedule: { period: 'weekly', time: '10:00', weekday: 3 },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ id, amount: '50', schedule: { period: 'weekly', time: '10:00', weekday: 3 } });
  });

  it('refuses bad plans with the catalogue code on the field', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ ...PLAN, amount: '0' }, 32, 'amount'],
      [{ ...PLAN, amount: '6' }, 32, 'amount'],
      [{ ...PLAN, amount: '100000.01' }, 32, 'amount'],
      [{ ...PLAN, amount: '10.0000001' }, 32, 'amount'],
      [{ ...PLAN, assets: [{ ticker: 'BTC', percent: 60 }] }, 30, 'assets'],
      [{ ...PLAN, assets: [{ ticker: 'NOPE', percent: 100 }] }, 30, 'assets'],
      [{ ...PLAN, quote: 'XYZ' }, 30, 'quote'],
      [{ ...PLAN, schedule: { period: 'weekly', time: '09:00' } }, 30, 'schedule.weekday'],
      [{ ...PLAN, schedule: { period: 'monthly', time: '09:00', monthDay: 31 } }, 30, 'schedule.monthDay'],
      [{ ...PLAN, schedule: { period: 'daily', time: '25:00' } }, 30, 'schedule.time'],
    ];
    for (const [body, code, field] of cases) {
      const { status, body: answer } = await create(body);
      expect(status).toBe(422);
      expect(answer.code).toBe(code);
      expect(Object.keys(answer.errors!)).toEqual([field]);
    }
  });

  it('deletes a plan (404 after) and keeps its buys in the history; all survives a reload', async () => {
    const count = (await executions(id)).length;
    expect((await call('DELETE', `/v2/smart/auto-invest/plans/${id}`)).status).toBe(200);
    expect((await call('GET', `/v2/smart/auto-invest/plans/${id}`)).status).toBe(404);
    expect((await call('POST', `/v2/smart/auto-invest/plans/${id}/pause`)).status).toBe(404);
    expect((await executions(id)).length).toBe(count);
    const again = createMockExchange(store, { now: () => ledger.now(), saveDelayMs: 0 });
    expect(again.ledger.history('auto-invest').length).toBe((await executions()).length);
    expect(again.ledger.balance('spot', 'USDT')).toEqual(ledger.balance('spot', 'USDT'));
  });

  it('answers 401 to a guest, who may still read the assets, limits and settings', async () => {
    exchange.logout();
    expect((await call('GET', '/v2/smart/auto-invest/plans')).status).toBe(401);
    expect((await call('GET', '/v2/smart/auto-invest/overview')).status).toBe(401);
    expect((await call('POST', '/v2/smart/auto-invest/plans/calculate', PLAN)).status).toBe(401);
    for (const path of ['assets', 'limits', 'settings']) expect((await call('GET', `/v2/smart/auto-invest/${path}`)).status).toBe(200);
    exchange.login();
  });
});

describe('what plans may be: assets, limits, settings; the overview and the calculation', () => {
  beforeAll(() => exchange.login());

  it('lists each quote with the assets that have a spot market in it, and its limits from the markets', async () => {
    const assets = (await call<{ data: { quote: string; assets: string[] }[] }>('GET', '/v2/smart/auto-invest/assets')).body.data;
    const spotMarkets = exchange.catalogue().filter((m) => m.type === 'spot');
    expect(assets.map((a) => a.quote)).toEqual([...new Set(spotMarkets.map((m) => m.money))]);
    for (const { quote, assets: tickers } of assets)
      expect(tickers).toEqual(spotMarkets.filter((m) => m.money === quote).map((m) => m.stock));
    const limits = (
      await call<{ data: { quote: string; minAmount: string; maxAmount: string; decimals: number }[] }>(
        'GET',
        '/v2/smart/auto-invest/limits',
      )
    ).body.data;
    // USDT: the markets' least total is 5 USDT; at most 20,000 times that; USDT's 6 decimals.
    expect(limits.find((l) => l.quote === 'USDT')).toEqual({ quote: 'USDT', minAmount: '5', maxAmount: '100000', decimals: 6 });
    expect(limits.find((l) => l.quote === 'BTC')).toMatchObject({ minAmount: '0.0001', maxAmount: '2' });
    const settings = (await call<{ data: unknown }>('GET', '/v2/smart/auto-invest/settings')).body.data;
    expect(settings).toEqual({ periods: ['hourly', 'daily', 'weekly', 'monthly'], maxAssets: 10, maxPlans: 20, timeZone: 'UTC' });
  });

  it('calculates a run as the run itself buys it, and refuses what creating refuses', async () => {
    const answer = await call<{ data: { buys: { ticker: string; spend: string; price: string; amount: string; fee: string }[] } }>(
      'POST',
      '/v2/smart/auto-invest/plans/calculate',
      { quote: 'USDT', amount: '100', assets: PLAN.assets },
    );
    expect(answer.status).toBe(200);
    const { buys } = answer.body.data;
    expect(buys.map((b) => [b.ticker, b.spend])).toEqual([
      ['BTC', '60'],
      ['ETH', '40'],
    ]);
    for (const buy of buys) {
      const market = exchange.entry(`${buy.ticker}-USDT`)!;
      expect(buy.price).toBe(new Decimal(exchange.simulated(market.market).statistics().last).toFixed());
      const bought = new Decimal(buy.spend).div(buy.price).toDecimalPlaces(Math.min(market.stockPrec, 8), Decimal.ROUND_DOWN);
      const fee = bought.times(market.takerFee).toDecimalPlaces(8, Decimal.ROUND_DOWN);
      expect([buy.amount, buy.fee]).toEqual([bought.minus(fee).toFixed(), fee.toFixed()]);
    }
    const refused = await call<{ code: number; errors: Record<string, string[]> }>('POST', '/v2/smart/auto-invest/plans/calculate', {
      quote: 'USDT',
      amount: '4',
      assets: [{ ticker: 'BTC', percent: 100 }],
    });
    expect([refused.status, refused.body.code, Object.keys(refused.body.errors)]).toEqual([422, 32, ['amount']]);
  });

  it('sums what every successful buy spent and bought, deleted plans too, and counts the plans', async () => {
    const before = (
      await call<{ data: { activePlans: number; spent: { ticker: string; amount: string }[] } }>('GET', '/v2/smart/auto-invest/overview')
    ).body.data;
    const made = (await create({ ...PLAN, amount: '20', assets: [{ ticker: 'ETH', percent: 100 }] })).body.data;
    advance(FIRST_RUN_DELAY_MS);
    const buys = (await executions(made.id)).filter((e) => e.status === 'success');
    expect(buys).toHaveLength(1);
    await call('POST', `/v2/smart/auto-invest/plans/${made.id}/pause`);
    const overview = (
      await call<{
        data: {
          activePlans: number;
          pausedPlans: number;
          spent: { ticker: string; amount: string }[];
          bought: { ticker: string; amount: string }[];
        };
      }>('GET', '/v2/smart/auto-invest/overview')
    ).body.data;
    const all = (await executions()).filter((e) => e.status === 'success');
    const sum = (rows: Execution[], pick: (e: Execution) => string) => rows.reduce((t, e) => t.plus(pick(e)), new Decimal(0)).toFixed();
    expect(overview.spent).toEqual([{ ticker: 'USDT', amount: sum(all, (e) => e.spent) }]);
    expect(overview.bought.find((b) => b.ticker === 'ETH')!.amount).toBe(
      sum(
        all.filter((e) => e.ticker === 'ETH'),
        (e) => e.amount,
      ),
    );
    expect(new Decimal(overview.spent[0]!.amount).minus(before.spent[0]?.amount ?? 0).toFixed()).toBe('20');
    expect(overview.pausedPlans).toBeGreaterThanOrEqual(1);
    await call('DELETE', `/v2/smart/auto-invest/plans/${made.id}`);
    const after = (await call<{ data: { spent: { amount: string }[] } }>('GET', '/v2/smart/auto-invest/overview')).body.data;
    expect(after.spent).toEqual(overview.spent);
  });

  it('refuses a plan past the most one may keep with 4902, no field', async () => {
    const plans = (await call<{ data: Plan[] }>('GET', '/v2/smart/auto-invest/plans')).body.data;
    for (let i = plans.length; i < 20; i++) expect((await create(PLAN)).status).toBe(200);
    const refused = await create(PLAN);
    expect([refused.status, refused.body.code, Object.keys(refused.body.errors!)]).toEqual([422, 4902, ['plans']]);
  });
});
