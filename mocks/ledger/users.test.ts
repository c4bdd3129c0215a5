/**
 * Every user of the demo has accounts of their own: a sign-in makes the ledger work on that user's balances, orders
 * and histories (laid from the seed the first time); the demo user's stay as they were, over a reload too. A posting
 * to another user (withUser) reaches their accounts without publishing anything to the signed-in user's page.
 */
import Decimal from 'decimal.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockExchange } from '../create-exchange';
import { memoryStore } from '../exchange/storage';
import { mockHandlers } from '../handlers';
import { DEMO_PASSWORD, DEMO_USER_ID, SECOND_DEMO_EMAIL, SECOND_DEMO_USER_ID } from './auth/state';
import { DEMO_EMAIL } from '../exchange/mock-exchange';
import { decimal } from './ledger';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from './test-kit';

const store = memoryStore();
const { call, exchange, ledger } = ledgerTestServer({ store });

interface Row {
  ticker: string;
  main: string;
  spot: string;
}

const usdt = async () => (await call<{ data: Row[] }>('GET', '/v2/balances')).body.data.find((r) => r.ticker === 'USDT')!;
const transfers = async () => (await call<{ data: { amount: string }[] }>('GET', '/v2/balances/transfer/history')).body.data;
const nickname = async () => (await call('GET', '/v2/settings')).body.data.user.nickname.value as string;

async function signInAs(email: string) {
  await call('POST', '/logout');
  const answer = await call('POST', '/v2/login', { email, password: DEMO_PASSWORD });
  expect(answer.status).toBe(200);
}

/** The simulated book's volume that the user's own resting orders add, per market and side. */
const externals = () =>
  JSON.stringify(
    exchange.catalogue().map((m) => {
      const market = exchange.hub.market(m.market) as unknown as { external: Record<'ask' | 'bid', Map<number, number>> };
      return [m.market, [...market.external.bid].sort(), [...market.external.ask].sort()];
    }),
  );

describe('one ledger, an account per user', () => {
  it('keeps each user’s balances, history and settings apart, and the demo user’s book orders in the book only while signed in', async () => {
    exchange.login();
    const seeded = await usdt();
    const bookOfDemo = externals();
    await call('POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'USDT', amount: '100' });
    expect((await usdt()).main).toBe(new Decimal(seeded.main).minus(100).toFixed());

    await signInAs(SECOND_DEMO_EMAIL);
    expect(ledger.user).toBe(SECOND_DEMO_USER_ID);
    // Laid from the seed: the same balances the demo user started with, none of the demo user's transfers.
    expect(await usdt()).toEqual(seeded);
    expect(await transfers()).toEqual([]);
    expect(await nickname()).toBe('Friend');
    await call('POST', '/v2/balances/transfer', { from: 'main', to: 'spot', ticker: 'USDT', amount: '30.5' });
    expect((await usdt()).main).toBe(new Decimal(seeded.main).minus('30.5').toFixed());

    await signInAs(DEMO_EMAIL);
    expect(ledger.user).toBe(DEMO_USER_ID);
    expect((await usdt()).main).toBe(new Decimal(seeded.main).minus(100).toFixed());
    expect((await transfers()).map((t) => t.amount)).toEqual(['100']);
    expect(await nickname()).toBe('DemoTrader');
    // The demo user's resting orders are in the book as before (taken out for the other user, put back).
    expect(externals()).toBe(bookOfDemo);
  });

  it('keeps both users’ accounts for a second exchange on the same store (a reload)', async () => {
    const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0 });
    const handlers = mockHandlers(second);
    const get = async (path: string) =>
      ((await (await getResponse(handlers, new Request(TEST_ORIGIN + path)))!.json()) as { data: Row[] }).data;
    const main = async () => (await get('/v2/balances')).find((r) => r.ticker === 'USDT')!.main;
    const demoMain = await main();
    expect(demoMain).toBe((await usdt()).main);
    second.ledger.useUser(SECOND_DEMO_USER_ID);
    expect(new Decimal(await main()).plus('30.5').eq(new Decimal(demoMain).plus(100))).toBe(true);
  });

  it('posts to another user without publishing it to the signed-in user’s page', async () => {
    const published: unknown[] = [];
    const stop = ledger.onBalanceChange((change) => published.push(change));
    const before = decimal(ledger.withUser(SECOND_DEMO_USER_ID, () => ledger.balance('main', 'USDT').available));
    ledger.withUser(SECOND_DEMO_USER_ID, () => ledger.post({ account: 'main', ticker: 'USDT', available: '10' }));
    stop();
    expect(published).toEqual([]);
    expect(ledger.user).toBe(DEMO_USER_ID);
    const after = decimal(ledger.withUser(SECOND_DEMO_USER_ID, () => ledger.balance('main', 'USDT').available));
    expect(after).toBe(new Decimal(before).plus(10).toFixed());
  });
});
