/** The referral programme's invitees: the seeded ones and the accounts registered with the user's code. */
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { createUser } from '../auth/state';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger } = ledgerTestServer();

describe('referral invitees on the ledger', () => {
  it('lists who registered with the code, newest first; the referral settings count them and sum their rewards', async () => {
    exchange.login();
    const before = (await call('GET', '/v2/settings/referral/invitees')).body;
    expect(before.pagination.total).toBe(3);
    expect(before.data.map((i: { status: string }) => i.status)).toEqual(['registered', 'verified', 'trading']);
    const settings = (await call('GET', '/v2/settings/referral')).body.data;
    expect(settings.invitedCount).toBe(3);
    expect(settings.earned).toEqual([
      { ticker: 'USDT', amount: '12.84' },
      { ticker: 'WBT', amount: '0.35' },
    ]);
    const usdt = before.data.flatMap((i: { earned: { ticker: string; amount: string }[] }) => i.earned.filter((e) => e.ticker === 'USDT'));
    expect(usdt.reduce((t: Decimal, e: { amount: string }) => t.plus(e.amount), new Decimal(0)).toFixed()).toBe('12.84');

    createUser(ledger, { email: 'friend.of.demo@example.com', consents: [], referredBy: 'demotrader' });
    createUser(ledger, { email: 'someone.else@example.com', consents: [], referredBy: 'WELCOME2026' });
    const after = (await call('GET', '/v2/settings/referral/invitees')).body;
    expect(after.pagination.total).toBe(4);
    expect(after.data[0]).toMatchObject({ email: 'f***o@example.com', status: 'registered', earned: [] });
    expect((await call('GET', '/v2/settings/referral')).body.data.invitedCount).toBe(4);
    expect((await call('GET', '/v2/settings/referral/invitees?limit=1&offset=1')).body.data[0].id).toBe(before.data[0].id);
    exchange.logout();
    expect((await call('GET', '/v2/settings/referral/invitees')).status).toBe(401);
  });
});
