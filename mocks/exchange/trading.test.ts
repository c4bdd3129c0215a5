/**
 * Trading on the demo ledger, through the REST calls the app makes: spot fills change the balances by the exact
 * decimal, margin and futures fills open, increase, reduce and close positions with their margin frozen on the
 * collateral account, TP/SL and stop orders trigger at their price, orders can be modified and conditional orders
 * cancelled, and everything survives a reload (a second exchange on the same store).
 */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { memoryStore } from './storage';
import { ledgerTestServer } from '../ledger/test-kit';
import { createMockExchange } from '../create-exchange';
import { decimal } from '../ledger/ledger';
import { toUnits } from '../socket/units';

const store = memoryStore();
const { call, exchange, ledger } = ledgerTestServer({ store });

const collateral = () => {
  const h = ledger.balance('collateral', 'USDT');
  return { available: new Decimal(decimal(h.available)), freeze: new Decimal(decimal(h.freeze)) };
};
const spot = (ticker: string) => {
  const h = ledger.balance('spot', ticker);
  return { available: new Decimal(decimal(h.available)), freeze: new Decimal(decimal(h.freeze)) };
};
/** Moves a market's last price by recording a trade there (what the simulation does when someone trades). */
function moveLast(market: string, price: string) {
  const m = exchange.hub.market(market);
  m.recordUserTrade(ledger.now(), Number(toUnits(price, m.profile.priceDecimals)), 1, 'buy');
}

describe('spot', () => {
  it('buys 0.01 BTC at the market: BTC up by the amount less the 0.1 % fee, USDT down by what the levels cost', async () => {
    const btc = spot('BTC').available;
    const usdt = spot('USDT').available;
    const answer = await call('POST', '/v2/trade/spot/stock_market', { market: 'BTC-USDT', side: 2, amount: '0.01' });
    expect(answer.status).toBe(200);
    const order = answer.body.data;
    expect(order.dealStock).toBe('0.01');
    expect(spot('BTC').available.minus(btc).toFixed()).toBe('0.00999');
    expect(usdt.minus(spot('USDT').available).toFixed()).toBe(
      new Decimal(order.dealMoney).toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed(),
    );
  });

  it('rests a limit buy with its quote frozen, moves it by modify, and survives a reload', async () => {
    const before = spot('USDT');
    const placed = await call('POST', '/v2/trade/spot/limit', { market: 'BTC-USDT', side: 2, amount: '0.001', price: '50000' });
    expect(placed.status).toBe(200);
    expect(spot('USDT').freeze.minus(before.freeze).toFixed()).toBe('50');
    const modified = await call('POST', '/v2/trade/order/modify', { market: 'BTC-USDT', orderId: placed.body.data.id, price: '60000' });
    expect(modified.status).toBe(200);
    expect(modified.body.data.price).toBe('60000');
    expect(spot('USDT').freeze.minus(before.freeze).toFixed()).toBe('60');
    expect(spot('USDT').available.plus(spot('USDT').freeze).toFixed()).toBe(before.available.plus(before.freeze).toFixed());

    ledger.save();
    const reloaded = createMockExchange(store, { saveDelayMs: 0, now: () => ledger.now() });
    const again = reloaded.hub.account('demo').active.find((o) => o.id === placed.body.data.id);
    expect(again?.price).toBe('60000');
    expect(decimal(reloaded.ledger.balance('spot', 'USDT').freeze)).toBe(spot('USDT').freeze.toFixed());
  });

  it('cancels a stop-limit order through the conditional cancel, and triggers another when the price reaches it', async () => {
    const last = new Decimal(exchange.simulated('ETH-USDT').statistics().last);
    const stop = await call('POST', '/v2/trade/spot/stop_limit', {
      market: 'ETH-USDT',
      side: 1,
      amount: '0.1',
      activationPrice: last.times('0.9').toDecimalPlaces(2).toFixed(),
      price: last.times('0.89').toDecimalPlaces(2).toFixed(),
    });
    expect(stop.status).toBe(200);
    const cancelled = await call('DELETE', `/v2/trade/conditional/cancel/ETH-USDT/${stop.body.data.id}`);
    expect(cancelled.status).toBe(200);
    expect(exchange.hub.account('demo').active.some((o) => o.id === stop.body.data.id)).toBe(false);
    expect((await call('DELETE', `/v2/trade/conditional/cancel/ETH-USDT/${stop.body.data.id}`)).status).toBe(422);

    const trigger = last.times('0.95').toDecimalPlaces(2).toFixed();
    const second = await call('POST', '/v2/trade/spot/stop_market', {
      market: 'ETH-USDT',
      side: 1,
      amount: '0.1',
      activationPrice: trigger,
    });
    const eth = spot('ETH').available;
    moveLast('ETH_USDT', last.times('0.94').toDecimalPlaces(2).toFixed());
    exchange.match(ledger.now());
    const activated = exchange.hub.account('demo').finished.find((o) => o.id === second.body.data.id);
    expect(activated?.status).toBe('ACTIVATED');
    expect(eth.minus(spot('ETH').available).toFixed()).toBe('0.1');
  });
});

