import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { decimal } from '../ledger';
import { REVIEW_MINUTES, REVIEW_START_MS } from '../cards/crypto-card';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

type Answer<T> = { data: T; code: string | number; errors: Record<string, string[]> };
const main = () => decimal(ledger.balance('main', 'USDT').available);
const good = {
  country: 'GB',
  phone: '+44 7700 900789',
  addressCountry: 'GB',
  addressLine: '221B Baker Street',
  city: 'London',
  postcode: 'NW1 6XE',
  documentType: 'passport',
  termsAccepted: true,
  referralCode: '',
};
const refusal = async (change: Partial<typeof good>) =>
  (await call<Answer<unknown>>('POST', '/v2/crypto-card/application', { ...good, ...change })).body;

describe('the crypto card on the ledger', () => {
  beforeAll(() => exchange.login());

  it.each([
    ['ACC001', 'country', { country: 'US' }],
    ['ACC001', 'country', { country: '' }],
    ['ACC003', 'documentType', { documentType: 'driving-licence' }],
    ['ACC011', 'phone', { phone: '' }],
    ['ACC009', 'phone', { phone: '07700 900789' }],
    ['ACC012', 'addressCountry', { addressCountry: '' }],
    ['ACC013', 'addressCountry', { addressCountry: 'US' }],
    ['ACC010', 'termsAccepted', { termsAccepted: false }],
    ['REF001', 'referralCode', { referralCode: 'NOSUCHCODE' }],
  ] as const)('refuses with %s on %s', async (code, field, change) => {
    const body = await refusal(change);
    expect(body.code).toBe(code);
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it('refuses BLC001 when main does not hold the issue fee, and charges nothing', async () => {
    const held = ledger.balance('main', 'USDT').available;
    ledger.post({ account: 'main', ticker: 'USDT', available: -held + 5_0000_0000n });
    expect((await refusal({})).code).toBe('BLC001');
    expect(main()).toBe('5');
    ledger.post({ account: 'main', ticker: 'USDT', available: held - 5_0000_0000n });
  });

  it('applies, paying the fee exactly; requested, in review, then issued on the clock', async () => {
    const before = main();
    const sent = (
      await call<Answer<{ status: string; phone: string; referralCode?: string }>>('POST', '/v2/crypto-card/application', {
        ...good,
        referralCode: 'welcome2026',
      })
    ).body.data;
    expect(sent).toMatchObject({ status: 'requested', phone: '+44*******789', referralCode: 'WELCOME2026' });
    expect(main()).toBe(new Decimal(before).minus(10).toFixed());
    advance(REVIEW_START_MS);
    expect((await call<Answer<{ status: string }>>('GET', '/v2/crypto-card/application')).body.data.status).toBe('in-review');
    advance(REVIEW_MINUTES * 60_000);
    const issued = (await call<Answer<{ status: string; last4: string }>>('GET', '/v2/crypto-card/application')).body.data;
    expect(issued.status).toBe('issued');
    expect(issued.last4).toMatch(/^\d{4}$/);
    expect((await refusal({})).code).toBe(30);
  });

  it('joins the wait list for a country the card is not issued in, keeping the place', async () => {
    expect((await call<Answer<{ joined: boolean }>>('GET', '/v2/crypto-card/wait-list')).body.data).toEqual({ joined: false });
    expect((await call<Answer<unknown>>('POST', '/v2/crypto-card/wait-list', { country: 'GB' })).body.code).toBe(30);
    const joined = (await call<Answer<{ position: number; country: string }>>('POST', '/v2/crypto-card/wait-list', { country: 'US' })).body
      .data;
    expect(joined).toMatchObject({ joined: true, country: 'US', position: 1284 });
    const again = (await call<Answer<{ position: number; country: string }>>('POST', '/v2/crypto-card/wait-list', { country: 'CA' })).body
      .data;
    expect(again).toMatchObject({ country: 'CA', position: 1284 });
  });
});
