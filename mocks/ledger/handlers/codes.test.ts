import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import { DEMO_PASSWORD, SECOND_DEMO_EMAIL } from '../auth/state';
import { expectTagAnswered } from '../money/tag-coverage';
import { restrictions, settingsState } from '../settings/state';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger } = ledgerTestServer();

const main = async (ticker: string) =>
  ((await call('GET', '/v2/balances/main')).body.data as { ticker: string; main: string }[]).find((r) => r.ticker === ticker)?.main ?? '0';

async function signInAs(email: string) {
  await call('POST', '/logout');
  expect((await call('POST', '/v2/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
}

describe('codes', () => {
  it('answers every codes and gift-cards operation, guests 401 where a session is needed', async () => {
    exchange.login();
    await expectTagAnswered('codes', exchange, call, { id: '8801', externalId: '00000000-0000-4000-8000-000000000000' });
    await expectTagAnswered('gift-cards', exchange, call, { id: '7188' });
  });

  it('lists the seeded codes by status, and the history signs what left and what came in', async () => {
    exchange.login();
    const all = (await call('GET', '/v2/codes?status=all&limit=100')).body;
    const used = (await call('GET', '/v2/codes?status=used&limit=100')).body.data as { status: string }[];
    const created = (await call('GET', '/v2/codes?status=created&limit=100')).body.data as { status: string }[];
    expect(all.pagination.total).toBe(used.length + created.length);
    expect(used.every((c) => c.status === 'used') && created.every((c) => c.status === 'created')).toBe(true);
    const history = (await call('GET', '/v2/codes/history?limit=100')).body.data as { amount: string }[];
    expect(history.length).toBe(all.pagination.total);
    expect(history.every((h) => h.amount.startsWith('-'))).toBe(true);
  });

  it('creates a code from the main balance and another user applies it with its passphrase, both exact', async () => {
    await signInAs(DEMO_EMAIL);
    const before = await main('USDT');
    const made = await call('POST', '/v2/codes', {
      ticker: 'USDT',
      amount: '12.345678',
      passphrase: 'Open!Sesame',
      description: 'For Friend',
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ ticker: 'USDT', amount: '12.345678', status: 'created', hasPassphrase: true });
    expect(await main('USDT')).toBe(new Decimal(before).minus('12.345678').toFixed());
    const code = made.body.data.code as string;
    expect(code).toMatch(/^MR[0-9a-f-]{36}USDT$/);
    expect((await call('GET', `/v2/codes/my/${made.body.data.externalId}`)).body.data.code).toBe(code);

    await signInAs(SECOND_DEMO_EMAIL);
    const friendBefore = await main('USDT');
    // The other user cannot read it as theirs, must give the passphrase, and the right one.
    expect((await call('GET', `/v2/codes/my/${made.body.data.externalId}`)).status).toBe(404);
    const missing = await call('POST', '/v2/codes/apply', { code });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.body.errors)).toEqual(['passphrase']);
    const wrong = await call('POST', '/v2/codes/apply', { code, passphrase: 'Wrong!1' });
    expect(wrong.body.errors.passphrase[0]).toBe('The passphrase is wrong.');
    const applied = await call('POST', '/v2/codes/apply', { code: ` ${code} `, passphrase: 'Open!Sesame' });
    expect(applied.status).toBe(200);
    expect(applied.body.data).toMatchObject({ ticker: 'USDT', amount: '12.345678' });
    expect(await main('USDT')).toBe(new Decimal(friendBefore).plus('12.345678').toFixed());
    const again = await call('POST', '/v2/codes/apply', { code, passphrase: 'Open!Sesame' });
    expect(again.body.errors.code[0]).toBe('This code has already been activated.');
    const friendHistory = (await call('GET', '/v2/codes/history')).body.data as { code: string; amount: string }[];
    expect(friendHistory).toEqual([expect.objectContaining({ code, amount: '12.345678', status: 'used' })]);

    await signInAs(DEMO_EMAIL);
    expect(await main('USDT')).toBe(new Decimal(before).minus('12.345678').toFixed());
    const mine = (await call('GET', '/v2/codes?status=used')).body.data as { code: string }[];
    expect(mine.map((c) => c.code)).toContain(code);
  });

  it('refuses more than the main balance (37), a finer amount (32), a restricted asset and an unknown code (30)', async () => {
    exchange.login();
    const before = await main('BTC');
    expect((await call('POST', '/v2/codes', { ticker: 'BTC', amount: '1000' })).body.code).toBe(37);
    expect((await call('POST', '/v2/codes', { ticker: 'USDT', amount: '1.1234567' })).body.code).toBe(32);
    settingsState(ledger).restrictions = { ...restrictions(ledger), assets: { deposit: [], withdraw: [], codes: { withdraw: ['ETH'] } } };
    const restricted = await call('POST', '/v2/codes', { ticker: 'ETH', amount: '0.1' });
    settingsState(ledger).restrictions = undefined;
    expect(restricted.body.errors.ticker[0]).toMatch(/cannot be created/);
    expect((await call('POST', '/v2/codes/apply', { code: 'MRnope' })).body.errors.code[0]).toMatch(/does not exist/);
    expect(await main('BTC')).toBe(before);
  });

  it('generates a package in one posting of count times the amount; its codes apply one by one', async () => {
    exchange.login();
    const before = await main('USDT');
    const drafted = (await call('POST', '/v2/codes/packages', { name: 'Quiz prizes', ticker: 'USDT', amountPerCode: '2.5', count: 4 })).body
      .data;
    expect(drafted).toMatchObject({ status: 'draft', usedCount: 0 });
    expect(await main('USDT')).toBe(before);
    const generated = (await call('POST', `/v2/codes/packages/${drafted.id}/generate`)).body.data;
    expect(generated.codes).toHaveLength(4);
    expect(await main('USDT')).toBe(new Decimal(before).minus(10).toFixed());
    expect((await call('POST', `/v2/codes/packages/${drafted.id}/generate`)).status).toBe(422);
    await call('POST', '/v2/codes/merchant-settings', { displayName: 'Quiz Night', showName: true });
    const applied = await call('POST', '/v2/codes/apply', { code: generated.codes[0].code });
    expect(applied.body.data).toMatchObject({ amount: '2.5', merchant: 'Quiz Night' });
    expect((await call('GET', `/v2/codes/packages/${drafted.id}`)).body.data.usedCount).toBe(1);
    expect((await call('POST', '/v2/codes/packages', { name: 'Too many', ticker: 'USDT', amountPerCode: '1', count: 101 })).status).toBe(
      422,
    );
  });
});

describe('gift cards', () => {
  it('buys a card from the main balance; another user redeems it once; both see it among their cards', async () => {
    await signInAs(DEMO_EMAIL);
    const before = await main('USDT');
    const terms = (await call('GET', '/v2/gift-cards/terms')).body.data;
    expect(terms.designs).toContain('birthday');
    const bought = await call('POST', '/v2/gift-cards', { design: 'birthday', ticker: 'USDT', amount: '40', message: 'Happy birthday!' });
    expect(bought.status).toBe(200);
    expect(bought.body.data).toMatchObject({ status: 'active', role: 'bought', amount: '40' });
    expect(await main('USDT')).toBe(new Decimal(before).minus(40).toFixed());
    const code = bought.body.data.code as string;
    expect(code).toMatch(/^GIFT(-[A-Z0-9]{4}){3}$/);

    await signInAs(SECOND_DEMO_EMAIL);
    const friendBefore = await main('USDT');
    const redeemed = await call('POST', '/v2/gift-cards/redeem', { code: code.toLowerCase() });
    expect(redeemed.body.data).toMatchObject({ status: 'redeemed', role: 'received', message: 'Happy birthday!' });
    expect(redeemed.body.data.code).toBeUndefined();
    expect(await main('USDT')).toBe(new Decimal(friendBefore).plus(40).toFixed());
    expect((await call('POST', '/v2/gift-cards/redeem', { code })).body.errors.code[0]).toMatch(/already been redeemed/);
    expect(((await call('GET', '/v2/gift-cards/my')).body.data as { id: number }[]).map((c) => c.id)).toContain(bought.body.data.id);

    await signInAs(DEMO_EMAIL);
    const mine = (await call('GET', `/v2/gift-cards/${bought.body.data.id}`)).body.data;
    expect(mine).toMatchObject({ status: 'redeemed', role: 'bought' });
    expect(mine.code).toBeUndefined();
  });

  it('refuses a design not on sale, an asset not sold and an amount outside the limits', async () => {
    exchange.login();
    expect((await call('POST', '/v2/gift-cards', { design: 'nope', ticker: 'USDT', amount: '10' })).body.errors.design).toBeDefined();
    expect((await call('POST', '/v2/gift-cards', { design: 'birthday', ticker: 'ETH', amount: '1' })).body.errors.ticker).toBeDefined();
    expect((await call('POST', '/v2/gift-cards', { design: 'birthday', ticker: 'USDT', amount: '1' })).body.code).toBe(32);
  });
});
