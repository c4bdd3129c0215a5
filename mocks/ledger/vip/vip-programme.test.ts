/** GET /v2/vip-program on the ledger: the level from the WBT on hold and the 30-day volume of the deals, both needed. */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../exchange/mock-exchange';
import { usdtPrices } from '../money/rates';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();
const DAY = 86_400_000;
const programme = async () => (await call('GET', '/v2/vip-program')).body.data;

describe('the VIP programme on the ledger', () => {
  it('gives a guest the levels only', async () => {
    exchange.logout();
    const data = await programme();
    exchange.login();
    expect(data.levels.map((l: { level: number }) => l.level)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(data).not.toHaveProperty('mine');
  });

  it('needs both the holding and the volume of a level; trading and holding move the user up', async () => {
    exchange.login();
    // The seed holds 1000 WBT and has no fills: level 0, level 1 needs only the volume.
    expect((await programme()).mine).toEqual({
      level: 0,
      holding: '1000',
      volume30d: '0',
      next: { level: 1, holdingNeeded: '0', volumeNeeded: '1000' },
    });
    expect((await call('POST', '/v2/trade/spot/market', { market: 'BTC-USDT', side: 2, amount: '1500' })).status).toBe(200);
    const prices = usdtPrices(exchange);
    const volume = ledger
      .history<DealRecord>('deals')
      .reduce((t, d) => t.plus(new Decimal(d.total).times(prices.get(exchange.entry(d.market)!.money)!)), new Decimal(0));
    const mine = (await programme()).mine;
    expect(mine.volume30d).toBe(volume.toDecimalPlaces(8, Decimal.ROUND_HALF_UP).toFixed());
    expect(mine.level).toBe(1);
    expect(mine.next).toEqual({ level: 2, holdingNeeded: '0', volumeNeeded: new Decimal(100000).minus(mine.volume30d).toFixed() });
    // Releasing WBT below level 1's holding drops the level whatever the volume.
    expect((await call('POST', '/v2/wbt/unhold-requests', { amount: '950', force: true })).status).toBeLessThan(300);
    expect((await programme()).mine).toMatchObject({ level: 0, holding: '50', next: { level: 1, holdingNeeded: '50', volumeNeeded: '0' } });
    // Fills older than 30 days no longer count.
    advance(31 * DAY);
    expect((await programme()).mine).toMatchObject({ volume30d: '0', next: { volumeNeeded: '1000' } });
  });
});
