import { beforeAll, describe, expect, it } from 'vitest';
import { units } from '../ledger';
import { WITHDRAW_COMPLETE_MS } from '../money/withdrawals';
import { update } from '../settings/state';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

const TRON = 'TQrZ9wBzuZ9b3KXjHjJmgVg2ZRrBsD8F5Q';
const XRP = 'rPEPPER7kfTD9w2To4CQk6UCfuHM9c6GDY';
let n = 0;
const body = (over: Record<string, unknown> = {}) => ({
  ticker: 'USDT',
  network: 'TRC20',
  amount: '100',
  address: TRON,
  uniqueId: `t-${++n}`,
  ...over,
});
const main = (ticker = 'USDT') => ledger.balance('main', ticker);

describe('withdrawals on the ledger', () => {
  beforeAll(() => exchange.login());

  it('freezes the amount, waits for the e-mailed code, goes pending, then completes on the ledger clock', async () => {
    const before = main();
    const created = await call('POST', '/v2/profile/withdraw', body({ amount: '100.5' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ status: 'unconfirmed', confirmWith: 'email', amount: '100.5', fee: '1', receive: '99.5' });
    expect(main()).toEqual({ available: before.available - units('100.5'), freeze: before.freeze + units('100.5') });
    const id = created.body.data.id as number;

    const wrong = await call('POST', `/v2/profile/withdraw/${id}/confirm`, { code: '000000' });
    expect(wrong.body).toMatchObject({ code: 1220, errors: { code: [expect.stringContaining('wrong')] } });
    expect((await call('POST', `/v2/profile/withdraw/${id}/code`)).status).toBe(200);
    const confirmed = await call('POST', `/v2/profile/withdraw/${id}/confirm`, { code: '123456' });
    expect(confirmed.body.data.status).toBe('pending');

    let history = await call('GET', '/v2/profile/history?method=2');
    expect(history.body.data[0]).toMatchObject({ id, method: 2, status: 'pending', amount: '100.5' });
    advance(WITHDRAW_COMPLETE_MS);
    history = await call('GET', '/v2/profile/history?method=2');
    expect(history.body.data[0]).toMatchObject({ id, status: 'completed', txHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(main()).toEqual({ available: before.available - units('100.5'), freeze: before.freeze });
    expect(ledger.history('withdrawals')[0]).toMatchObject({ withdrawalId: id, amount: '100.5' });
    expect((await call('GET', '/v2/profile/history?method=1')).body.data).toEqual([]);
  });

  it('asks for the authenticator code when 2FA is on', async () => {
    update(ledger, (s) => (s.twoFactor = { enabled: true, secret: 'JBSWY3DPEHPK3PXP', pendingSecret: null }));
    const created = await call('POST', '/v2/profile/withdraw', body());
    expect(created.body.data.confirmWith).toBe('totp');
    expect((await call('POST', `/v2/profile/withdraw/${created.body.data.id}/code`)).body.code).toBe(1221);
    expect((await call('POST', `/v2/profile/withdraw/${created.body.data.id}/confirm`, { code: '123456' })).body.data.status).toBe(
      'pending',
    );
    update(ledger, (s) => (s.twoFactor = { enabled: false, secret: null, pendingSecret: null }));
  });

  it('answers the same withdrawal for the same uniqueId and freezes once', async () => {
    const before = main();
    const first = await call('POST', '/v2/profile/withdraw', body({ uniqueId: 'same-1' }));
    const again = await call('POST', '/v2/profile/withdraw', body({ uniqueId: 'same-1' }));
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(main().freeze).toBe(before.freeze + units('100'));
  });

  it('gives a cancelled unconfirmed withdrawal back, and refuses to cancel a confirmed one', async () => {
    const before = main();
    const created = await call('POST', '/v2/profile/withdraw', body());
    const cancelled = await call('DELETE', `/v2/profile/withdraw/${created.body.data.id}`);
    expect(cancelled.body.data.status).toBe('cancelled');
    expect(main()).toEqual(before);
    const other = await call('POST', '/v2/profile/withdraw', body());
    await call('POST', `/v2/profile/withdraw/${other.body.data.id}/confirm`, { code: '123456' });
    expect((await call('DELETE', `/v2/profile/withdraw/${other.body.data.id}`)).body.code).toBe(1222);
  });

  it('withdraws only to a whitelisted address while the whitelist is on', async () => {
    update(ledger, (s) => (s.whitelist.enabled = true));
    const refusedBody = (await call('POST', '/v2/profile/withdraw', body())).body;
    expect(refusedBody).toMatchObject({ code: 1219, errors: { address: [expect.stringContaining('whitelist')] } });
    update(ledger, (s) =>
      s.whitelist.addresses.push({ id: 9001, ticker: 'USDT', network: 'TRC20', address: TRON, label: 'Mine', createdAt: 0 }),
    );
    expect((await call('POST', '/v2/profile/withdraw', body())).status).toBe(200);
    update(ledger, (s) => {
      s.whitelist.enabled = false;
      s.whitelist.addresses = s.whitelist.addresses.filter((a) => a.id !== 9001);
    });
  });

  it('refuses bad input with its code and field, freezing nothing', async () => {
    const before = main();
    const refused = async (over: Record<string, unknown>) => (await call('POST', '/v2/profile/withdraw', body(over))).body;
    expect(await refused({ amount: '99999999' })).toMatchObject({ code: 37, errors: { amount: [expect.any(String)] } });
    expect(await refused({ amount: '9.99' })).toMatchObject({ code: 32, errors: { amount: [expect.stringContaining('minimum')] } });
    expect(await refused({ amount: '10.1234567' })).toMatchObject({
      code: 32,
      errors: { amount: [expect.stringContaining('6 decimals')] },
    });
    expect(await refused({ address: '0x12' })).toMatchObject({ code: 1219, errors: { address: [expect.any(String)] } });
    expect(await refused({ ticker: 'XRP', network: 'XRP', amount: '25', address: XRP })).toMatchObject({
      code: 1219,
      errors: { memo: [expect.any(String)] },
    });
    expect(await refused({ ticker: 'EUR', network: 'SEPA' })).toMatchObject({ code: 1219, errors: { ticker: [expect.any(String)] } });
    expect(main()).toEqual(before);
  });
});

describe('deposits on the ledger', () => {
  it('an incoming deposit is pending, then credited to main exactly on the ledger clock and listed', async () => {
    const { incomingDeposit, DEPOSIT_CREDIT_MS } = await import('../money/crypto-deposits');
    const before = main('USDT');
    incomingDeposit(ledger, { ticker: 'USDT', network: 'TRC20', amount: '123.456789' });
    let list = await call('GET', '/v2/profile/history?method=1');
    expect(list.body.data[0]).toMatchObject({ method: 1, ticker: 'USDT', network: 'TRC20', amount: '123.456789', status: 'pending' });
    expect(main('USDT')).toEqual(before);
    advance(DEPOSIT_CREDIT_MS);
    list = await call('GET', '/v2/profile/history?method=1');
    expect(list.body.data[0]).toMatchObject({ status: 'completed', txHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(main('USDT')).toEqual({ available: before.available + units('123.456789'), freeze: before.freeze });
    // A control's misuse: more decimals than the currency has, or no address on the network yet.
    expect(() => incomingDeposit(ledger, { ticker: 'USDT', network: 'TRC20', amount: '1.1234567' })).toThrow();
    expect(() => incomingDeposit(ledger, { ticker: 'SOL', network: 'SOL', amount: '1' })).toThrow();
  });
});
