import { beforeAll, describe, expect, it } from 'vitest';
import { createMockLedger } from '../../ledger-controls';
import { ledgerTestServer } from '../test-kit';
import { currentTotp } from '../auth/totp';

const { call, exchange, ledger } = ledgerTestServer();

interface ApiKey {
  id: number;
  label: string;
  key: string;
  permissions: string[];
  ipAddresses: string[];
  enabled: boolean;
}

describe('API keys on the ledger', () => {
  beforeAll(() => exchange.login());

  it('creates a key: the secret once, the key listed without it, kept in the saved ledger', async () => {
    const created = await call<{ data: { apiKey: ApiKey; secret: string } }>('POST', '/v2/api-keys', {
      label: 'Trading bot',
      permissions: ['info', 'trading'],
      ipAddresses: ['203.0.113.24'],
    });
    expect(created.status).toBe(200);
    expect(created.body.data.secret).toMatch(/^[0-9a-f]{32}$/);
    expect(created.body.data.apiKey).toMatchObject({ label: 'Trading bot', enabled: true, permissions: ['info', 'trading'] });
    const listed = await call<{ data: ApiKey[] }>('GET', '/v2/api-keys');
    expect(listed.body.data[0]!.key).toBe(created.body.data.apiKey.key);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.data.secret);
    ledger.save();
    expect(JSON.stringify(ledger)).not.toContain(created.body.data.secret);
  });

  it('refuses a label twice, a permission twice, and withdraw without a trusted address', async () => {
    const again = await call<{ code: number; errors: Record<string, string[]> }>('POST', '/v2/api-keys', {
      label: 'Trading bot',
      permissions: ['info'],
      ipAddresses: [],
    });
    expect(again.body.errors.label).toBeDefined();
    const twice = await call<{ errors: Record<string, string[]> }>('POST', '/v2/api-keys', {
      label: 'B',
      permissions: ['info', 'info'],
      ipAddresses: [],
    });
    expect(twice.body.errors.permissions).toBeDefined();
    const open = await call<{ code: number; errors: Record<string, string[]> }>('POST', '/v2/api-keys', {
      label: 'Payouts',
      permissions: ['info', 'withdraw'],
      ipAddresses: [],
    });
    expect(open.body.code).toBe(1501);
    expect(open.body.errors.ipAddresses).toBeDefined();
  });

  it('needs the authenticator code while two-factor is on', async () => {
    const controls = createMockLedger(ledger, exchange);
    controls.twoFactor(true);
    const without = await call<{ code: number; errors: Record<string, string[]> }>('POST', '/v2/api-keys', {
      label: 'Reader',
      permissions: ['info'],
      ipAddresses: [],
    });
    expect(without.body).toMatchObject({ code: 1501, errors: { totp: [expect.any(String)] } });
    const withCode = await call('POST', '/v2/api-keys', {
      label: 'Reader',
      permissions: ['info'],
      ipAddresses: [],
      totp: currentTotp(ledger),
    });
    expect(withCode.status).toBe(200);
    controls.twoFactor(false);
  });

  it('edits, turns off and on, and deletes a key', async () => {
    const [key] = (await call<{ data: ApiKey[] }>('GET', '/v2/api-keys')).body.data;
    const edited = await call<{ data: ApiKey }>('POST', `/v2/api-keys/${key!.id}/edit`, {
      label: 'Reader 2',
      permissions: ['info'],
      ipAddresses: [],
    });
    expect(edited.body.data).toMatchObject({ label: 'Reader 2', permissions: ['info'], key: key!.key });
    const off = await call<{ data: ApiKey }>('POST', `/v2/api-keys/${key!.id}/status`, { enabled: false });
    expect(off.body.data.enabled).toBe(false);
    expect((await call<{ data: ApiKey }>('GET', `/v2/api-keys/${key!.id}`)).body.data.enabled).toBe(false);
    expect((await call('DELETE', `/v2/api-keys/${key!.id}`)).status).toBe(204);
    expect((await call('GET', `/v2/api-keys/${key!.id}`)).status).toBe(404);
  });
});