describe('client order id', () => {
  it('keeps the clientOrderId on the order (answer, open orders, history) and refuses it twice among open orders of a market', async () => {
    const account = exchange.hub.account('demo');
    const body = { market: 'BTC-USDT', side: 2, amount: '0.001', price: '50000', clientOrderId: 'web-test.order_1' };
    const placed = await call('POST', '/v2/trade/spot/limit', body);
    expect(placed.status).toBe(200);
    expect(placed.body.data.clientOrderId).toBe('web-test.order_1');
    const open = account.spotOrders('BTC_USDT', 0, 100).records.find((o) => o.id === placed.body.data.id);
    expect(open?.client_order_id).toBe('web-test.order_1');

    // The same id again while the first order is open: error 30 on clientOrderId (trade API v4), nothing placed or frozen.
    const usdt = spot('USDT');
    const again = await call('POST', '/v2/trade/spot/limit', body);
    expect(again.status).toBe(422);
    expect(again.body.code).toBe(30);
    expect(Object.keys(again.body.errors)).toEqual(['clientOrderId']);
    expect(spot('USDT')).toEqual(usdt);
    expect(account.active.filter((o) => o.client_order_id === 'web-test.order_1')).toHaveLength(1);

    // Another market may use it; a malformed id is refused the same way.
    const eth = await call('POST', '/v2/trade/spot/limit', { ...body, market: 'ETH-USDT', amount: '0.01', price: '1000' });
    expect(eth.status).toBe(200);
    const bad = await call('POST', '/v2/trade/spot/limit', { ...body, clientOrderId: 'has space' });
    expect([bad.status, bad.body.code, Object.keys(bad.body.errors)]).toEqual([422, 30, ['clientOrderId']]);

    // Once the order is cancelled, the history carries the id, and the id is free again.
    expect((await call('DELETE', `/v2/trade/order/${placed.body.data.id}?market=BTC-USDT`)).status).toBe(200);
    const finished = account.orderHistory('BTC_USDT', 0, 100).records.find((o) => o.id === placed.body.data.id);
    expect(finished?.client_order_id).toBe('web-test.order_1');
    const reused = await call('POST', '/v2/trade/spot/limit', body);
    expect(reused.status).toBe(200);
    for (const id of [reused.body.data.id, eth.body.data.id]) exchange.cancel(id);
  });

  it("passes a stop order's clientOrderId on to the order its trigger places", async () => {
    const last = new Decimal(exchange.simulated('ETH-USDT').statistics().last);
    const stop = await call('POST', '/v2/trade/spot/stop_market', {
      market: 'ETH-USDT',
      side: 1,
      amount: '0.1',
      activationPrice: last.times('0.95').toDecimalPlaces(2).toFixed(),
      clientOrderId: 'web-stop-1',
    });
    expect(stop.status).toBe(200);
    expect(stop.body.data.clientOrderId).toBe('web-stop-1');
    moveLast('ETH_USDT', last.times('0.94').toDecimalPlaces(2).toFixed());
    exchange.match(ledger.now());
    const history = exchange.hub
      .account('demo')
      .orderHistory('ETH_USDT', 0, 100)
      .records.filter((o) => o.client_order_id === 'web-stop-1');
    expect(history.map((o) => o.status).sort()).toEqual(['ACTIVATED', 'FILLED']);
  });
});

