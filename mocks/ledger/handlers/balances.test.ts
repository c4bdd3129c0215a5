import Decimal from 'decimal.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { memoryStore } from '../../exchange/storage';
import { mockHandlers } from '../../handlers';
import { units } from '../ledger';
import { expectTagAnswered } from '../money/tag-coverage';
import { FORCE_FEE_PERCENT, UNHOLD_DELAY_MS } from '../money/wbt';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';

const store = memoryStore();
const { call, exchange, ledger, advance } = ledgerTestServer({ store });

interface Row {
  ticker: string;
  total: string;
  main: string;
  spot: string;
  margin: string;
  staking: string;
  spotAvailable: string;
  spotInOrders: string;
  hold: string;
}

const balances = async () => (await call<{ data: Row[] }>('GET', '/v2/balances')).body.data;
const row = async (ticker: string) => (await balances()).find((r) => r.ticker === ticker)!;
const wbt = async () => (await call('GET', '/v2/wbt/balances')).body.data as Record<string, string>;
const d = (value: string) => new Decimal(value);
/** WBT the launchpad has given back to main so far (vote returns, distribution refunds), from its history. */
const launchpadReturns = async () =>
  ((await call('GET', '/v2/launchpad/history')).body.data as { type: string; asset: string; amount: string }[])
    .filter((e) => e.asset === 'WBT' && (e.type === 'refund' || e.type === 'vote-return'))
    .reduce((total, e) => total.plus(e.amount), new Decimal(0));

