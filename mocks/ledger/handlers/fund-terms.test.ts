/**
 * The ledger's fees, limits and providers of deposits and withdrawals, the fee of a withdrawal, the address check
 * and the express withdrawal (assumed profile operations): each answers what the ledger then charges and checks,
 * and each refuses with its own catalogue code (1210-1216, 1223, 1224) where the situation arises.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { units } from '../ledger';
import { update } from '../settings/state';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger } = ledgerTestServer();
const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
const XRP = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';

describe('fees, limits and providers of each way in and out', () => {
  beforeAll(() => exchange.login());

  it("answers a coin's networks: deposits free, withdrawals the network's fee, minimum and maximum", async () => {
    expect((await call('GET', '/v2/profile/deposit-fees/USDT')).body.data).toEqual([
      { ticker: 'USDT', network: 'TRC20', fixed: '0', percent: '0' },
      { ticker: 'USDT', network: 'ERC20', fixed: '0', percent: '0' },
      { ticker: 'USDT', network: 'BEP20', fixed: '0', percent: '0' },
    ]);
    expect((await call('GET', '/v2/profile/withdraw-fees/USDT')).body.data[0]).toEqual({
      ticker: 'USDT',
      network: 'TRC20',
      fixed: '1',
      percent: '0',
    });
    expect((await call('GET', '/v2/profile/deposit-limits/USDT')).body.data[0]).toEqual({ ticker: 'USDT', network: 'TRC20', min: '1' });
    expect((await call('GET', '/v2/profile/withdraw-limits/USDT')).body.data[0]).toEqual({
      ticker: 'USDT',
      network: 'TRC20',
      min: '10',
      max: '2000',
    });
    // A network closed to withdrawals is not a way out; a network without a maximum has none.
    expect((await call('GET', '/v2/profile/withdraw-limits/WBT')).body.data.map((l: { network: string }) => l.network)).toEqual(['WBT']);
    expect((await call('GET', '/v2/profile/withdraw-limits/DOGE')).body.data).toEqual([{ ticker: 'DOGE', network: 'DOGE', min: '50' }]);
  });

  it("answers a fiat currency's providers with their fees and limits, less those the session restricts", async () => {
    expect((await call('GET', '/v2/profile/deposit-fees/EUR')).body.data).toEqual([
      { ticker: 'EUR', provider: 'SEPA', fixed: '0', percent: '0' },
      { ticker: 'EUR', provider: 'Visa/Mastercard', fixed: '0', percent: '2' },
    ]);
    expect((await call('GET', '/v2/profile/deposit-limits/EUR')).body.data[1]).toEqual({
      ticker: 'EUR',
      provider: 'Visa/Mastercard',
      min: '10',
      max: '5000',
    });
    expect((await call('GET', '/v2/profile/withdraw-fees/EUR')).body.data[1]).toEqual({
      ticker: 'EUR',
      provider: 'Visa/Mastercard',
      fixed: '2',
      percent: '2',
    });
    // Papara takes TRY deposits only.
    const names = async (path: string) => (await call('GET', path)).body.data.map((p: { name: string }) => p.name);
    expect(await names('/v2/profile/deposit-providers/TRY')).toEqual(['Bank transfer (FAST)', 'Papara']);
    expect(await names('/v2/profile/withdraw-providers/TRY')).toEqual(['Bank transfer (FAST)']);
    update(
      ledger,
      (s) =>
        (s.restrictions = {
          assets: { deposit: [], withdraw: [], codes: { withdraw: [] } },
          providers: { deposit: ['Papara'], withdraw: [] },
        }),
    );
    expect(await names('/v2/profile/deposit-providers/TRY')).toEqual(['Bank transfer (FAST)']);
    expect((await call('GET', '/v2/profile/deposit-fees/TRY')).body.data).toHaveLength(1);
    update(ledger, (s) => delete s.restrictions);
  });

  it('refuses an unknown currency (or a coin asked for providers) with the call’s own code', async () => {
    const code = async (path: string) => {
      const answer = await call('GET', path);
      expect(answer.status, path).toBe(404);
      return answer.body.code as number;
    };
    expect(await code('/v2/profile/deposit-fees/XYZ')).toBe(1210);
    expect(await code('/v2/profile/withdraw-fees/XYZ')).toBe(1211);
    expect(await code('/v2/profile/deposit-limits/XYZ')).toBe(1213);
    expect(await code('/v2/profile/withdraw-limits/XYZ')).toBe(1214);
    expect(await code('/v2/profile/deposit-providers/BTC')).toBe(1215);
    expect(await code('/v2/profile/withdraw-providers/BTC')).toBe(1216);
  });

  it("calculates a withdrawal's fee: fixed plus percentage rounded up to the currency's decimals (1212 on a bad way or amount)", async () => {
    expect(
      (await call('POST', '/v2/profile/withdraw-fee', { ticker: 'EUR', provider: 'Visa/Mastercard', amount: '123.45' })).body.data,
    ).toEqual({
      ticker: 'EUR',
      provider: 'Visa/Mastercard',
      amount: '123.45',
      fee: '4.47',
      receive: '118.98',
    });
    expect((await call('POST', '/v2/profile/withdraw-fee', { ticker: 'USDT', network: 'TRC20', amount: '100.5' })).body.data).toMatchObject(
      {
        fee: '1',
        receive: '99.5',
      },
    );
    const refused = async (body: object) => (await call('POST', '/v2/profile/withdraw-fee', body)).body;
    expect(await refused({ ticker: 'EUR', provider: 'Papara', amount: '100' })).toMatchObject({
      code: 1212,
      errors: { provider: [expect.any(String)] },
    });
    expect(await refused({ ticker: 'USDT', network: 'TRC20', amount: '1.1234567' })).toMatchObject({
      code: 1212,
      errors: { amount: [expect.any(String)] },
    });
    expect(await refused({ ticker: 'USDT', amount: 'ten' })).toMatchObject({ code: 1212 });
  });

  it("checks an address against its network's form and memo, and says whether it is saved (1223 on the field at fault)", async () => {
    const check = async (body: object) => (await call('POST', '/v2/profile/withdraw-address/validate', body)).body;
    expect((await check({ ticker: 'USDT', network: 'TRC20', address: ` ${TRON} ` })).data).toEqual({
      ticker: 'USDT',
      network: 'TRC20',
      address: TRON,
      whitelisted: false,
    });
    expect(await check({ ticker: 'USDT', network: 'TRC20', address: '0x12345678' })).toMatchObject({
      code: 1223,
      errors: { address: [expect.stringContaining('Tron')] },
    });
    expect(await check({ ticker: 'XRP', network: 'XRP', address: XRP })).toMatchObject({
      code: 1223,
      errors: { memo: [expect.any(String)] },
    });
    expect(await check({ ticker: 'WBT', network: 'ERC20', address: '0x' + 'a'.repeat(40) })).toMatchObject({
      code: 1223,
      errors: { network: [expect.any(String)] },
    });
    update(ledger, (s) =>
      s.whitelist.addresses.push({ id: 9101, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'Mine', createdAt: 0 }),
    );
    expect((await check({ ticker: 'USDT', network: 'TRC20', address: TRON })).data.whitelisted).toBe(true);
    update(ledger, (s) => (s.whitelist.addresses = s.whitelist.addresses.filter((a) => a.id !== 9101)));
  });

  it('refuses a coin withdrawal above its network’s maximum (32 on the amount)', async () => {
    const answer = await call('POST', '/v2/profile/withdraw', {
      ticker: 'USDT',
      network: 'TRC20',
      amount: '2000.000001',
      address: TRON,
      uniqueId: 'max-1',
    });
    expect(answer.body).toMatchObject({
      code: 32,
      errors: { amount: [expect.stringContaining('maximum withdrawal on Tron (TRC20) is 2000 USDT')] },
    });
  });
});

describe('the express withdrawal to a saved address', () => {
  beforeAll(() => exchange.login());

  it('withdraws to the entry’s address and network, freezing the amount; refuses a gone or restricted entry with 1224', async () => {
    update(ledger, (s) =>
      s.whitelist.addresses.push({ id: 9201, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'Mine', createdAt: 0 }),
    );
    const before = ledger.balance('main', 'USDT');
    const made = await call('POST', '/v2/profile/express-withdraw', { addressId: 9201, amount: '50.5', uniqueId: 'x-1' });
    expect(made.body.data).toMatchObject({
      ticker: 'USDT',
      network: 'TRC20',
      address: TRON,
      amount: '50.5',
      fee: '1',
      receive: '49.5',
      status: 'unconfirmed',
    });
    expect(ledger.balance('main', 'USDT')).toEqual({ available: before.available - units('50.5'), freeze: before.freeze + units('50.5') });
    // The same key answers the same withdrawal.
    expect((await call('POST', '/v2/profile/express-withdraw', { addressId: 9201, amount: '50.5', uniqueId: 'x-1' })).body.data.id).toBe(
      made.body.data.id,
    );

    const refused = async (body: object) => (await call('POST', '/v2/profile/express-withdraw', body)).body;
    expect(await refused({ addressId: 4242, amount: '50', uniqueId: 'x-2' })).toMatchObject({
      code: 1224,
      errors: { addressId: [expect.any(String)] },
    });
    expect(await refused({ addressId: 9201, amount: '5', uniqueId: 'x-3' })).toMatchObject({
      code: 32,
      errors: { amount: [expect.stringContaining('minimum')] },
    });
    expect(await refused({ addressId: 9201, amount: '2500', uniqueId: 'x-4' })).toMatchObject({
      code: 32,
      errors: { amount: [expect.stringContaining('maximum')] },
    });
    update(
      ledger,
      (s) =>
        (s.restrictions = {
          assets: { deposit: [], withdraw: ['USDT'], codes: { withdraw: [] } },
          providers: { deposit: [], withdraw: [] },
        }),
    );
    expect(await refused({ addressId: 9201, amount: '50', uniqueId: 'x-5' })).toMatchObject({
      code: 1224,
      errors: { addressId: [expect.stringContaining('restricted')] },
    });
    update(ledger, (s) => {
      delete s.restrictions;
      s.whitelist.addresses = s.whitelist.addresses.filter((a) => a.id !== 9201);
    });
  });
});

describe('deposit-side restrictions of the session', () => {
  beforeAll(() => exchange.login());

  it("takes a restricted currency and provider out of the user's currencies, and refuses an address or a payment for them", async () => {
    update(
      ledger,
      (s) =>
        (s.restrictions = {
          assets: { deposit: ['XRP'], withdraw: [], codes: { withdraw: [] } },
          providers: { deposit: ['Papara'], withdraw: [] },
        }),
    );
    const mine = (await call('GET', '/v2/profile/currencies')).body.data as {
      ticker: string;
      isDepositable: boolean;
      isWithdrawal: boolean;
      networks: { isDepositable: boolean }[];
      providers: { name: string; isDepositable: boolean }[];
    }[];
    const xrp = mine.find((c) => c.ticker === 'XRP')!;
    expect(xrp).toMatchObject({ isDepositable: false, isWithdrawal: true });
    expect(xrp.networks.every((n) => !n.isDepositable)).toBe(true);
    expect(mine.find((c) => c.ticker === 'TRY')!.providers.find((p) => p.name === 'Papara')!.isDepositable).toBe(false);
    expect(mine.find((c) => c.ticker === 'BTC')!.isDepositable).toBe(true);
    expect((await call('POST', '/v2/profile/address', { ticker: 'XRP', network: 'XRP' })).body).toMatchObject({
      code: 1203,
      errors: { ticker: [expect.stringContaining('restricted')] },
    });
    expect((await call('POST', '/v2/profile/fiat-deposit', { ticker: 'TRY', provider: 'Papara', amount: '100' })).body).toMatchObject({
      code: 1217,
      errors: { provider: [expect.stringContaining('restricted')] },
    });
    update(ledger, (s) => delete s.restrictions);
    expect((await call('GET', '/v2/profile/currencies')).body.data.find((c: { ticker: string }) => c.ticker === 'XRP').isDepositable).toBe(
      true,
    );
  });
});
