import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { HOUR_MS } from '../earn/amounts';
import { usdtPrices } from '../money/rates';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger } = ledgerTestServer();

interface Loan {
  id: number;
  loanTicker: string;
  principal: string;
  interest: string;
  collateralTicker: string;
  collateralAmount: string;
  ltv: string;
  liquidationPrice: string;
  marginCallPrice: string;
  status: string;
}
interface Failure {
  code: number;
  errors: Record<string, string[]>;
}

const main = (ticker: string) => ledger.balance('main', ticker);
const open = (body: Record<string, string>) => call<{ data: Loan } & Failure>('POST', '/v2/crypto-borrow/loans', body);

describe('crypto borrow on the ledger', () => {
  beforeAll(() => exchange.login());

  it('offers its terms at the USDT prices of the rates, to guests too', async () => {
    exchange.logout();
    const { status, body } = await call<{
      data: { loanAssets: { ticker: string }[]; collateralAssets: { ticker: string; priceUsdt: string }[] };
    }>('GET', '/v2/crypto-borrow/terms');
    exchange.login();
    expect(status).toBe(200);
    expect(body.data.loanAssets.map((a) => a.ticker)).toContain('USDT');
    const btc = body.data.collateralAssets.find((c) => c.ticker === 'BTC')!;
    expect(btc.priceUsdt).toBe(usdtPrices(exchange).get('BTC')!.toFixed());
  });

  it('opens a loan: collateral frozen on main, the loan credited, LTV owed over worth, in the history', async () => {
    const usdt = main('USDT');
    const btc = main('BTC');
    const { status, body } = await open({ loanTicker: 'USDT', loanAmount: '1000', collateralTicker: 'BTC', collateralAmount: '0.03' });
    expect(status).toBe(200);
    const loan = body.data;
    expect(main('USDT').available - usdt.available).toBe(100_000_000_000n);
    expect(btc.available - main('BTC').available).toBe(3_000_000n);
    expect(main('BTC').freeze - btc.freeze).toBe(3_000_000n);
    const price = usdtPrices(exchange).get('BTC')!;
    expect(loan.ltv).toBe(new Decimal(1000).div(price.times('0.03')).toDecimalPlaces(4, Decimal.ROUND_UP).toFixed());
    expect(loan.liquidationPrice).toBe(
      new Decimal(1000).div(new Decimal('0.03').times('0.9')).toDecimalPlaces(8, Decimal.ROUND_UP).toFixed(),
    );
    const history = await call<{ data: { kind: string; amount: string; loanId: number }[] }>('GET', '/v2/crypto-borrow/history');
    expect(history.body.data[0]).toMatchObject({ kind: 'borrow', amount: '1000', loanId: loan.id });
  });

  it('refuses a loan above the initial LTV (3301), outside the limits (32), beyond the balance (37)', async () => {
    const tooBig = await open({ loanTicker: 'USDT', loanAmount: '5000', collateralTicker: 'BTC', collateralAmount: '0.01' });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.code).toBe(3301);
    expect(tooBig.body.errors.collateralAmount).toBeDefined();
    const small = await open({ loanTicker: 'USDT', loanAmount: '5', collateralTicker: 'BTC', collateralAmount: '0.01' });
    expect(small.body.code).toBe(32);
    expect(small.body.errors.loanAmount).toBeDefined();
    const poor = await open({ loanTicker: 'USDT', loanAmount: '100', collateralTicker: 'ETH', collateralAmount: '100' });
    expect(poor.body.code).toBe(37);
    expect(poor.body.errors.collateralAmount).toBeDefined();
  });

  it('accrues interest every full hour, pays it first on repayment, and releases the collateral when repaid', async () => {
    const loan = (await open({ loanTicker: 'USDT', loanAmount: '500', collateralTicker: 'ETH', collateralAmount: '0.5' })).body.data;
    ledger.fastForward(3 * HOUR_MS + 60_000);
    const listed = await call<{ data: Loan[] }>('GET', '/v2/crypto-borrow/loans');
    const accrued = listed.body.data.find((l) => l.id === loan.id)!;
    // 0.002 % of 500 an hour, three hours.
    expect(accrued.interest).toBe('0.03');
    const part = await call<{ data: Loan }>('POST', `/v2/crypto-borrow/loans/${loan.id}/repay`, { amount: '100' });
    expect(part.body.data.interest).toBe('0');
    expect(part.body.data.principal).toBe('400.03');
    const ethFrozen = main('ETH').freeze;
    const usdt = main('USDT').available;
    const over = await call<Failure>('POST', `/v2/crypto-borrow/loans/${loan.id}/repay`, { amount: '400.04' });
    expect(over.body.code).toBe(32);
    const rest = await call<{ data: Loan }>('POST', `/v2/crypto-borrow/loans/${loan.id}/repay`, { amount: '400.03' });
    expect(rest.body.data.status).toBe('repaid');
    expect(usdt - main('USDT').available).toBe(40_003_000_000n);
    expect(decimal(ethFrozen - main('ETH').freeze)).toBe('0.5');
    const closed = await call<{ data: Loan[] }>('GET', '/v2/crypto-borrow/loans?status=closed');
    expect(closed.body.data.map((l) => l.id)).toContain(loan.id);
  });

  it('adds collateral, lowering the LTV, and streams open loans as borrows', async () => {
    const loan = (await open({ loanTicker: 'USDT', loanAmount: '200', collateralTicker: 'BTC', collateralAmount: '0.01' })).body.data;
    const more = await call<{ data: Loan }>('POST', `/v2/crypto-borrow/loans/${loan.id}/collateral`, { amount: '0.01' });
    expect(more.body.data.collateralAmount).toBe('0.02');
    expect(new Decimal(more.body.data.ltv).lt(loan.ltv)).toBe(true);
    const borrows = exchange.loanBorrows(ledger.now());
    expect(borrows.some((b) => b.asset === 'USDT' && b.amount === '200')).toBe(true);
  });

  it('liquidates a loan the market takes to its liquidation LTV: the collateral is kept, nothing is owed, changes are refused with 3302', async () => {
    const loan = (await open({ loanTicker: 'USDT', loanAmount: '1000', collateralTicker: 'ETH', collateralAmount: '0.6' })).body.data;
    const eth = main('ETH');
    const usdt = main('USDT');
    // ETH falls to where the loan is owed 90 % of its collateral's worth (its liquidation LTV), and a little below.
    const market = exchange.simulated('ETH-USDT');
    const decimals = market.profile.priceDecimals;
    const crash = new Decimal(loan.liquidationPrice).times('0.99').toDecimalPlaces(decimals, Decimal.ROUND_DOWN);
    market.recordUserTrade(ledger.now(), crash.times(new Decimal(10).pow(decimals)).toNumber(), 1, 'sell');
    expect(usdtPrices(exchange).get('ETH')!.toFixed()).toBe(crash.toFixed());

    const open_ = (await call<{ data: Loan[] }>('GET', '/v2/crypto-borrow/loans')).body.data;
    expect(open_.map((l) => l.id)).not.toContain(loan.id);
    const closed = (await call<{ data: Loan[] }>('GET', '/v2/crypto-borrow/loans?status=closed')).body.data.find((l) => l.id === loan.id)!;
    expect(closed.status).toBe('liquidated');
    // The pledged 0.6 ETH leaves the frozen balance and does not come back; the borrowed USDT stays with the user.
    expect(eth.freeze - main('ETH').freeze).toBe(60_000_000n);
    expect(main('ETH').available).toBe(eth.available);
    expect(main('USDT')).toEqual(usdt);
    const history = (await call<{ data: { kind: string; amount: string; loanId: number }[] }>('GET', '/v2/crypto-borrow/history')).body
      .data;
    expect(history[0]).toMatchObject({ kind: 'liquidation', amount: '0.6', loanId: loan.id });
    expect(exchange.loanBorrows(ledger.now()).some((b) => b.ctime === Math.floor(ledger.now() / 1000) && b.amount === '1000')).toBe(false);

    for (const path of ['repay', 'collateral']) {
      const refused = await call<Failure>('POST', `/v2/crypto-borrow/loans/${loan.id}/${path}`, { amount: '1' });
      expect([refused.status, refused.body.code, Object.keys(refused.body.errors)]).toEqual([422, 3302, ['id']]);
    }
    expect(main('USDT')).toEqual(usdt);
  });
});
