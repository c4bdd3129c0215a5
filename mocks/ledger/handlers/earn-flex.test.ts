/** The flexible earn answers: plans, the demo user's investments on the ledger's earn account, accruals and payments. */
import Decimal from 'decimal.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/api/operations';
import { createMockExchange } from '../../create-exchange';
import { mockHandlers } from '../../handlers';
import { decimal, units } from '../ledger';
import { usdtPrices } from '../money/rates';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { unansweredCalls } from '../unanswered';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let clock = TEST_NOW;
const { call, ledger, store, exchange } = ledgerTestServer({ now: () => clock });
const advance = (ms: number) => void (clock += ms);

const main = (ticker: string) => decimal(ledger.balance('main', ticker).available);
const earn = (ticker: string) => decimal(ledger.balance('earn', ticker).available);
const plus = (a: string, b: string) => decimal(units(a) + units(b));
const minus = (a: string, b: string) => decimal(units(a) - units(b));

interface Investment {
  ticker: string;
  amount: string;
  earned: string;
  lastDayEarned?: string;
  rate?: string;
  status: 0 | 1;
  autoReinvest: boolean;
  openedAt: number;
}

async function investment(ticker: string): Promise<Investment | undefined> {
  const { body } = await call<{ data: Investment[] }>('GET', '/v2/smart/flex-plans/investments/summary');
  return body.data.find((i) => i.ticker === ticker);
}

