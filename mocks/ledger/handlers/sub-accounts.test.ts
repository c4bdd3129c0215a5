import Decimal from 'decimal.js';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMockExchange } from '../../create-exchange';
import { memoryStore } from '../../exchange/storage';
import { mockHandlers } from '../../handlers';
import { expectTagAnswered } from '../money/tag-coverage';
import { ledgerTestServer, TEST_NOW, TEST_ORIGIN } from '../test-kit';

const store = memoryStore();
const { call, exchange, ledger } = ledgerTestServer({ store });

interface SubAccount {
  id: string;
  alias: string;
  email?: string;
  status: string;
  permissions: { spotEnabled: boolean; collateralEnabled: boolean };
  createdAt: number;
}

const list = async (q = '') => (await call<{ data: SubAccount[]; pagination: { total: number } }>('GET', `/v2/sub-account${q}`)).body;
const byAlias = async (alias: string) => (await list()).data.find((a) => a.alias === alias)!;
const mainOf = (ticker: string) => ledger.balance('main', ticker).available;
const subBalance = async (id: string, ticker: string) =>
  ((await call('GET', `/v2/sub-account/${id}/balances`)).body.data as { ticker: string; main: string }[]).find((b) => b.ticker === ticker)
    ?.main ?? '0';

describe('sub-accounts', () => {
  it('answers every sub-accounts operation from the ledger, guests 401', async () => {
    const { id } = await byAlias('Bot 1');
    await expectTagAnswered('sub-accounts', exchange, call, { id });
  });

  it('has two seeded sub-accounts: info, list, search and paging', async () => {
    expect((await call('GET', '/v2/sub-account/info')).body.data).toEqual({ isSubAccount: false, count: 2, limit: 20 });
    const all = await list();
    expect(all.data.map((a) => a.alias).sort()).toEqual(['Bot 1', 'Savings']);
    for (const a of all.data) expect(a.email).toMatch(/@example\.com$/);
    expect(all.pagination).toEqual({ limit: 15, offset: 0, total: 2 });
    expect((await list('?search=SAV')).data.map((a) => a.alias)).toEqual(['Savings']);
    expect((await list('?search=bot1@')).data.map((a) => a.alias)).toEqual(['Bot 1']);
    const second = await list('?offset=1&limit=1');
    expect(second.data).toEqual([all.data[1]]);
    expect(second.pagination).toEqual({ limit: 1, offset: 1, total: 2 });
  });

  it('creates one by the alias rules: 422 on a duplicate or empty alias and a taken e-mail', async () => {
    const made = await call('POST', '/v2/sub-account/create', { alias: 'Grid bots', spotEnabled: true, collateralEnabled: true });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      alias: 'Grid bots',
      status: 'active',
      permissions: { spotEnabled: true, collateralEnabled: true },
    });
    expect(made.body.data.createdAt).toBe(Math.floor(TEST_NOW / 1000));
    const withMail = await call('POST', '/v2/sub-account/create', {
      alias: 'Desk',
      email: 'desk@example.com',
      spotEnabled: true,
      collateralEnabled: false,
    });
    expect(withMail.body.data.status).toBe('pending');
    for (const body of [
      { alias: 'grid BOTS', spotEnabled: true, collateralEnabled: false },
      { alias: '   ', spotEnabled: true, collateralEnabled: false },
      { alias: 'x'.repeat(65), spotEnabled: true, collateralEnabled: false },
      { alias: 'Other', email: 'BOT1@example.com', spotEnabled: true, collateralEnabled: false },
      { alias: 'No flags' },
    ]) {
      const refused = await call('POST', '/v2/sub-account/create', body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.code).toBe(30);
    }
    expect((await call('GET', '/v2/sub-account/info')).body.data.count).toBe(4);
  });

  it('changes permissions, locks and unlocks, renames, sends e-mails', async () => {
    const { id } = await byAlias('Savings');
    const changed = await call('POST', `/v2/sub-account/${id}/update-permissions`, { spotEnabled: true, collateralEnabled: true });
    expect(changed.body.data.permissions).toEqual({ spotEnabled: true, collateralEnabled: true });
    expect((await call('POST', `/v2/sub-account/${id}/resend-activation`)).status).toBe(204);
    expect((await call('POST', `/v2/sub-account/${id}/reset-password`)).status).toBe(422);
    expect((await call('POST', `/v2/sub-account/${id}/lock`)).body.data.status).toBe('blocked');
    expect((await call('POST', `/v2/sub-account/${id}/lock`)).status).toBe(422);
    expect((await call('POST', `/v2/sub-account/${id}/unlock`)).body.data.status).toBe('pending');
    expect((await call('POST', `/v2/sub-account/${id}/unlock`)).status).toBe(422);
    expect((await call('POST', `/v2/sub-account/${id}/edit-alias`, { alias: 'Bot 1' })).status).toBe(422);
    expect((await call('POST', `/v2/sub-account/${id}/edit-alias`, { alias: ' Long term ' })).body.data.alias).toBe('Long term');
    const bot = await byAlias('Bot 1');
    expect((await call('POST', `/v2/sub-account/${bot.id}/reset-password`)).status).toBe(204);
    expect(
      ledger
        .history('sub-account-emails')
        .map((e) => [e.kind, e.subAccountId])
        .slice(0, 2),
    ).toEqual([
      ['password-reset', bot.id],
      ['activation', id],
    ]);
    expect((await call('POST', '/v2/sub-account/2f6c1a9e-8b4d-4c3e-9f7a-5d1b0e2c6a84/lock')).status).toBe(404);
  });

  it('moves funds to a sub-account and back exactly, 422 code 37 when over, nothing moved', async () => {
    const { id } = await byAlias('Grid bots');
    const mainBefore = mainOf('USDT');
    const to = await call('POST', '/v2/sub-account/transfer', {
      subAccountId: id,
      direction: 'toSubAccount',
      ticker: 'USDT',
      amount: '1234.567891',
    });
    expect(to.status).toBe(200);
    expect(to.body.data).toMatchObject({ subAccountId: id, direction: 'toSubAccount', ticker: 'USDT', amount: '1234.567891' });
    expect(mainOf('USDT')).toBe(mainBefore - 123_456_789_100n);
    expect(await subBalance(id, 'USDT')).toBe('1234.567891');

    const back = await call('POST', '/v2/sub-account/transfer', {
      subAccountId: id,
      direction: 'toMainAccount',
      ticker: 'USDT',
      amount: '234.567891',
    });
    expect(back.status).toBe(200);
    expect(await subBalance(id, 'USDT')).toBe('1000');
    expect(mainOf('USDT')).toBe(mainBefore - 100_000_000_000n);

    const overBack = await call('POST', '/v2/sub-account/transfer', {
      subAccountId: id,
      direction: 'toMainAccount',
      ticker: 'USDT',
      amount: '1000.000001',
    });
    expect(overBack.status).toBe(422);
    expect(overBack.body.code).toBe(37);
    const overTo = await call('POST', '/v2/sub-account/transfer', {
      subAccountId: id,
      direction: 'toSubAccount',
      ticker: 'BTC',
      amount: '100',
    });
    expect(overTo.body.code).toBe(37);
    expect(await subBalance(id, 'USDT')).toBe('1000');
    expect(await subBalance(id, 'BTC')).toBe('0');
    expect(mainOf('USDT')).toBe(mainBefore - 100_000_000_000n);
    expect(
      (await call('POST', '/v2/sub-account/transfer', { subAccountId: id, direction: 'toSubAccount', ticker: 'USDT', amount: '0' })).body
        .code,
    ).toBe(32);

    const recorded = ledger.history('sub-account-transfers');
    expect(recorded.map((r) => [r.direction, r.amount])).toEqual([
      ['toMainAccount', '234.567891'],
      ['toSubAccount', '1234.567891'],
    ]);
    // The balance page sees the main account change.
    const usdt = ((await call('GET', '/v2/balances')).body.data as { ticker: string; main: string }[]).find((r) => r.ticker === 'USDT')!;
    expect(new Decimal(usdt.main).eq(new Decimal(mainBefore.toString()).div(1e8).minus(1000))).toBe(true);
  });

  it('deletes only a sub-account without funds', async () => {
    const { id } = await byAlias('Grid bots');
    const refused = await call('DELETE', `/v2/sub-account/${id}`);
    expect(refused.status).toBe(422);
    await call('POST', '/v2/sub-account/transfer', { subAccountId: id, direction: 'toMainAccount', ticker: 'USDT', amount: '1000' });
    expect((await call('DELETE', `/v2/sub-account/${id}`)).status).toBe(204);
    expect((await list()).data.some((a) => a.id === id)).toBe(false);
    expect((await call('DELETE', `/v2/sub-account/${id}`)).status).toBe(404);
  });

  it('switches into an active sub-account and back', async () => {
    const bot = await byAlias('Bot 1');
    expect((await call('POST', `/v2/sub-account/${bot.id}/switch`)).status).toBe(204);
    const info = (await call('GET', '/v2/sub-account/info')).body.data;
    expect(info.isSubAccount).toBe(true);
    expect(info.mainAccount.nickname).toBe('DemoTrader');
    expect((await call('POST', '/v2/sub-account/switch-to-main')).status).toBe(204);
    expect((await call('GET', '/v2/sub-account/info')).body.data.isSubAccount).toBe(false);
    const desk = await byAlias('Desk');
    expect((await call('POST', `/v2/sub-account/${desk.id}/switch`)).status).toBe(422);
  });

  it("refuses, in a sub-account's session, what its permissions do not allow: 451 with FeatureDisabled (1007)", async () => {
    const limit = { market: 'BTC_USDT', side: 2, amount: '0.001', price: '50000' };
    const toCollateral = { from: 'main', to: 'margin', ticker: 'USDT', amount: '5' };
    // Bot 1 may trade spot but not on collateral.
    const bot = await byAlias('Bot 1');
    expect((await call('POST', `/v2/sub-account/${bot.id}/switch`)).status).toBe(204);
    expect((await call('GET', '/v2/sub-account/info')).body.data).toMatchObject({
      isSubAccount: true,
      alias: 'Bot 1',
      permissions: { spotEnabled: true, collateralEnabled: false },
    });
    expect((await call('POST', '/v2/trade/spot/limit', limit)).status).toBe(200);
    const margin = await call('POST', '/v2/trade/margin/limit', limit);
    expect(margin.status).toBe(451);
    expect(margin.body).toMatchObject({ code: 1007, message: expect.stringContaining('Bot 1') });
    expect((await call('POST', '/v2/trade/futures/market', limit)).status).toBe(451);
    const collateralBefore = ledger.balance('collateral', 'USDT').available;
    const transfer = await call('POST', '/v2/balances/transfer', toCollateral);
    expect([transfer.status, transfer.body.code]).toEqual([451, 1007]);
    expect(ledger.balance('collateral', 'USDT').available).toBe(collateralBefore);
    expect((await call('POST', '/v2/balances/transfer', { ...toCollateral, to: 'spot' })).status).toBe(200);
    expect((await call('POST', '/v2/sub-account/switch-to-main')).status).toBe(204);

    // One without spot: its spot orders are refused; back on main they go through again.
    const made = await call('POST', '/v2/sub-account/create', { alias: 'No spot', spotEnabled: false, collateralEnabled: true });
    expect((await call('POST', `/v2/sub-account/${made.body.data.id}/switch`)).status).toBe(204);
    expect((await call('GET', '/v2/sub-account/info')).body.data.permissions).toEqual({ spotEnabled: false, collateralEnabled: true });
    const spot = await call('POST', '/v2/trade/spot/limit', limit);
    expect([spot.status, spot.body.code]).toEqual([451, 1007]);
    expect((await call('POST', '/v2/trade/margin/limit', limit)).status).toBe(200);
    expect((await call('POST', '/v2/sub-account/switch-to-main')).status).toBe(204);
    expect((await call('GET', '/v2/sub-account/info')).body.data).not.toHaveProperty('permissions');
    expect((await call('POST', '/v2/trade/spot/limit', limit)).status).toBe(200);
  });

  it('keeps the sub-accounts and their balances for a second exchange on the same store', async () => {
    const accounts = await list();
    const bot = await byAlias('Bot 1');
    const balances = (await call('GET', `/v2/sub-account/${bot.id}/balances`)).body.data;
    const second = createMockExchange(store, { seed: 7, now: () => TEST_NOW, saveDelayMs: 0 });
    const handlers = mockHandlers(second);
    const get = async (path: string) =>
      ((await (await getResponse(handlers, new Request(TEST_ORIGIN + path)))!.json()) as { data: unknown }).data;
    expect(await get('/v2/sub-account')).toEqual(accounts.data);
    expect(await get(`/v2/sub-account/${bot.id}/balances`)).toEqual(balances);
    expect(balances).toEqual([
      { ticker: 'BTC', main: '0', spot: '0.0021', collateral: '0' },
      { ticker: 'USDT', main: '250', spot: '1250.48', collateral: '0' },
    ]);
  });
});
