import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_RULE_THRESHOLD } from '../../../src/lib/valuation/travel-rule';
import { createMockLedger } from '../../ledger-controls';
import { units } from '../ledger';
import { WITHDRAW_COMPLETE_MS } from '../money/withdrawals';
import { update } from '../settings/state';
import { ledgerTestServer } from '../test-kit';
import { currentTotp, DEMO_TOTP_SECRET } from '../auth/totp';

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
    update(ledger, (s) => (s.twoFactor = { enabled: true, secret: DEMO_TOTP_SECRET, pendingSecret: null }));
    const created = await call('POST', '/v2/profile/withdraw', body());
    expect(created.body.data.confirmWith).toBe('totp');
    expect((await call('POST', `/v2/profile/withdraw/${created.body.data.id}/code`)).body.code).toBe(1221);
    // The e-mailed code of the demo is no authenticator code.
    expect((await call('POST', `/v2/profile/withdraw/${created.body.data.id}/confirm`, { code: '123456' })).body.code).toBe(1220);
    const code = currentTotp(ledger);
    expect((await call('POST', `/v2/profile/withdraw/${created.body.data.id}/confirm`, { code })).body.data.status).toBe('pending');
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
    // A fiat currency is not sent to an address: it needs one of its providers.
    expect(await refused({ ticker: 'EUR', network: 'SEPA' })).toMatchObject({ code: 1219, errors: { provider: [expect.any(String)] } });
    expect(main()).toEqual(before);
  });
});