describe('earn-flex', () => {
  it('answers every operation of the tag without the unanswered handler', async () => {
    for (const op of operations.filter((o) => o.tag === 'earn-flex')) {
      // SOL: a plan without an investment, so that the empty bodies change nothing.
      const path = op.path.replace('{ticker}', 'SOL');
      const { status } = await call(op.method, path, op.method === 'GET' ? undefined : {});
      expect(status, op.id).toBeLessThan(500);
    }
    expect(unansweredCalls()).toEqual([]);
  });

  it('lists a catalogue of plans with min <= max and plausible rates', async () => {
    const { status, body } = await call('GET', '/v2/smart/flex-plans');
    expect(status).toBe(200);
    const plans = body.data as { ticker: string; rates: { rate: string }[]; minAmount: string; maxAmount: string }[];
    expect(plans.map((p) => p.ticker)).toEqual(expect.arrayContaining(['USDT', 'BTC', 'ETH', 'USDC', 'SOL', 'WBT']));
    for (const plan of plans) expect(units(plan.minAmount) <= units(plan.maxAmount), plan.ticker).toBe(true);
    const rate = (ticker: string) => Number(plans.find((p) => p.ticker === ticker)!.rates[0]!.rate);
    expect(rate('USDT')).toBeGreaterThanOrEqual(5);
    expect(rate('USDT')).toBeLessThanOrEqual(9);
    expect(rate('BTC')).toBeGreaterThanOrEqual(1);
    expect(rate('BTC')).toBeLessThanOrEqual(2);
    expect(rate('ETH')).toBeGreaterThanOrEqual(2);
    expect(rate('ETH')).toBeLessThanOrEqual(3);
  });

  it('answers a plan detail, a 404 naming the ticker for an unknown one, and a daily APR history', async () => {
    const detail = await call('GET', '/v2/smart/flex-plans/USDT/detail');
    expect(detail.status).toBe(200);
    expect(detail.body.data.investment.ticker).toBe('USDT');
    const missing = await call('GET', '/v2/smart/flex-plans/XYZ/detail');
    expect(missing.status).toBe(404);
    expect(missing.body.data.ticker).toBeDefined();
    const to = TEST_NOW / 1000;
    const history = await call('GET', `/v2/smart/flex-plans/USDT/annual-percentage-rate-history?from=${to - 30 * 86_400}&to=${to}`);
    expect(history.body.data).toHaveLength(30);
    const times = history.body.data.map((p: { time: number }) => p.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const again = await call('GET', `/v2/smart/flex-plans/USDT/annual-percentage-rate-history?from=${to - 30 * 86_400}&to=${to}`);
    expect(again.body).toEqual(history.body);
  });

  it('keeps the seeded investments on the earn account, with accruals since they were opened', async () => {
    const usdt = (await investment('USDT'))!;
    expect(usdt.status).toBe(1);
    expect(units(usdt.amount) > units('2500')).toBe(true); // reinvested daily payments
    const fixed = await call<{ data: { ticker: string; amount: string; status: number }[] }>('GET', '/v2/smart/fixed-plans/investments');
    const fixedUsdt = fixed.body.data.filter((i) => i.ticker === 'USDT' && i.status === 1).reduce((s, i) => s + units(i.amount), 0n);
    expect(earn('USDT')).toBe(decimal(units(usdt.amount) + fixedUsdt));
    const btc = (await investment('BTC'))!;
    expect(earn('BTC')).toBe(btc.amount);
    const accruals = await call('GET', '/v2/smart/flex-plans/investments/USDT/hourly-accruals');
    expect(accruals.body.data).toHaveLength(25);
    expect(accruals.body.pagination.total).toBeGreaterThan(24 * 20);
    const last = await call('GET', '/v2/smart/flex-plans/investments/USDT/hourly-accruals?offset=719&limit=25');
    expect(last.body.pagination.limit).toBe(1);
  });

  it('invests from the main account exactly, and refuses what the balance or the plan limits do not allow', async () => {
    const before = { main: main('USDT'), earn: earn('USDT'), amount: (await investment('USDT'))!.amount };
    const ok = await call('POST', '/v2/smart/flex-plans/investments/USDT/invest', { amount: '100.12345678' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.amount).toBe(plus(before.amount, '100.12345678'));
    expect(main('USDT')).toBe(minus(before.main, '100.12345678'));
    expect(earn('USDT')).toBe(plus(before.earn, '100.12345678'));

    const over = await call('POST', '/v2/smart/flex-plans/investments/USDT/invest', { amount: plus(main('USDT'), '1') });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe(37);
    const belowMin = await call('POST', '/v2/smart/flex-plans/investments/ETH/invest', { amount: '0.0001' });
    expect(belowMin.status).toBe(422);
    expect(belowMin.body.code).toBe(32);
    expect(belowMin.body.errors.amount).toBeDefined();
    const aboveMax = await call('POST', '/v2/smart/flex-plans/investments/BTC/invest', { amount: '10' });
    expect(aboveMax.status).toBe(422);
    expect(aboveMax.body.errors.amount).toBeDefined();
    expect(main('USDT')).toBe(minus(before.main, '100.12345678'));
  });

  it('opens a new investment, accrues every hour and pays each day once onto the main or earn account', async () => {
    const mainBefore = main('ETH');
    const opened = await call('POST', '/v2/smart/flex-plans/investments/ETH/invest', { amount: '1', autoReinvest: false });
    expect(opened.body.data).toMatchObject({ amount: '1', status: 1, autoReinvest: false, earned: '0' });
    expect(main('ETH')).toBe(minus(mainBefore, '1'));
    const usdtBefore = { earn: earn('USDT'), amount: (await investment('USDT'))!.amount };

    advance(DAY);
    const accruals = await call('GET', '/v2/smart/flex-plans/investments/ETH/hourly-accruals');
    // Opened at 12:00: the hours up to the next noon, all at the same principal.
    expect(accruals.body.pagination.total).toBe(24);
    const payments = await call('GET', '/v2/smart/flex-plans/investments/ETH/daily-payments');
    expect(payments.body.data).toHaveLength(1);
    const paid = payments.body.data[0].amount as string;
    // The payment at midnight is the 12 hours accrued that day.
    const first12 = (accruals.body.data as { amount: string }[]).slice(12).reduce((s, a) => s + units(a.amount), 0n);
    expect(paid).toBe(decimal(first12));
    expect(units(paid) > 0n).toBe(true);
    // Each hour: 1 ETH × APR / 8760, rounded down to 10^-8.
    for (const a of accruals.body.data as { amount: string; rate: string }[])
      expect(a.amount).toBe(decimal((units('1') * units(a.rate)) / (100n * 8760n * 100_000_000n)));
    expect(main('ETH')).toBe(plus(minus(mainBefore, '1'), paid));

    // USDT reinvests: the earn balance and the principal grew by exactly the day's payment.
    const usdtPayments = await call('GET', '/v2/smart/flex-plans/investments/USDT/daily-payments');
    const usdtPaid = usdtPayments.body.data[0].amount as string;
    expect(earn('USDT')).toBe(plus(usdtBefore.earn, usdtPaid));
    expect((await investment('USDT'))!.amount).toBe(plus(usdtBefore.amount, usdtPaid));

    // Paid once: reading again pays nothing more.
    const again = await call('GET', '/v2/smart/flex-plans/investments/ETH/daily-payments');
    expect(again.body.data).toHaveLength(1);
    expect(main('ETH')).toBe(plus(minus(mainBefore, '1'), paid));
    const history = await call('GET', '/v2/smart/flex-plans/investments/history?ticker=ETH&status=1');
    expect(history.body.data.map((h: { type: number }) => h.type)).toEqual([4, 6]);
  });

  it('redeems part of an investment, refuses to leave less than the minimum, and closes with the interest', async () => {
    const mainBefore = main('ETH');
    const earnBefore = earn('ETH');
    const rest = await call('POST', '/v2/smart/flex-plans/investments/ETH/withdraw', { amount: '0.9995' });
    expect(rest.status).toBe(422);
    expect(rest.body.errors.minAmountLeft).toBeDefined();
    const tooMuch = await call('POST', '/v2/smart/flex-plans/investments/ETH/withdraw', { amount: '2' });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.errors.amount).toBeDefined();

    const part = await call('POST', '/v2/smart/flex-plans/investments/ETH/withdraw', { amount: '0.4' });
    expect(part.status).toBe(200);
    expect(part.body.data.amount).toBe('0.6');
    expect(main('ETH')).toBe(plus(mainBefore, '0.4'));
    expect(earn('ETH')).toBe(minus(earnBefore, '0.4'));

    advance(5 * HOUR);
    // What accrued since the last payment (made at the end of the paid day) is paid with the close.
    const payments = await call('GET', '/v2/smart/flex-plans/investments/ETH/daily-payments');
    const paidUntil = (payments.body.data[0].time as number) + 86_400;
    const accruals = await call('GET', '/v2/smart/flex-plans/investments/ETH/hourly-accruals');
    const since = (accruals.body.data as { time: number; amount: string }[]).filter((a) => a.time > paidUntil);
    expect(since).toHaveLength(17);
    const pending = since.reduce((s, a) => s + units(a.amount), 0n);
    const mainMid = main('ETH');
    const closed = await call('POST', '/v2/smart/flex-plans/investments/ETH/close');
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({ amount: '0', status: 0 });
    expect(main('ETH')).toBe(decimal(units(mainMid) + units('0.6') + pending));
    expect(earn('ETH')).toBe(minus(earnBefore, '1'));
    const history = await call('GET', '/v2/smart/flex-plans/investments/history?ticker=ETH');
    expect(history.body.data.map((h: { type: number; status: number }) => [h.type, h.status])).toEqual([
      [5, 0],
      [3, 0],
      [4, 0],
      [6, 0],
    ]);
    expect(history.body.data[0].amount).toBe(decimal(units('0.6') + pending));
    const closeAgain = await call('POST', '/v2/smart/flex-plans/investments/ETH/close');
    expect(closeAgain.status).toBe(422);
  });

  it('keeps the auto-reinvest setting', async () => {
    const off = await call('POST', '/v2/smart/flex-plans/investments/USDT/auto-reinvest-setting', { autoReinvest: false });
    expect(off.body.data.autoReinvest).toBe(false);
    expect((await investment('USDT'))!.autoReinvest).toBe(false);
    const mainBefore = main('USDT');
    const earnBefore = earn('USDT');
    advance(DAY);
    const payments = await call('GET', '/v2/smart/flex-plans/investments/USDT/daily-payments');
    const paid = payments.body.data[0].amount as string;
    expect(main('USDT')).toBe(plus(mainBefore, paid));
    expect(earn('USDT')).toBe(earnBefore);
  });

  it('keeps its state for a second exchange on the same store', async () => {
    const summary = await call('GET', '/v2/smart/flex-plans/investments/summary');
    const second = createMockExchange(store, { seed: 7, now: () => clock, saveDelayMs: 0 });
    const answer = await getResponse(mockHandlers(second), new Request(`${TEST_ORIGIN}/v2/smart/flex-plans/investments/summary`));
    expect(await answer!.json()).toEqual(summary.body);
    expect(decimal(second.ledger.balance('earn', 'USDT').available)).toBe(earn('USDT'));
  });

  it('sums the flexible and open fixed investments per ticker in the overview, worth in USDT cut to 2 places', async () => {
    interface Overview {
      assets: { ticker: string; flexible: string; fixed: string; flexibleEarned: string; fixedExpectedProfit: string }[];
      flexibleUsdt: string;
      fixedUsdt: string;
      totalUsdt: string;
    }
    const { status, body } = await call<{ data: Overview }>('GET', '/v2/smart/overview');
    expect(status).toBe(200);
    const flexible = (await call<{ data: Investment[] }>('GET', '/v2/smart/flex-plans/investments/summary')).body.data.filter(
      (i) => i.status === 1,
    );
    const fixed = (
      await call<{ data: { ticker: string; amount: string; expectedProfit: string; status: number }[] }>(
        'GET',
        '/v2/smart/fixed-plans/investments',
      )
    ).body.data.filter((i) => i.status === 1);
    const sum = (values: string[]) => values.reduce((a, b) => new Decimal(a).plus(b).toFixed(), '0');
    const tickers = [...new Set([...flexible, ...fixed].map((i) => i.ticker))].sort();
    expect(body.data.assets.map((a) => a.ticker)).toEqual(tickers);
    expect(tickers.length).toBeGreaterThan(0);
    for (const row of body.data.assets) {
      expect(row.flexible).toBe(sum(flexible.filter((i) => i.ticker === row.ticker).map((i) => i.amount)));
      expect(row.flexibleEarned).toBe(sum(flexible.filter((i) => i.ticker === row.ticker).map((i) => i.earned)));
      expect(row.fixed).toBe(sum(fixed.filter((i) => i.ticker === row.ticker).map((i) => i.amount)));
      expect(row.fixedExpectedProfit).toBe(sum(fixed.filter((i) => i.ticker === row.ticker).map((i) => i.expectedProfit)));
    }
    const prices = usdtPrices(exchange);
    const worth = (pick: (a: Overview['assets'][number]) => string) =>
      body.data.assets
        .reduce((t, a) => t.plus(new Decimal(pick(a)).times(prices.get(a.ticker) ?? 0)), new Decimal(0))
        .toDecimalPlaces(2, Decimal.ROUND_DOWN);
    expect(body.data.flexibleUsdt).toBe(worth((a) => a.flexible).toFixed());
    expect(body.data.fixedUsdt).toBe(worth((a) => a.fixed).toFixed());
    expect(body.data.totalUsdt).toBe(new Decimal(body.data.flexibleUsdt).plus(body.data.fixedUsdt).toFixed());
  });

  it('answers 401 to a guest for the investments, and the plans to everyone', async () => {
    exchange.logout();
    try {
      expect((await call('GET', '/v2/smart/overview')).status).toBe(401);
      expect((await call('GET', '/v2/smart/flex-plans/investments/summary')).status).toBe(401);
      expect((await call('POST', '/v2/smart/flex-plans/investments/USDT/invest', { amount: '5' })).status).toBe(401);
      expect((await call('GET', '/v2/smart/flex-plans')).status).toBe(200);
      const detail = await call('GET', '/v2/smart/flex-plans/USDT/detail');
      expect(detail.status).toBe(200);
      expect(detail.body.data.investment).toBeUndefined();
    } finally {
      exchange.login();
    }
  });
});