describe('balances', () => {
  it('answers every balances operation from the ledger, guests 401 where the call needs a session', async () => {
    await expectTagAnswered('balances', exchange, call, { id: '1' });
  });

  it('lists one row per ticker over every account type, total the exact sum', async () => {
    const rows = await balances();
    expect(new Set(rows.map((r) => r.ticker)).size).toBe(rows.length);
    for (const r of rows) {
      expect(d(r.total).eq(d(r.main).plus(r.spot).plus(r.margin).plus(r.staking).plus(r.hold))).toBe(true);
      expect(d(r.spot).eq(d(r.spotAvailable).plus(r.spotInOrders))).toBe(true);
    }
    const usdt = rows.find((r) => r.ticker === 'USDT')!;
    const main = ledger.balance('main', 'USDT');
    const spot = ledger.balance('spot', 'USDT');
    expect(units(usdt.main)).toBe(main.available + main.freeze);
    expect(units(usdt.spotAvailable)).toBe(spot.available);
    expect(units(usdt.spotInOrders)).toBe(spot.freeze);
    const collateral = ledger.balance('collateral', 'USDT');
    expect(units(usdt.margin)).toBe(collateral.available + collateral.freeze);
    const wbtRow = rows.find((r) => r.ticker === 'WBT')!;
    expect(wbtRow.hold).toBe('1000');
  });

  it('answers each kind with the same true figures and refuses an unknown kind', async () => {
    const all = await balances();
    for (const kind of ['main', 'spot', 'margin', 'staking']) expect((await call('GET', `/v2/balances/${kind}`)).body.data).toEqual(all);
    const main = (await call('GET', '/v2/balances/main')).body.data as Row[];
    expect(main.find((r) => r.ticker === 'WBT')).toMatchObject({ ticker: 'WBT', main: '250', hold: '1000' });
    expect((await call('GET', '/v2/balances/wallet')).status).toBe(422);
  });

  it('moves main → spot exactly, records the transfer and sends the spot frame', async () => {
    const before = await row('USDT');
    const published: unknown[] = [];
    const original = exchange.hub.publishSpotBalances.bind(exchange.hub);
    exchange.hub.publishSpotBalances = (frame, user) => {
      published.push(frame);
      original(frame, user);
    };
    const answer = await call('POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'USDT', amount: '250.123456' });
    exchange.hub.publishSpotBalances = original;
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ from: 'main', to: 'spot', ticker: 'USDT', amount: '250.123456' });
    const after = await row('USDT');
    expect(d(after.main).eq(d(before.main).minus('250.123456'))).toBe(true);
    expect(d(after.spotAvailable).eq(d(before.spotAvailable).plus('250.123456'))).toBe(true);
    expect(after.total).toBe(before.total);
    expect(ledger.history('transfers')[0]).toMatchObject({ ticker: 'USDT', amount: '250.123456', from: 'main', to: 'spot' });
    expect(published).toEqual([{ USDT: exchange.hub.account('demo').spotBalances(['USDT']).USDT }]);
    // The transfer history lists it first, with its id and time, filtered by ticker.
    const history = await call('GET', '/v2/balances/transfer/history?ticker=USDT&limit=5');
    expect(history.status).toBe(200);
    expect(history.body.data[0]).toEqual({
      id: ledger.history('transfers')[0]!.id,
      from: 'main',
      to: 'spot',
      ticker: 'USDT',
      amount: '250.123456',
      time: Math.floor(ledger.history('transfers')[0]!.time / 1000),
    });
    expect(history.body.pagination).toMatchObject({ limit: 5, offset: 0 });
    expect((await call('GET', '/v2/balances/transfer/history?ticker=SOL')).body.data).toEqual([]);
  });

  it('refuses more than available with 422 code 37 and moves nothing', async () => {
    const before = await row('BTC');
    const answer = await call('POST', '/v2/balances/transfer', { from: 'margin', to: 'main', ticker: 'BTC', amount: '0.05000001' });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe(37);
    expect(answer.body.errors.amount).toBeDefined();
    expect(await row('BTC')).toEqual(before);
  });

  it('refuses a bad amount (422 code 32) and the same account twice', async () => {
    for (const amount of ['0', '-1', 'abc', '1e3', '0.000000001']) {
      const answer = await call('POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'BTC', amount });
      expect(answer.status, amount).toBe(422);
      expect(answer.body.code, amount).toBe(32);
    }
    // USDT has 6 decimals.
    expect((await call('POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'USDT', amount: '1.0000001' })).body.code).toBe(
      32,
    );
    expect((await call('POST', '/v2/balances/transfer', { from: 'spot', to: 'spot', ticker: 'BTC', amount: '1' })).status).toBe(422);
    expect((await call('POST', '/v2/balances/transfer', { from: 'main', to: 'staking', ticker: 'BTC', amount: '1' })).status).toBe(422);
  });

  it('lists a few plausible bonuses', async () => {
    const list = (await call('GET', '/v2/bonuses')).body.data as { status: string; createdAt: number; expiresAt: number }[];
    expect(list.map((b) => b.status)).toEqual(['active', 'used', 'expired']);
    for (const b of list) expect(b.expiresAt).toBeGreaterThan(b.createdAt);
  });
});

describe('WBT', () => {
  it('has one price everywhere: the WBT-USDT market last price', async () => {
    const last = exchange.simulated('WBT-USDT').statistics().last;
    const info = (await call('GET', '/v2/wbt')).body.data;
    const banner = (await call('GET', '/v2/wbt/banner')).body.data;
    const rate = ((await call('GET', '/v2/currencies/rates')).body.data as { ticker: string; quote: string; rate: string }[]).find(
      (r) => r.ticker === 'WBT' && r.quote === 'USDT',
    );
    expect(info.price).toBe(last);
    expect(banner.price).toBe(last);
    expect(rate?.rate).toBe(last);
    expect(d(info.circulatingSupply).lte(info.totalSupply)).toBe(true);
    expect(info.totalBurned).toBe(banner.totalBurned);
    expect(d(info.totalSupply).plus(info.totalBurned).eq('400000000')).toBe(true);
  });

  it('lists burns newest first with their sum as the total burned', async () => {
    const answer = (await call('GET', '/v2/wbt/burn-transactions?limit=100')).body;
    const burns = answer.data as { id: number; amount: string; time: number; txHash: string }[];
    expect(answer.pagination.total).toBe(burns.length);
    for (let i = 1; i < burns.length; i++) expect(burns[i - 1]!.time).toBeGreaterThan(burns[i]!.time);
    expect(burns[0]!.time * 1000).toBeLessThanOrEqual(TEST_NOW);
    for (const b of burns) expect(b.txHash).toMatch(/^0x[0-9a-f]{64}$/);
    const sum = burns.reduce((s, b) => s.plus(b.amount), d('0'));
    expect(sum.eq((await call('GET', '/v2/wbt')).body.data.totalBurned)).toBe(true);
    expect((await call('GET', '/v2/wbt/burn-transactions?offset=2&limit=3')).body.data.map((b: { id: number }) => b.id)).toEqual(
      burns.slice(2, 5).map((b) => b.id),
    );
  });

  it('lists benefit levels with rising thresholds', async () => {
    const { holding } = (await call('GET', '/v2/wbt/benefits')).body.data as { holding: { minAmount: string; fundingDiscount: string }[] };
    for (let i = 1; i < holding.length; i++) {
      expect(d(holding[i]!.minAmount).gt(holding[i - 1]!.minAmount)).toBe(true);
      expect(d(holding[i]!.fundingDiscount).gt(holding[i - 1]!.fundingDiscount)).toBe(true);
    }
  });

  it('holds WBT from main, exactly, and refuses more than main has', async () => {
    const before = await wbt();
    const held = await call('POST', '/v2/wbt/hold', { amount: '100.5' });
    expect(held.status).toBe(200);
    expect(d(held.body.data.main).eq(d(before.main!).minus('100.5'))).toBe(true);
    expect(d(held.body.data.hold).eq(d(before.hold!).plus('100.5'))).toBe(true);
    expect(await wbt()).toEqual(held.body.data);
    expect((await row('WBT')).main).toBe(held.body.data.main);
    const over = await call('POST', '/v2/wbt/hold', { amount: '1000' });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe(37);
    expect(await wbt()).toEqual(held.body.data);
    expect((await call('POST', '/v2/wbt/hold', { amount: '0' })).body.code).toBe(32);
  });

  it('unholds: a normal request waits, a forced one pays a fee at once, a cancelled one goes back on hold', async () => {
    const start = await wbt();
    const total = async () => d((await row('WBT')).total);
    const totalBefore = await total();

    const normal = await call('POST', '/v2/wbt/unhold-requests', { amount: '200', force: false });
    expect(normal.status).toBe(200);
    expect(normal.body.data).toMatchObject({ amount: '200', force: false, status: 'pending' });
    expect((normal.body.data.availableAt - normal.body.data.createdAt) * 1000).toBe(UNHOLD_DELAY_MS);
    let now = await wbt();
    expect(d(now.hold!).eq(d(start.hold!).minus('200'))).toBe(true);
    expect(now.unhold).toBe('200');
    expect(now.main).toBe(start.main);
    expect((await total()).eq(totalBefore)).toBe(true);

    const toCancel = await call('POST', '/v2/wbt/unhold-requests', { amount: '50' });
    const cancelled = await call('DELETE', `/v2/wbt/unhold-requests/${toCancel.body.data.id}`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await call('DELETE', `/v2/wbt/unhold-requests/${toCancel.body.data.id}`)).status).toBe(422);
    now = await wbt();
    expect(d(now.hold!).eq(d(start.hold!).minus('200'))).toBe(true);

    const forced = await call('POST', '/v2/wbt/unhold-requests', { amount: '100', force: true });
    expect(forced.body.data).toMatchObject({ status: 'completed', force: true });
    const fee = d('100').times(FORCE_FEE_PERCENT).div(100);
    now = await wbt();
    expect(d(now.main!).eq(d(start.main!).plus(100).minus(fee))).toBe(true);
    expect((await total()).eq(totalBefore.minus(fee))).toBe(true);

    const tooMuch = await call('POST', '/v2/wbt/unhold-requests', { amount: '100000' });
    expect(tooMuch.body.code).toBe(37);

    const returnedBefore = await launchpadReturns();
    advance(UNHOLD_DELAY_MS);
    // The first read after the week is the balances page: it already has everything due, the launchpad's refund of
    // the seeded subscription (distributed within the week) as well as the release, before the launchpad is read.
    const mainRow = d((await row('WBT')).main);
    const settled = await wbt();
    expect(settled.unhold).toBe('0');
    const returned = (await launchpadReturns()).minus(returnedBefore);
    expect(returned.gt(0)).toBe(true);
    expect(mainRow.toFixed()).toBe(d(now.main!).plus(200).plus(returned).toFixed());
    expect(settled.main).toBe(mainRow.toFixed());
    const list = (await call('GET', '/v2/wbt/unhold-requests')).body.data as { id: number; status: string }[];
    expect(list.find((r) => r.id === normal.body.data.id)?.status).toBe('completed');
    expect((await call('DELETE', '/v2/wbt/unhold-requests/999999')).status).toBe(404);
  });

  it('keeps everything for a second exchange on the same store', async () => {
    const rows = await balances();
    const wbtNow = await wbt();
    const requests = (await call('GET', '/v2/wbt/unhold-requests')).body.data;
    const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW + UNHOLD_DELAY_MS, saveDelayMs: 0 });
    const handlers = mockHandlers(second);
    const get = async (path: string) => {
      const response = await getResponse(handlers, new Request(TEST_ORIGIN + path));
      return (await response!.json()) as { data: unknown };
    };
    expect((await get('/v2/balances')).data).toEqual(rows);
    expect((await get('/v2/wbt/balances')).data).toEqual(wbtNow);
    expect((await get('/v2/wbt/unhold-requests')).data).toEqual(requests);
    expect(second.ledger.history('transfers')).toEqual(ledger.history('transfers'));
  });
});