describe('fiat withdrawals through a provider', () => {
  const IBAN = 'DE89370400440532013000';
  const CARD = '4111 1111 1111 1111';
  const beneficiary = { firstName: 'Anna', lastName: 'Schmidt' };
  const fiat = (over: Record<string, unknown> = {}) => ({
    ticker: 'EUR',
    amount: '150',
    provider: 'SEPA',
    iban: IBAN,
    beneficiary,
    uniqueId: `f-${++n}`,
    ...over,
  });

  it('pays out by SEPA: the fixed fee taken from the amount, confirmed, pending, then completed; main loses the amount exactly', async () => {
    const before = main('EUR');
    const created = await call('POST', '/v2/profile/withdraw', fiat({ amount: '150.25' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      ticker: 'EUR',
      provider: 'SEPA',
      network: 'SEPA',
      address: IBAN,
      amount: '150.25',
      fee: '1',
      receive: '149.25',
      status: 'unconfirmed',
    });
    expect(main('EUR')).toEqual({ available: before.available - units('150.25'), freeze: before.freeze + units('150.25') });
    const id = created.body.data.id as number;
    expect((await call('POST', `/v2/profile/withdraw/${id}/confirm`, { code: '123456' })).body.data.status).toBe('pending');
    advance(WITHDRAW_COMPLETE_MS);
    const history = await call('GET', '/v2/profile/history?method=2');
    expect(history.body.data[0]).toMatchObject({ id, provider: 'SEPA', status: 'completed', amount: '150.25', fee: '1' });
    expect(history.body.data[0].txHash).toBeUndefined();
    expect(main('EUR')).toEqual({ available: before.available - units('150.25'), freeze: before.freeze });
    expect(ledger.history('withdrawals')[0]).toMatchObject({ withdrawalId: id, provider: 'SEPA', amount: '150.25' });
  });

  it('pays out to a card: fixed plus percentage fee rounded up to cents, only the last four digits kept', async () => {
    const created = await call(
      'POST',
      '/v2/profile/withdraw',
      fiat({ provider: 'Visa/Mastercard', iban: undefined, address: CARD, amount: '123.45' }),
    );
    // 2 + 2 % of 123.45 = 4.469, rounded up: 4.47.
    expect(created.body.data).toMatchObject({ network: 'VISAMASTER', address: '**** 1111', fee: '4.47', receive: '118.98' });
    expect((await call('DELETE', `/v2/profile/withdraw/${created.body.data.id}`)).body.data.status).toBe('cancelled');
  });

  it('refuses a provider that does not pay out, bad details, a missing name and amounts outside the limits', async () => {
    const before = main('EUR');
    const refused = async (over: Record<string, unknown>) => (await call('POST', '/v2/profile/withdraw', fiat(over))).body;
    expect(await refused({ provider: 'Papara' })).toMatchObject({ code: 1219, errors: { provider: [expect.any(String)] } });
    expect(await refused({ provider: undefined })).toMatchObject({ code: 1219, errors: { provider: [expect.any(String)] } });
    expect(await refused({ iban: 'DE89370400440532013001' })).toMatchObject({ code: 1219, errors: { iban: [expect.any(String)] } });
    expect(await refused({ provider: 'Visa/Mastercard', address: '4111111111111112' })).toMatchObject({
      code: 1219,
      errors: { address: [expect.any(String)] },
    });
    expect(await refused({ beneficiary: { firstName: ' ', lastName: 'Schmidt' } })).toMatchObject({
      code: 1219,
      errors: { beneficiary: [expect.any(String)] },
    });
    expect(await refused({ amount: '9.99' })).toMatchObject({ code: 32, errors: { amount: [expect.stringContaining('minimum')] } });
    expect(await refused({ amount: '10000.01' })).toMatchObject({ code: 32, errors: { amount: [expect.stringContaining('maximum')] } });
    expect(await refused({ amount: '10.001' })).toMatchObject({ code: 32, errors: { amount: [expect.stringContaining('2 decimals')] } });
    expect(await refused({ amount: '5000' })).toMatchObject({ code: 37 });
    expect(main('EUR')).toEqual(before);
  });

  it("needs the travel rule's details from the threshold's worth in EUR up, checks them and keeps them", async () => {
    const eur = (await call('GET', '/v2/currencies/rates/EUR')).body.data.find((r: { ticker: string }) => r.ticker === 'USDT').rate;
    // The smallest USDT amount worth 1000 EUR at the exchange's rate, and just under it.
    const at = new Decimal(TRAVEL_RULE_THRESHOLD).div(eur).toDecimalPlaces(6, Decimal.ROUND_UP).toFixed();
    const under = new Decimal(at).minus('0.000001').toFixed();
    const before = main();
    expect((await call('POST', '/v2/profile/withdraw', body({ amount: under }))).body.data.travelRule).toBeUndefined();
    const refused = async (travelRule?: object) =>
      (await call('POST', '/v2/profile/withdraw', body({ amount: at, ...(travelRule ? { travelRule } : {}) }))).body;
    expect(await refused()).toMatchObject({ code: 4811, errors: { travelRule: [expect.any(String)] } });
    expect(
      await refused({ walletType: 'vasp', vaspId: 'vasp-999', beneficiaryName: 'Ada Lovelace', beneficiaryCountry: 'GB' }),
    ).toMatchObject({ code: 4811 });
    expect(await refused({ walletType: 'vasp', beneficiaryName: 'Ada Lovelace', beneficiaryCountry: 'GB' })).toMatchObject({ code: 4811 });
    expect(await refused({ walletType: 'self-hosted', beneficiaryName: ' A ', beneficiaryCountry: 'GB' })).toMatchObject({ code: 4811 });
    expect(main()).toEqual({ available: before.available - units(under), freeze: before.freeze + units(under) });

    const details = { walletType: 'vasp', vaspId: 'vasp-102', beneficiaryName: ' Ada Lovelace ', beneficiaryCountry: 'GB' };
    const created = await call('POST', '/v2/profile/withdraw', body({ amount: at, travelRule: details }));
    const kept = { ...details, beneficiaryName: 'Ada Lovelace' };
    expect(created.body.data).toMatchObject({ amount: at, status: 'unconfirmed', travelRule: kept });
    await call('DELETE', `/v2/profile/withdraw/${created.body.data.id}`);
    const self = await call('POST', '/v2/profile/withdraw', body({ amount: at, travelRule: { ...details, walletType: 'self-hosted' } }));
    expect(self.body.data.travelRule).toEqual({ walletType: 'self-hosted', beneficiaryName: 'Ada Lovelace', beneficiaryCountry: 'GB' });
    const history = await call('GET', '/v2/profile/history?method=2');
    expect(history.body.data.find((r: { id: number }) => r.id === created.body.data.id).travelRule).toEqual(kept);
  });

  it('refuses a currency or a provider the session restricts (set by the demo controls), freezing nothing', async () => {
    const controls = createMockLedger(ledger, exchange);
    controls.restrict({ assets: { withdraw: ['USDT'] }, providers: { withdraw: ['SEPA'] } });
    const settings = (await call('GET', '/v2/settings')).body.data.user;
    expect(settings.restrictedAssets.withdraw).toEqual(['USDT']);
    expect(settings.restrictedProviders.withdraw).toEqual(['SEPA']);
    const before = [main(), main('EUR')];
    expect((await call('POST', '/v2/profile/withdraw', body())).body).toMatchObject({
      code: 1219,
      errors: { ticker: [expect.any(String)] },
    });
    expect((await call('POST', '/v2/profile/withdraw', fiat())).body).toMatchObject({
      code: 1219,
      errors: { provider: [expect.any(String)] },
    });
    expect([main(), main('EUR')]).toEqual(before);
    controls.restrict({});
    expect((await call('POST', '/v2/profile/withdraw', body())).status).toBe(200);
    expect((await call('GET', '/v2/settings')).body.data.user.restrictedProviders.withdraw).toEqual([]);
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
