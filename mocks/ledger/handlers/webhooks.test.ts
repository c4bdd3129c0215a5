import { beforeAll, describe, expect, it } from 'vitest';
import { createMockLedger } from '../../ledger-controls';
import { ledgerTestServer } from '../test-kit';
import { currentTotp } from '../auth/totp';

const { call, exchange, ledger } = ledgerTestServer();

interface Webhook {
  id: number;
  url: string;
  key: string;
  events: string[];
  verified: boolean;
  enabled: boolean;
}
interface Delivery {
  event: string;
  status: string;
  httpStatus: number | null;
  attempts: number;
  test: boolean;
  nonce: number;
}
type Refusal = { code: number; errors: Record<string, string[]> };

describe('webhooks on the ledger', () => {
  beforeAll(() => exchange.login());
  let hook: Webhook;

  it('adds an https webhook: the secret once, unverified and off, kept without its secret', async () => {
    const plain = await call<Refusal>('POST', '/v2/webhooks', { url: 'http://hooks.example.com/x', events: ['deposit.accepted'] });
    expect(plain.status).toBe(422);
    expect(plain.body.errors.url).toBeDefined();
    const created = await call<{ data: { webhook: Webhook; secret: string } }>('POST', '/v2/webhooks', {
      url: 'https://hooks.example.com/meridian',
      events: ['deposit.processed', 'withdraw.pending'],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.secret).toMatch(/^[0-9a-f]{32}$/);
    hook = created.body.data.webhook;
    expect(hook).toMatchObject({ verified: false, enabled: false });
    const listed = await call<{ data: Webhook[] }>('GET', '/v2/webhooks');
    expect(listed.body.data[0]!.key).toBe(hook.key);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.data.secret);
    ledger.save();
    expect(JSON.stringify(ledger)).not.toContain(created.body.data.secret);
    const again = await call<Refusal>('POST', '/v2/webhooks', { url: 'https://hooks.example.com/meridian', events: ['code.apply'] });
    expect(again.body).toMatchObject({ code: 1503, errors: { url: [expect.any(String)] } });
  });

  it('is turned on and tested only once verified', async () => {
    const early = await call<Refusal>('POST', `/v2/webhooks/${hook.id}/status`, { enabled: true });
    expect(early.body.errors.enabled).toBeDefined();
    expect((await call<Refusal>('POST', `/v2/webhooks/${hook.id}/test`, { event: 'code.apply' })).body.errors.event).toBeDefined();
    const verified = await call<{ data: Webhook }>('POST', `/v2/webhooks/${hook.id}/verify`, { method: 'file' });
    expect(verified.body.data.verified).toBe(true);
    const on = await call<{ data: Webhook }>('POST', `/v2/webhooks/${hook.id}/status`, { enabled: true });
    expect(on.body.data.enabled).toBe(true);
    const test = await call<{ data: Delivery }>('POST', `/v2/webhooks/${hook.id}/test`, { event: 'deposit.accepted' });
    expect(test.body.data).toMatchObject({
      event: 'deposit.accepted',
      status: 'delivered',
      httpStatus: 200,
      attempts: 1,
      test: true,
      nonce: 1,
    });
  });

  it('delivers the deposits and withdrawals the ledger records while it is on, and nothing while it is off', async () => {
    ledger.record('deposits', { ticker: 'USDT', amount: '10' });
    ledger.record('withdrawals', { ticker: 'USDT', amount: '5' });
    const log = await call<{ data: Delivery[] }>('GET', `/v2/webhooks/${hook.id}/deliveries`);
    expect(log.body.data.map((d) => d.event)).toEqual(['withdraw.pending', 'deposit.processed', 'deposit.accepted']);
    expect(log.body.data[0]).toMatchObject({ test: false, nonce: 3 });
    await call('POST', `/v2/webhooks/${hook.id}/status`, { enabled: false });
    ledger.record('deposits', { ticker: 'USDT', amount: '1' });
    expect((await call<{ data: Delivery[] }>('GET', `/v2/webhooks/${hook.id}/deliveries`)).body.data).toHaveLength(3);
  });

  it('fails verification on a .invalid domain, logs failed deliveries of a /fail URL, and needs the code with two-factor on', async () => {
    const bad = (
      await call<{ data: { webhook: Webhook } }>('POST', '/v2/webhooks', { url: 'https://nowhere.invalid/hook', events: ['code.apply'] })
    ).body.data.webhook;
    expect((await call<Refusal>('POST', `/v2/webhooks/${bad.id}/verify`, { method: 'dns' })).body.errors.method).toBeDefined();
    const failing = (
      await call<{ data: { webhook: Webhook } }>('POST', '/v2/webhooks', { url: 'https://hooks.example.com/fail', events: ['code.apply'] })
    ).body.data.webhook;
    await call('POST', `/v2/webhooks/${failing.id}/verify`, { method: 'endpoint' });
    const sent = await call<{ data: Delivery }>('POST', `/v2/webhooks/${failing.id}/test`, { event: 'code.apply' });
    expect(sent.body.data).toMatchObject({ status: 'failed', httpStatus: 500, attempts: 5 });
    const controls = createMockLedger(ledger, exchange);
    controls.twoFactor(true);
    const without = await call<Refusal>('POST', '/v2/webhooks', { url: 'https://b.example.com/h', events: ['code.apply'] });
    expect(without.body).toMatchObject({ code: 1503, errors: { totp: [expect.any(String)] } });
    expect(
      (await call('POST', '/v2/webhooks', { url: 'https://b.example.com/h', events: ['code.apply'], totp: currentTotp(ledger) })).status,
    ).toBe(200);
    controls.twoFactor(false);
  });

  it('deletes a webhook and its log', async () => {
    expect((await call('DELETE', `/v2/webhooks/${hook.id}`)).status).toBe(204);
    expect((await call('GET', `/v2/webhooks/${hook.id}/deliveries`)).status).toBe(404);
    const listed = await call<{ data: Webhook[] }>('GET', '/v2/webhooks');
    expect(listed.body.data.some((w) => w.id === hook.id)).toBe(false);
  });
});
