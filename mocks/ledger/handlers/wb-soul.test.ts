import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, startSession, DEMO_USER_ID } from '../auth/state';
import { ledgerTestServer } from '../test-kit';
import { SOUL_LEVELS } from '../wb-soul/wb-soul';

const { call, exchange, ledger } = ledgerTestServer();

interface Achievement {
  id: string;
  unit: string;
  progress: string;
  target: string;
  points: number;
  completedAt?: number;
}
interface Soul {
  minted: boolean;
  token?: { tokenId: number; network: string; address: string; mintedAt: number };
  points: number;
  level: number;
  levels: { level: number; points: number }[];
  achievements: Achievement[];
}
type Answer = { data: Soul; code: number; errors: Record<string, string[]> };

const soul = async () => (await call<Answer>('GET', '/v2/wb-soul')).body.data;
const achievement = (s: Soul, id: string) => s.achievements.find((a) => a.id === id)!;
const levelOf = (points: number) => [...SOUL_LEVELS].reverse().find((l) => points >= l.points)!.level;

describe('WB soul on the ledger', () => {
  beforeAll(() => exchange.login());

  it("counts the demo user's activity: verified, a second factor, WBT on hold; the points make the level", async () => {
    const s = await soul();
    expect(s.minted).toBe(false);
    expect(s.levels).toEqual(SOUL_LEVELS.map((l) => ({ ...l })));
    expect(s.achievements.map((a) => a.id)).toEqual([
      'first-deposit',
      'first-trade',
      'volume-1k',
      'volume-100k',
      'earn-saver',
      'wbt-holder',
      'secured-account',
      'verified-identity',
    ]);
    expect(achievement(s, 'verified-identity')).toMatchObject({ progress: '1', target: '1', completedAt: expect.any(Number) });
    expect(achievement(s, 'verified-identity').completedAt!).toBeLessThan(Math.floor(ledger.createdAt / 1000));
    expect(achievement(s, 'secured-account').completedAt).toBeDefined();
    expect(new Decimal(achievement(s, 'wbt-holder').progress).gte(100)).toBe(true);
    expect(achievement(s, 'first-trade')).toMatchObject({ progress: '0' });
    expect(achievement(s, 'first-trade').completedAt).toBeUndefined();
    const points = s.achievements.filter((a) => a.completedAt !== undefined).reduce((sum, a) => sum + a.points, 0);
    expect(s.points).toBe(points);
    expect(s.level).toBe(levelOf(points));
  });

  it('a market buy of 1500 USDT completes the first trade and the 1,000 USDT volume, counted in USDT', async () => {
    const before = await soul();
    const order = await call('POST', '/v2/trade/spot/market', { market: 'BTC-USDT', side: 2, amount: '1500' });
    expect(order.status).toBe(200);
    const after = await soul();
    expect(achievement(after, 'first-trade')).toMatchObject({ progress: '1', completedAt: expect.any(Number) });
    const volume = new Decimal(achievement(after, 'volume-1k').progress);
    expect(volume.gt(1400) && volume.lte(1500)).toBe(true);
    expect(volume.decimalPlaces()).toBeLessThanOrEqual(2);
    expect(achievement(after, 'volume-1k').completedAt).toBeDefined();
    expect(achievement(after, 'volume-100k').completedAt).toBeUndefined();
    expect(after.points).toBe(before.points + 50 + 100);
  });

  it('mints the token once for a verified user; an unverified one is refused (30 on kyc)', async () => {
    const minted = await call<Answer>('POST', '/v2/wb-soul/mint');
    expect(minted.status).toBe(200);
    expect(minted.body.data).toMatchObject({
      minted: true,
      token: { tokenId: expect.any(Number), network: 'Whitechain', address: expect.stringMatching(/^0x[0-9a-f]{40}$/) },
    });
    expect((await soul()).token).toEqual(minted.body.data.token);
    expect((await call<Answer>('POST', '/v2/wb-soul/mint')).body).toMatchObject({ code: 30, errors: { token: [expect.any(String)] } });
    expect(ledger.history<{ action: string; userId: number }>('wb-soul')[0]).toMatchObject({ action: 'minted', userId: DEMO_USER_ID });

    const user = createUser(ledger, { email: 'soul@meridian.example', consents: [] });
    startSession(ledger, user.userId, 'password');
    expect((await soul()).minted).toBe(false);
    const refused = await call<Answer>('POST', '/v2/wb-soul/mint');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 30, errors: { kyc: [expect.any(String)] } });
  });
});