describe('futures and margin', () => {
  it('opens a position on a market buy with its margin frozen, and Close releases it with the PnL', async () => {
    const before = collateral();
    const buy = await call('POST', '/v2/trade/futures/market', { market: 'BTC-PERP', side: 2, amount: '0.01' });
    expect(buy.status).toBe(200);
    const positions = exchange.positions.marginPositions(ledger.now()).records.filter((p) => p.market === 'BTC_PERP');
    expect(positions).toHaveLength(1);
    const position = positions[0]!;
    // The seed's 0.025 BTC long grew by 0.01.
    expect(position.amount).toBe('0.035');
    expect(new Decimal(position.liq_price).lt(position.base_price)).toBe(true);
    const margin = new Decimal(buy.body.data.dealMoney).div(exchange.leverage());
    expect(collateral().freeze.minus(before.freeze).toFixed()).toBe(margin.toDecimalPlaces(8, Decimal.ROUND_DOWN).toFixed());

    const total = before.available.plus(before.freeze);
    const closed = await call('DELETE', `/v2/trade/margin/positions/${position.id}?market=BTC-PERP&positionSide=BOTH`);
    expect(closed.status).toBe(200);
    expect(exchange.positions.open()).toHaveLength(0);
    expect(collateral().freeze.toFixed()).toBe('0');
    const closedEntry = ledger.history<{ realizedPnl: string }>('positions')[0]!;
    // Everything left on the collateral = what was there + the position's realised PnL (fees included in it).
    expect(collateral().available.toFixed()).toBe(total.plus(closedEntry.realizedPnl).toFixed());
  });

  it('refuses a position the collateral cannot carry (code 37) and moves nothing', async () => {
    const before = collateral();
    const answer = await call('POST', '/v2/trade/futures/market', { market: 'BTC-PERP', side: 2, amount: '50' });
    expect(answer.status).toBe(422);
    expect(answer.body.code).toBe(37);
    expect(collateral()).toEqual(before);
  });

  it('sets a take-profit on a short that closes it when the price falls to it', async () => {
    const last = new Decimal(exchange.simulated('ETH-PERP').statistics().last);
    expect((await call('POST', '/v2/trade/futures/market', { market: 'ETH-PERP', side: 1, amount: '0.5' })).status).toBe(200);
    const wrong = await call('POST', '/v2/trade/tpsl', { market: 'ETH-PERP', takeProfit: last.times('1.1').toDecimalPlaces(2).toFixed() });
    expect(wrong.status).toBe(422);
    const tp = last.times('0.98').toDecimalPlaces(2).toFixed();
    const set = await call('POST', '/v2/trade/tpsl', { market: 'ETH-PERP', takeProfit: tp });
    expect(set.status).toBe(200);
    expect(set.body.data.takeProfit).toBe(tp);
    moveLast('ETH_PERP', last.times('0.97').toDecimalPlaces(2).toFixed());
    exchange.match(ledger.now());
    expect(exchange.positions.open().filter((p) => p.market === 'ETH_PERP')).toHaveLength(0);
  });

  it('answers margin info, assets, brackets and the max amount from the collateral account', async () => {
    const info = await call('GET', '/v2/trade/margin/info');
    expect(info.status).toBe(200);
    expect(new Decimal(info.body.data.equity).gte(0)).toBe(true);
    expect((await call('GET', '/v2/trade/margin/assets')).status).toBe(200);
    const brackets = await call('GET', '/v2/trade/brackets');
    expect(brackets.body.data.every((m: { brackets: unknown[] }) => m.brackets.length > 0)).toBe(true);
    const max = await call('GET', '/v2/trade/margin/max-amount?market=BTC-PERP&side=2');
    const available = collateral().available;
    expect(new Decimal(max.body.data.total).lte(available.times(exchange.leverage()))).toBe(true);
  });
});
