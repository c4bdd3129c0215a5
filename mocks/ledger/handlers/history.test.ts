/**
 * Issue 23 on the ledger: the history calls filter before they page, the closed positions and the spot fills are the
 * exchange's own, institutional loan requests are reviewed on the clock, a bonus-centre voucher becomes a trading
 * bonus, the analytics read the ledger's history, earn transactions go out on the account socket, and every export
 * kind's CSV rows are its list call's rows.
 */
import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { FlexPlanInvestmentFrame, InvestmentFrame } from '../../../generated/socket/account-socket.zod';
import { APPROVE_AFTER_MS, REVIEW_AFTER_MS } from '../borrow/institutional-loans';
import { PREPARE_MS } from '../money/history-exports';
import { ledgerTestServer, TEST_NOW } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();
const now = () => Math.floor(ledger.now() / 1000);

/** CSV lines without the final line break, split into fields (none of these rows has a quoted field). */
const csvRows = (text: string) =>
  text
    .trimEnd()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(','));

async function exported(type: string): Promise<string[][]> {
  const created = await call('POST', '/v2/export/requests', { type, format: 'csv', from: now() - 86_400 * 30, to: now() + 60 });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  advance(PREPARE_MS);
  await call('GET', '/v2/export/requests');
  const file = await call<string>('GET', `/internal/rdrs/${created.body.data.id}`);
  expect(file.status).toBe(200);
  return csvRows(file.body);
}

