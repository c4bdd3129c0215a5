import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { usdtPrices } from '../money/rates';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface OtcRequest {
  id: number;
  side: string;
  amount: string;
  price: string;
  total: string;
  status: string;
  expiresAt: number;
  createdAt: number;
}

const main = (ticker: string) => decimal(ledger.balance('main', ticker).available);
const ask = (body: Record<string, string>) =>
  call<{ data: OtcRequest; code: number; errors: Record<string, string[]> }>('POST', '/v2/otc/requests', body);

describe('the OTC desk on the ledger', () => {
  beforeAll(() => exchange.login());

  it("quotes a buy at the market's price and 0.2 % spread, valid 30 s; accepting it moves exactly amount and total", async () => {
    const usdt = main('USDT');
    const btc = main('BTC');
    const { status, body } = await ask({ side: 'buy', asset: 'BTC', quote: 'USDT', amount: '0.02' });
    expect(status).toBe(200);
    const quote = body.data;
    const price = usdtPrices(exchange).get('BTC')!.times('1.002').toDecimalPlaces(8, Decimal.ROUND_UP);
    expect(quote.price).toBe(price.toFixed());
    expect(quote.total).toBe(price.times('0.02').toDecimalPlaces(6, Decimal.ROUND_UP).toFixed());
    expect(quote.expiresAt - quote.createdAt).toBe(30);
    expect(main('USDT')).toBe(usdt);
    const accepted = await call<{ data: OtcRequest }>('POST', `/v2/otc/requests/${quote.id}/accept`);
    expect(accepted.body.data.status).toBe('accepted');
    expect(main('USDT')).toBe(new Decimal(usdt).minus(quote.total).toFixed());
    expect(main('BTC')).toBe(new Decimal(btc).plus('0.02').toFixed());
    expect((await call('POST', `/v2/otc/requests/${quote.id}/accept`)).body.code).toBe(7003);
  });

  it('refuses a quote accepted after its validity with 7003, and a declined one; lists them newest first', async () => {
    const late = (await ask({ side: 'sell', asset: 'ETH', quote: 'USDT', amount: '0.5' })).body.data;
    advance(31_000);
    const refused = await call('POST', `/v2/otc/requests/${late.id}/accept`);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 7003, errors: { id: ['The quote has expired: ask for a new one.'] } });
    const declined = (await ask({ side: 'sell', asset: 'ETH', quote: 'USDT', amount: '0.5' })).body.data;
    expect((await call('POST', `/v2/otc/requests/${declined.id}/cancel`)).body.data.status).toBe('cancelled');
    expect((await call('POST', `/v2/otc/requests/${declined.id}/cancel`)).body.code).toBe(7004);
    const list = (await call<{ data: OtcRequest[] }>('GET', '/v2/otc/requests')).body.data;
    expect(list.map((r) => r.status)).toEqual(['cancelled', 'expired', 'accepted']);
    expect((await call('GET', '/v2/otc/requests/1')).status).toBe(404);
  });

  it("checks the asset's limits, its settlement currencies and the balance", async () => {
    expect((await ask({ side: 'buy', asset: 'BTC', quote: 'USDT', amount: '0.001' })).body.code).toBe(32);
    expect((await ask({ side: 'buy', asset: 'BTC', quote: 'EUR', amount: '0.1' })).body).toMatchObject({
      code: 30,
      errors: { quote: [expect.any(String)] },
    });
    expect((await ask({ side: 'buy', asset: 'DOGE', quote: 'USDT', amount: '10' })).body.code).toBe(30);
    expect((await ask({ side: 'buy', asset: 'BTC', quote: 'USDT', amount: '5' })).body.code).toBe(37);
    const assets = (await call('GET', '/v2/otc/assets')).body.data as { ticker: string; decimals: number }[];
    expect(assets.map((a) => a.ticker)).toEqual(['BTC', 'ETH', 'SOL', 'WBT']);
  });
});
