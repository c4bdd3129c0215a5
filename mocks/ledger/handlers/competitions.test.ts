import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface Competition {
  slug: string;
  status: string;
  prizePool: string;
  participants: number;
  participation?: { joined: boolean; volume: string; rank?: number };
}

const slugs = async (status: string) =>
  (await call<{ data: Competition[] }>('GET', `/v2/competitions?status=${status}`)).body.data.map((c) => c.slug);

describe('trading competitions on the ledger', () => {
  beforeAll(() => exchange.login());

  it('lists the competitions by status on the clock', async () => {
    expect(await slugs('active')).toEqual(['btc-volume-sprint', 'wbt-marathon']);
    expect(await slugs('upcoming')).toEqual(['eth-weekend']);
    expect(await slugs('finished')).toEqual(['altcoin-weekend', 'futures-open']);
    const sprint = (await call<{ data: Competition }>('GET', '/v2/competitions/btc-volume-sprint')).body.data;
    expect(sprint.prizePool).toBe('10000');
    expect(sprint.participation).toEqual({ joined: false, volume: '0' });
    expect((await call('GET', '/v2/competitions/nope')).status).toBe(404);
  });

  it("joins: the user is ranked by their own fills on the competition's markets from then on", async () => {
    const joined = (await call<{ data: Competition }>('POST', '/v2/competitions/btc-volume-sprint/join')).body.data;
    expect(joined.participation).toMatchObject({ joined: true, volume: '0', rank: joined.participants });
    const board = (await call('GET', '/v2/competitions/btc-volume-sprint/leaderboard?limit=5')).body.data;
    expect(board.entries).toHaveLength(5);
    expect(board.entries[0]).toMatchObject({ rank: 1, prize: '3000', own: false });
    expect(board.own).toMatchObject({ rank: joined.participants, volume: '0', own: true });
    // A market buy on BTC-USDT counts its quote value.
    const order = await call('POST', '/v2/trade/spot/market', { market: 'BTC-USDT', side: 2, amount: '1000' });
    expect(order.body).toMatchObject({ data: { market: 'BTC-USDT' } });
    const after = (await call<{ data: Competition }>('GET', '/v2/competitions/btc-volume-sprint')).body.data.participation!;
    expect(new Decimal(after.volume).gt(900)).toBe(true);
    expect(after.rank!).toBeLessThan(joined.participants);
    expect((await call('POST', '/v2/competitions/altcoin-weekend/join')).body.code).toBe(1802);
  });

  it('pays a claimed prize to the main balance once', async () => {
    const rewards = (await call('GET', '/v2/competition-rewards')).body.data as {
      id: number;
      amount: string;
      ticker: string;
      status: string;
    }[];
    expect(rewards).toHaveLength(1);
    const prize = rewards[0]!;
    expect(prize.status).toBe('claimable');
    const before = decimal(ledger.balance('main', prize.ticker).available);
    expect((await call('POST', `/v2/competition-rewards/${prize.id}/claim`)).body.data.status).toBe('claimed');
    expect(decimal(ledger.balance('main', prize.ticker).available)).toBe(new Decimal(before).plus(prize.amount).toFixed());
    expect((await call('POST', `/v2/competition-rewards/${prize.id}/claim`)).body.code).toBe(1805);
    expect((await call('POST', '/v2/competition-rewards/1/claim')).status).toBe(404);
    advance(10 * 86_400_000);
    expect(await slugs('finished')).toContain('btc-volume-sprint');
  });
});
