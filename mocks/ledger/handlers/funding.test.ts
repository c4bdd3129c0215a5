import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { FUNDING_HISTORY_DAYS } from '../money/funding';
import { expectTagAnswered } from '../money/tag-coverage';
import { ledgerTestServer, TEST_NOW } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();
const EIGHT_HOURS = 8 * 3600;

describe('funding', () => {
  it('answers every funding operation from the ledger, guests 401 where the call needs a session', async () => {
    await expectTagAnswered('funding', exchange, call);
  });

  it('has the next funding at the next 00, 08 or 16 UTC of the ledger clock', async () => {
    // TEST_NOW is 12:00 UTC: the next funding is at 16:00 the same day.
    const next = (await call('GET', '/v2/collateral/funding/next-funding-time/BTC-PERP')).body.data;
    expect(next).toEqual({ market: 'BTC-PERP', nextFundingTime: TEST_NOW / 1000 + 4 * 3600 });
    advance(4 * 3600_000);
    const after = (await call('GET', '/v2/collateral/funding/next-funding-time/ETH-PERP')).body.data;
    expect(after.nextFundingTime).toBe(TEST_NOW / 1000 + 12 * 3600);
    expect(after.nextFundingTime % EIGHT_HOURS).toBe(0);
    expect((await call('GET', '/v2/collateral/funding/next-funding-time/BTC-USDT')).status).toBe(404);
  });

  it('gives a small rate for 8 hours and the open interest valued at the last price', async () => {
    const rate = (await call('GET', '/v2/collateral/funding/rate/BTC-PERP')).body.data;
    expect(rate.intervalHours).toBe(8);
    expect(new Decimal(rate.rate).abs().lte('0.015')).toBe(true);
    const oi = (await call('GET', '/v2/collateral/funding/open-interest/BTC-PERP')).body.data;
    const last = exchange.simulated('BTC-PERP').statistics().last;
    expect(new Decimal(oi.openInterestValue).eq(new Decimal(oi.openInterest).times(last).toDecimalPlaces(2, Decimal.ROUND_DOWN))).toBe(
      true,
    );
    expect(new Decimal(oi.openInterest).gt(1000)).toBe(true);
  });

  it('lists the public history every 8 hours, newest first, paged', async () => {
    const all = (await call('GET', '/v2/collateral/funding/history/ETH-PERP?limit=100')).body;
    const items = all.data as { fundingTime: number; rate: string; markPrice: string }[];
    expect(all.pagination.total).toBe((FUNDING_HISTORY_DAYS * 24) / 8);
    expect(items[0]!.fundingTime * 1000).toBeLessThanOrEqual(TEST_NOW + 4 * 3600_000);
    for (let i = 1; i < items.length; i++) expect(items[i - 1]!.fundingTime - items[i]!.fundingTime).toBe(EIGHT_HOURS);
    for (const item of items) expect(new Decimal(item.rate).abs().lte('0.015')).toBe(true);
    const page = (await call('GET', '/v2/collateral/funding/history/ETH-PERP?offset=5&limit=3')).body;
    expect(page.data).toEqual(items.slice(5, 8));
    expect(page.pagination).toEqual({ limit: 3, offset: 5, total: items.length });
  });

  it('lists the user funding: the payments of the BTC-PERP position posted to the collateral account', async () => {
    const user = async (market: string) =>
      (await call('GET', `/v2/collateral/funding/user-history/${market}`)).body.data as {
        time: number;
        ticker: string;
        amount: string;
        rate: string;
        positionAmount: string;
        positionSide: string;
      }[];
    // Funding before the seed is not replayed: nothing yet.
    expect(await user('BTC-PERP')).toEqual([]);
    const collateralBefore = ledger.balance('collateral', 'USDT').available;
    advance(16 * 3600_000);
    exchange.match(ledger.now());
    const mine = await user('BTC-PERP');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    const history = (await call('GET', '/v2/collateral/funding/history/BTC-PERP')).body.data as {
      fundingTime: number;
      rate: string;
      markPrice: string;
    }[];
    let paid = new Decimal(0);
    for (const entry of mine) {
      const funding = history.find((h) => h.fundingTime === entry.time)!;
      expect(entry.rate).toBe(funding.rate);
      expect(entry.ticker).toBe('USDT');
      expect(entry.positionAmount).toBe('0.025');
      // A long pays size x mark x rate at a positive rate.
      const due = new Decimal(entry.positionAmount).times(funding.markPrice).times(funding.rate).div(100).neg();
      expect(new Decimal(entry.amount).minus(due).abs().lte('0.00000001')).toBe(true);
      paid = paid.plus(entry.amount);
    }
    const collateralAfter = ledger.balance('collateral', 'USDT').available;
    expect(new Decimal(collateralAfter.toString()).minus(collateralBefore.toString()).div(1e8).eq(paid)).toBe(true);
    expect(await user('ETH-PERP')).toEqual([]);
  });

  it('gives the discounts of the WBT holding levels and the user discount from the WBT held', async () => {
    expect((await call('GET', '/v2/funding-discount/wbt-holding/2')).body.data).toEqual({ level: 2, discount: '10' });
    expect((await call('GET', '/v2/funding-discount/wbt-holding/0')).body.data).toEqual({ level: 0, discount: '0' });
    expect((await call('GET', '/v2/funding-discount/wbt-holding/9')).status).toBe(404);
    expect((await call('GET', '/v2/funding-discount/user')).body.data).toEqual({ holdingLevel: 2, discount: '10', hold: '1000' });
    await call('POST', '/v2/wbt/hold', { amount: '250' });
    await call('POST', '/v2/balances/transfer', { from: 'spot', to: 'main', ticker: 'WBT', amount: '150' });
    expect((await call('POST', '/v2/wbt/hold', { amount: '150' })).status).toBe(200);
    expect((await call('GET', '/v2/funding-discount/user')).body.data).toEqual({ holdingLevel: 2, discount: '10', hold: '1400' });
    await call('POST', '/v2/wbt/unhold-requests', { amount: '500', force: true });
    expect((await call('GET', '/v2/funding-discount/user')).body.data).toEqual({ holdingLevel: 1, discount: '5', hold: '900' });
  });
});