describe('history on the ledger (issue 23)', () => {
  beforeAll(() => exchange.login());

  it('lists the spot fills and finished orders filtered before paging, and exports the same rows', async () => {
    const buy = await call('POST', '/v2/trade/spot/limit', { market: 'BTC-USDT', side: 2, amount: '0.002', price: '50000' });
    expect(buy.status).toBe(200);
    exchange.fillOrder(buy.body.data.id);
    advance(1000);
    const sell = await call('POST', '/v2/trade/spot/limit', { market: 'BTC-USDT', side: 1, amount: '0.001', price: '50000' });
    exchange.fillOrder(sell.body.data.id);
    advance(1000);

    const all = await call('GET', '/v2/trade/spot/deals/history?market=BTC-USDT');
    expect(all.status).toBe(200);
    const buys = await call('GET', '/v2/trade/spot/deals/history?market=BTC-USDT&side=2&limit=1');
    // The total counts only the buys: the filter runs before the page is cut.
    expect(buys.body.pagination).toEqual({
      limit: 1,
      offset: 0,
      total: all.body.data.filter((d: { side: number }) => d.side === 2).length,
    });
    expect(buys.body.data[0]).toMatchObject({ orderId: buy.body.data.id, side: 2, price: '50000.00', amount: '0.002', total: '100' });
    const later = await call('GET', `/v2/trade/spot/deals/history?from=${now() + 10}`);
    expect(later.body.pagination.total).toBe(0);
    expect((await call('GET', `/v2/trade/spot/deals/history?from=${now()}&to=${now() - 1}`)).status).toBe(422);

    const filled = await call('GET', '/v2/trade/spot/orders/history?market=BTC-USDT&status=1');
    expect(filled.body.data.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([buy.body.data.id, sell.body.data.id]));
    expect(filled.body.data.every((o: { status: number }) => o.status === 1)).toBe(true);

    const rows = await exported('trades');
    expect(rows.map((r) => [Number(r[0]), r[6], r[7]])).toEqual(
      all.body.data.map((d: { id: number; amount: string; total: string }) => [d.id, d.amount, d.total]),
    );
    const orders = await exported('orders');
    const listed = await call('GET', `/v2/trade/spot/orders/history?limit=100&from=${now() - 86_400 * 30}`);
    expect(orders.map((r) => Number(r[0]))).toEqual(listed.body.data.map((o: { id: number }) => o.id));
  });

  it('lists a closed position with its realized PnL, and the trading volumes count the fills', async () => {
    const open = await call('POST', '/v2/trade/futures/market', { market: 'BTC-PERP', side: 2, amount: '0.01' });
    expect(open.status).toBe(200);
    const position = exchange.positions.open().find((p) => p.market === 'BTC_PERP')!;
    expect((await call('DELETE', `/v2/trade/margin/positions/${position.id}?market=BTC-PERP&positionSide=BOTH`)).status).toBe(200);
    const closed = ledger.history<{ realizedPnl: string; amount: string }>('positions')[0]!;
    const listed = await call('GET', '/v2/collateral/positions/history?market=BTC-PERP');
    expect(listed.body.data[0]).toMatchObject({ market: 'BTC-PERP', realizedPnl: closed.realizedPnl, amount: closed.amount });
    expect((await exported('positions'))[0]!.slice(0, 1)).toEqual([String(listed.body.data[0].id)]);

    const volumes = await call('GET', '/v2/analytics/trading-volumes?period=7d');
    expect(volumes.status).toBe(200);
    const deals = ledger.history<{ kind: string; total: string; market: string }>('deals');
    const spot = deals.filter((d) => d.kind === 'spot').reduce((t, d) => t.plus(d.total), new Decimal(0));
    expect(volumes.body.data.spot).toBe(spot.toFixed());
    expect(new Decimal(volumes.body.data.futures).gt(0)).toBe(true);
    expect(volumes.body.data.deals).toBe(deals.length);
    const series = await call('GET', '/v2/analytics/trading-volumes/history?period=7d');
    expect(series.body.data.points).toHaveLength(7);
    expect(series.body.data.points.at(-1).spot).toBe(spot.toFixed());
    const collateral = await call('GET', '/v2/analytics/pnl/collateral?period=30d');
    expect(collateral.body.data.positions).toBe(1);
    expect(collateral.body.data.realizedPnl).toBe(new Decimal(closed.realizedPnl).toFixed());
    expect((await call('GET', '/v2/analytics/account?period=1y')).status).toBe(422);
  });

  it('gives the account value per day, the accounts within the total, and the PnL summed day by day', async () => {
    const before = await call('GET', '/v2/analytics/pnl/summary?period=7d');
    expect(before.status).toBe(200);
    advance(86_400_000);
    const account = await call('GET', '/v2/analytics/account?period=7d');
    const points = account.body.data.points as { total: string; main: string; spot: string; inflow: string }[];
    expect(points).toHaveLength(7);
    for (const p of points) expect(new Decimal(p.main).plus(p.spot).lte(p.total)).toBe(true);
    const pnl = await call('GET', '/v2/analytics/pnl/history?period=7d');
    const sum = (pnl.body.data.points as { pnl: string }[]).reduce((t, p) => t.plus(p.pnl), new Decimal(0));
    expect(pnl.body.data.points.at(-1).cumulative).toBe(sum.toFixed(2));
  });

  it('reviews an institutional loan request on the clock and lists it by status; a withdrawn one stays listed', async () => {
    const sent = await call('POST', '/v2/institutional-loan/requests', {
      company: 'Northwind Trading Ltd',
      asset: 'USDT',
      collateral: 'BTC',
      amount: '2500000',
      termMonths: 12,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'submitted', amount: '2500000', note: '' });
    expect(
      (await call('POST', '/v2/institutional-loan/requests', { company: 'X', asset: 'BTC', collateral: 'BTC', amount: '1', termMonths: 3 }))
        .status,
    ).toBe(422);
    advance(REVIEW_AFTER_MS);
    expect((await call('GET', '/v2/institutional-loan/requests')).body.data[0].status).toBe('reviewing');
    advance(APPROVE_AFTER_MS - REVIEW_AFTER_MS);
    const approved = await call('GET', '/v2/institutional-loan/requests?status=approved');
    expect(approved.body.data.map((r: { id: number }) => r.id)).toEqual([sent.body.data.id]);
    expect((await call('DELETE', `/v2/institutional-loan/requests/${sent.body.data.id}`)).status).toBe(422);
    const other = await call('POST', '/v2/institutional-loan/requests', {
      company: 'Y',
      asset: 'USDT',
      collateral: 'ETH',
      amount: '100000',
      termMonths: 6,
    });
    const withdrawn = await call('DELETE', `/v2/institutional-loan/requests/${other.body.data.id}`);
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await exported('institutional-loans')).map((r) => [Number(r[0]), r[7]])).toEqual([
      [other.body.data.id, 'withdrawn'],
      [sent.body.data.id, 'approved'],
    ]);
  });

  it('turns an available bonus-centre voucher into a trading bonus that the history and the margin summary count', async () => {
    const centre = await call('GET', '/v2/bonus-center');
    const voucher = centre.body.data.find((b: { status: string }) => b.status === 'available');
    const activated = await call('POST', `/v2/bonus-center/${voucher.id}/activate`);
    expect(activated.body.data.status).toBe('active');
    expect((await call('POST', `/v2/bonus-center/${voucher.id}/activate`)).status).toBe(422);
    const active = await call('GET', '/v2/bonuses?status=active&limit=1');
    expect(active.body.data[0]).toMatchObject({ ticker: voucher.ticker, amount: voucher.amount, status: 'active' });
    expect(active.body.pagination.total).toBe(2);
    const info = await call('GET', '/v2/trade/margin/info?includeBonus=true');
    expect(info.body.data.bonus).toBe(new Decimal(voucher.amount).plus(50).toFixed());
    expect((await exported('bonuses'))[0]!.slice(2, 5)).toEqual([voucher.ticker, voucher.amount, 'active']);
  });

  it('sends flexPlanInvestment and investment events for earn transactions', async () => {
    const publish = vi.spyOn(exchange.hub, 'publishAccountEvent');
    expect((await call('POST', '/v2/smart/flex-plans/investments/USDT/invest', { amount: '100' })).status).toBe(200);
    expect((await call('POST', '/v2/smart/fixed-plans/investments', { id: 11, amount: '1825' })).status).toBe(200);
    const frames = publish.mock.calls.map(([frame]) => frame);
    const flex = frames.filter((f) => f.event === 'flexPlanInvestment').map((f) => FlexPlanInvestmentFrame.parse(f).data);
    expect(flex).toContainEqual(expect.objectContaining({ ticker: 'USDT', transactionType: 1, amount: '100', status: 1 }));
    const fixed = frames.filter((f) => f.event === 'investment').map((f) => InvestmentFrame.parse(f).data);
    expect(fixed).toContainEqual(expect.objectContaining({ type: 'open', planId: 11, amount: '1825' }));
    publish.mockRestore();
    expect(TEST_NOW).toBeLessThan(ledger.now());
  });
});
