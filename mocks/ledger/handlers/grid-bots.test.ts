/** The grid bot answers: the forecast worked out exactly, bots whose orders rest in the mock exchange's book. */
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { operations } from '../../../generated/api/operations';
import { createMockExchange } from '../../create-exchange';
import { DEMO_USER } from '../../exchange/mock-exchange';
import { mockHandlers } from '../../handlers';
import { toUnits, trimmed } from '../../socket/units';
import { decimal } from '../ledger';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';
import { unansweredCalls } from '../unanswered';

const clock = TEST_NOW;
const { call, ledger, store, exchange } = ledgerTestServer({ now: () => clock });

const spot = (ticker: string) => {
  const b = ledger.balance('spot', ticker);
  return { available: decimal(b.available), freeze: decimal(b.freeze) };
};
const forecastQuery = (settings: Record<string, string | number | boolean>) =>
  '/v2/trade/grid/orders/forecast?' + new URLSearchParams(Object.entries(settings).map(([k, v]) => [k, String(v)])).toString();

interface ForecastOrder {
  side: 1 | 2;
  price: string;
  amount: string;
}

describe('grid-bots', () => {
  it('answers every operation of the tag without the unanswered handler', async () => {
    for (const op of operations.filter((o) => o.tag === 'grid-bots')) {
      const { status } = await call(op.method, op.path, op.method === 'GET' || op.method === 'DELETE' ? undefined : {});
      expect(status, op.id).toBeLessThan(500);
    }
    expect(unansweredCalls()).toEqual([]);
  });

  it('forecasts an arithmetic grid exactly (the contract example)', async () => {
    const last = exchange.simulated('BTC-USDT').statistics().last;
    expect(Number(last) > 95_333.33 && Number(last) < 98_666.66).toBe(true);
    const { status, body } = await call(
      'GET',
      forecastQuery({
        market: 'BTC-USDT',
        marketType: 0,
        lowerPrice: '92000.00',
        upperPrice: '102000.00',
        gridCount: 4,
        investment: '1000',
      }),
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({
      orders: [
        { side: 2, price: '92000', amount: '0.002717' },
        { side: 2, price: '95333.33', amount: '0.002622' },
        { side: 1, price: '98666.66', amount: '0.002533' },
        { side: 1, price: '102000', amount: '0.00245' },
      ],
      profitPerGridMin: '3.17',
      profitPerGridMax: '3.42',
    });
  });

  it('forecasts a geometric grid: equal ratios, prices rounded to the price step', async () => {
    const { body } = await call(
      'GET',
      forecastQuery({
        market: 'BTC-USDT',
        marketType: 0,
        gridType: 'geometric',
        lowerPrice: '90000',
        upperPrice: '110000',
        gridCount: 5,
        investment: '500',
      }),
    );
    const orders = body.data.orders as ForecastOrder[];
    // 90000 × (110000 / 90000)^(i / 4), rounded down to 0.01.
    expect(orders.map((o) => o.price)).toEqual(['90000', '94630.26', '99498.74', '104617.69', '110000']);
    for (const o of orders) {
      expect(o.price.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(2);
      // 100 USDT a line, in BTC rounded down to 6 decimals.
      expect(o.amount).toBe(trimmed((toUnits('100', 2) * 10n ** 6n) / toUnits(o.price, 2), 6));
    }
    // One ratio: the same profit per grid on every line (up to the price rounding).
    expect(Number(body.data.profitPerGridMax) - Number(body.data.profitPerGridMin)).toBeLessThanOrEqual(0.01);
  });

  it('refuses a range upside down, too many grids for the investment and an unknown market', async () => {
    const base = { market: 'BTC-USDT', marketType: 0, lowerPrice: '92000', upperPrice: '102000', gridCount: 4, investment: '1000' };
    expect((await call('GET', forecastQuery({ ...base, lowerPrice: '102000', upperPrice: '92000' }))).status).toBe(422);
    expect((await call('GET', forecastQuery({ ...base, market: 'NOPE-USDT' }))).status).toBe(422);
    expect((await call('GET', forecastQuery({ ...base, marketType: 2 }))).status).toBe(422);
    const small = await call('POST', '/v2/trade/grid/create', { ...base, gridCount: 100, investment: '100' });
    expect(small.status).toBe(422);
    expect(small.body.code).toBe(32);
    const rich = await call('POST', '/v2/trade/grid/create', { ...base, investment: '1000000' });
    expect(rich.status).toBe(422);
    expect(rich.body.code).toBe(37);
  });

  const settings = { market: 'BTC-USDT', marketType: 0, lowerPrice: '92000.00', upperPrice: '102000.00', gridCount: 4, investment: '1000' };
  const u = (v: string) => toUnits(v, 8);
  /** The market buy of a bot's creation: what it paid and the base it got net of the fee (units of 10^-8). */
  const marketBuy = () => {
    const order = exchange.hub.account(DEMO_USER).finished.find((o) => o.type === 2)!;
    return { paid: u(order.deal_money), got: u(order.deal_stock) - u(order.deal_fee) };
  };
  type Row = { id: number; side: number; price: string; amount: string; status?: number };
  const botOrders = async (id: string) => (await call('GET', `/v2/trade/grid/orders?extGridId=${id}`)).body.data as Row[];

  it('takes exactly the investment from spot, rests its orders in the book, and gives back everything on delete', async () => {
    const before = { usdt: spot('USDT'), btc: spot('BTC') };
    const created = await call('POST', '/v2/trade/grid/create', { ...settings, gridType: 'arithmetic' });
    expect(created.status).toBe(200);
    const bot = created.body.data;
    expect(bot).toMatchObject({
      market: 'BTC-USDT',
      gridCount: 4,
      gridType: 'arithmetic',
      investment: '1000',
      profit: '0',
      status: 'active',
    });
    const buy = marketBuy();

    // 1000 USDT leave the available balance, not a unit more or less; the base bought for the sells is all frozen.
    expect(spot('USDT').available).toBe(decimal(u(before.usdt.available) - u('1000')));
    expect(spot('USDT').freeze).toBe(decimal(u(before.usdt.freeze) + u('1000') - buy.paid));
    expect(spot('BTC').available).toBe(before.btc.available);
    expect(spot('BTC').freeze).toBe(decimal(u(before.btc.freeze) + buy.got));
    // The sells' share (2 × 250 USDT) paid for the base at the market.
    expect(buy.paid <= u('500')).toBe(true);

    const orders = await botOrders(bot.extGridId);
    expect(orders.map((o) => [o.side, o.price])).toEqual(
      expect.arrayContaining([
        [2, '92000'],
        [2, '95333.33'],
        [1, '98666.66'],
        [1, '102000'],
      ]),
    );
    expect(orders.filter((o) => o.side === 2).map((o) => o.amount)).toEqual(expect.arrayContaining(['0.002717', '0.002622']));
    const active = exchange.hub.account(DEMO_USER).active.map((o) => o.id);
    for (const o of orders) expect(active).toContain(o.id);
    // They stand in the simulated book.
    const bids = exchange.hub
      .market('BTC_USDT')
      .view(200)
      .bids.map(([price]) => price);
    expect(bids).toContain('95333.33');

    const listed = await call('GET', '/v2/trade/grid/list?market=BTC-USDT&marketType=0');
    expect(listed.body.data.map((b: { extGridId: string }) => b.extGridId)).toEqual([bot.extGridId]);
    expect((await call('GET', '/v2/trade/grid/list?market=ETH-USDT')).body.data).toEqual([]);

    // A second exchange on the same store has the bot and its resting orders.
    const second = createMockExchange(store, { seed: 7, now: () => clock, saveDelayMs: 0 });
    const answer = await getResponse(mockHandlers(second), new Request(`${TEST_ORIGIN}/v2/trade/grid/orders?extGridId=${bot.extGridId}`));
    expect(await answer!.json()).toEqual({ data: orders });

    const deleted = await call('DELETE', `/v2/trade/grid/delete?extGridId=${bot.extGridId}&smartGrid=false&market=BTC-USDT&marketType=0`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.extGridId).toBe(bot.extGridId);
    const stillActive = exchange.hub.account(DEMO_USER).active.map((o) => o.id);
    for (const o of orders) expect(stillActive).not.toContain(o.id);
    // Everything comes back: the quote it did not spend and the base it bought.
    expect(spot('USDT')).toEqual({ available: decimal(u(before.usdt.available) - buy.paid), freeze: before.usdt.freeze });
    expect(spot('BTC')).toEqual({ available: decimal(u(before.btc.available) + buy.got), freeze: before.btc.freeze });
    const [event] = ledger.history('grid-bots');
    expect(event).toMatchObject({
      action: 'delete',
      extGridId: bot.extGridId,
      returnedQuote: decimal(u('1000') - buy.paid),
      returnedBase: decimal(buy.got),
    });
    expect((await call('GET', '/v2/trade/grid/list')).body.data).toEqual([]);
    expect((await call('DELETE', `/v2/trade/grid/delete?extGridId=${bot.extGridId}`)).status).toBe(422);
  });

  it('follows a filled buy with a sell one line up, a filled sell with a buy one line down, and books the profit', async () => {
    const before = { usdt: spot('USDT'), btc: spot('BTC') };
    const bot = (await call('POST', '/v2/trade/grid/create', settings)).body.data;
    const buy = marketBuy();
    const open = async () => (await botOrders(bot.extGridId)).filter((o) => o.status === undefined);

    const buyAt = (await open()).find((o) => o.side === 2 && o.price === '95333.33')!;
    expect(exchange.fillOrder(buyAt.id)).toBeDefined();
    // 0.002622 BTC bought less the 0.1 % fee (0.00000262): 0.002619 goes up a line, 0.00000038 stays in the reserve.
    const sellAt = (await open()).find((o) => o.side === 1 && o.price === '98666.66' && o.amount === '0.002619');
    expect(sellAt).toBeDefined();
    expect(spot('USDT').available).toBe(decimal(u(before.usdt.available) - u('1000')));
    expect(spot('BTC').available).toBe(before.btc.available);

    exchange.fillOrder(sellAt!.id);
    // 0.002619 × 98666.66 = 258.40798254, less its fee 0.25840798, less what the base cost (0.002622 × 95333.33).
    const got = u('258.40798254') - u('0.25840798');
    const cost = u('249.96399126');
    const listed = (await call('GET', '/v2/trade/grid/list')).body.data.find((b: { extGridId: string }) => b.extGridId === bot.extGridId);
    expect(listed.profit).toBe(decimal(got - cost));
    // One line's share (250 USDT) buys again one line down: 0.002622 BTC.
    expect((await open()).filter((o) => o.side === 2 && o.price === '95333.33' && o.amount === '0.002622')).toHaveLength(1);
    // The bot's money never leaves the frozen part while it runs.
    expect(spot('USDT').available).toBe(decimal(u(before.usdt.available) - u('1000')));
    expect(spot('BTC').available).toBe(before.btc.available);

    await call('DELETE', `/v2/trade/grid/delete?extGridId=${bot.extGridId}`);
    // Back: the USDT less the market buy and the filled buy, plus what the sell got; the BTC bought less the BTC sold.
    expect(spot('USDT')).toEqual({ available: decimal(u(before.usdt.available) - buy.paid - cost + got), freeze: before.usdt.freeze });
    expect(spot('BTC')).toEqual({
      available: decimal(u(before.btc.available) + buy.got + u('0.002622') - u('0.00000262') - u('0.002619')),
      freeze: before.btc.freeze,
    });
  });

  it('refuses a margin or futures bot in the demo, and an unknown grid type', async () => {
    expect((await call('POST', '/v2/trade/grid/create', { ...settings, market: 'BTC-PERP', marketType: 2 })).status).toBe(422);
    expect((await call('GET', forecastQuery({ ...settings, gridType: 'spiral' }))).status).toBe(422);
  });

  it('answers 401 to a guest', async () => {
    exchange.logout();
    try {
      expect((await call('GET', '/v2/trade/grid/list')).status).toBe(401);
    } finally {
      exchange.login();
    }
  });
});
