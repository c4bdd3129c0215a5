import { describe, expect, it } from 'vitest';
import { memoryStore } from '../../exchange/storage';
import { decimal } from '../ledger';
import { ledgerTestServer } from '../test-kit';
import { balanceRows } from './balances';
import { cryptoDeposits, DEPOSIT_CREDIT_MS, incomingDeposit } from './crypto-deposits';
import { createAddress } from './deposit-addresses';

const { ledger, call } = ledgerTestServer({ store: memoryStore() });

describe('crypto deposits', () => {
  it('credits the main balance once confirmed on the ledger clock, exactly, with its history entry', async () => {
    const before = ledger.balance('main', 'USDT').available;
    const deposit = incomingDeposit(ledger, { ticker: 'USDT', network: 'TRC20', amount: '250.123456' });
    expect(deposit.status).toBe('confirming');
    balanceRows(ledger);
    expect(ledger.balance('main', 'USDT').available).toBe(before);
    ledger.fastForward(DEPOSIT_CREDIT_MS);
    // Read through the API, as the page does: the read settles it.
    const rows = (await call<{ data: { ticker: string; main: string }[] }>('GET', '/v2/balances')).body.data;
    expect(decimal(ledger.balance('main', 'USDT').available - before)).toBe('250.123456');
    expect(rows.find((r) => r.ticker === 'USDT')!.main).toBe(
      decimal(ledger.balance('main', 'USDT').available + ledger.balance('main', 'USDT').freeze),
    );
    expect(cryptoDeposits(ledger)[0]!.status).toBe('credited');
    expect(ledger.history('deposits')[0]).toMatchObject({ depositId: deposit.id, ticker: 'USDT', method: 'crypto', amount: '250.123456' });
    // Settled once only.
    balanceRows(ledger);
    expect(decimal(ledger.balance('main', 'USDT').available - before)).toBe('250.123456');
  });

  it('leaves uncredited a deposit below the minimum or without the memo its network needs', () => {
    createAddress(ledger, 'XRP', 'XRP');
    const noMemo = incomingDeposit(ledger, { ticker: 'XRP', network: 'XRP', amount: '100', memo: null });
    expect(noMemo).toMatchObject({ status: 'uncredited', reason: 'missing-memo' });
    const small = incomingDeposit(ledger, { ticker: 'USDT', network: 'TRC20', amount: '0.5' });
    expect(small).toMatchObject({ status: 'uncredited', reason: 'below-minimum' });
    const withMemo = incomingDeposit(ledger, { ticker: 'XRP', network: 'XRP', amount: '100' });
    expect(withMemo.status).toBe('confirming');
    expect(() => incomingDeposit(ledger, { ticker: 'BTC', network: 'TRC20', amount: '1' })).toThrow();
  });

  it('holds a deposit from another provider until the travel rule details are sent, then credits it', async () => {
    const before = ledger.balance('main', 'USDT').available;
    const held = incomingDeposit(ledger, { ticker: 'USDT', network: 'TRC20', amount: '1500', travelRule: true });
    ledger.fastForward(DEPOSIT_CREDIT_MS * 10);
    balanceRows(ledger);
    expect(ledger.balance('main', 'USDT').available).toBe(before);
    const read = await call<{ data: { status: string; amount: string } }>('GET', `/v2/travel-rule/deposits/${held.id}`);
    expect(read.body.data).toMatchObject({ status: 'awaiting', amount: '1500' });
    expect((await call<{ data: { id: string }[] }>('GET', '/v2/travel-rule/vasps')).body.data.length).toBeGreaterThan(1);
    // Refused: a provider wallet without the provider, an unknown provider, a name too short.
    const send = (body: object) => call<{ data: { status: string } }>('POST', `/v2/travel-rule/deposits/${held.id}`, body);
    expect((await send({ walletType: 'vasp', originatorName: 'Ada Lovelace' })).status).toBe(422);
    expect((await send({ walletType: 'vasp', vaspId: 'vasp-999', originatorName: 'Ada Lovelace' })).status).toBe(422);
    expect((await send({ walletType: 'self-hosted', originatorName: 'A' })).status).toBe(422);
    const sent = await send({ walletType: 'vasp', vaspId: 'vasp-101', originatorName: 'Ada Lovelace', originatorCountry: 'GB' });
    expect(sent.body.data.status).toBe('submitted');
    expect((await send({ walletType: 'self-hosted', originatorName: 'Ada Lovelace' })).status).toBe(422);
    ledger.fastForward(DEPOSIT_CREDIT_MS);
    expect((await call<{ data: { status: string } }>('GET', `/v2/travel-rule/deposits/${held.id}`)).body.data.status).toBe('credited');
    expect(decimal(ledger.balance('main', 'USDT').available - before)).toBe('1500');
    expect((await call('GET', '/v2/travel-rule/deposits/99999')).status).toBe(404);
  });
});
