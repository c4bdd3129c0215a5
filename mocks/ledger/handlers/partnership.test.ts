import { beforeAll, describe, expect, it } from 'vitest';
import { ledgerTestServer } from '../test-kit';
import { APPROVE_AFTER_MS, REVIEW_AFTER_MS } from './partnership';

const { call, exchange, ledger } = ledgerTestServer();

const APPLICATION = {
  companyName: 'Bosphorus Capital',
  website: 'https://bosphorus.example',
  type: 'broker',
  contactName: 'Ayse Yilmaz',
  contactEmail: 'ayse@bosphorus.example',
  message: 'We run a brokerage for 2 000 clients in Istanbul.',
};

interface Application {
  status: string;
  type: string;
  decidedAt: number | null;
}

const read = async () => (await call<{ data: Application | null }>('GET', '/v2/partnership')).body.data;

describe('the partnership application on the ledger', () => {
  beforeAll(() => exchange.login());

  it('has none at first, refuses bad input on its fields', async () => {
    expect(await read()).toBeNull();
    const bad = await call<{ code: number; errors: Record<string, string[]> }>('POST', '/v2/partnership', {
      ...APPLICATION,
      website: 'bosphorus.example',
      contactEmail: 'not-an-email',
      message: 'Too short.',
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['contactEmail', 'message', 'website']);
    const spaces = await call<{ errors: Record<string, string[]> }>('POST', '/v2/partnership', { ...APPLICATION, message: ' '.repeat(30) });
    expect(spaces.body.errors.message).toBeDefined();
    expect(await read()).toBeNull();
  });

  it('applies once; the review moves it on with the clock; an edit sends it back to submitted', async () => {
    const sent = await call<{ data: Application }>('POST', '/v2/partnership', APPLICATION);
    expect(sent.body.data).toMatchObject({ status: 'submitted', type: 'broker', decidedAt: null });
    expect((await call<{ code: number }>('POST', '/v2/partnership', APPLICATION)).body.code).toBe(4701);
    ledger.fastForward(REVIEW_AFTER_MS);
    expect((await read())!.status).toBe('in-review');
    const edited = await call<{ data: Application }>('POST', '/v2/partnership/edit', { ...APPLICATION, type: 'affiliate' });
    expect(edited.body.data).toMatchObject({ status: 'submitted', type: 'affiliate' });
    ledger.fastForward(APPROVE_AFTER_MS);
    const approved = await read();
    expect(approved).toMatchObject({ status: 'approved', type: 'affiliate' });
    expect(approved!.decidedAt).toEqual(expect.any(Number));
    expect((await call<{ code: number }>('POST', '/v2/partnership/edit', APPLICATION)).body.code).toBe(4702);
  });

  it('withdraws it, after which the account may apply again', async () => {
    expect((await call('DELETE', '/v2/partnership')).status).toBe(204);
    expect(await read()).toBeNull();
    expect((await call('DELETE', '/v2/partnership')).status).toBe(422);
    expect((await call('POST', '/v2/partnership', APPLICATION)).status).toBe(200);
  });
});
