import { beforeAll, describe, expect, it } from 'vitest';
import { createMockLedger } from '../../ledger-controls';
import { ledgerTestServer } from '../test-kit';
import { currentTotp } from '../auth/totp';

const { call, exchange, ledger } = ledgerTestServer();

interface Integration {
  id: number;
  partner: string;
  name: string;
  permissions: string[];
  apiKeyId: number;
  key: string;
}
interface ApiKey {
  id: number;
  label: string;
  key: string;
  permissions: string[];
}
type Refusal = { code: number; errors: Record<string, string[]> };

describe('integrations on the ledger', () => {
  beforeAll(() => exchange.login());
  let connected: Integration;

  it('serves the partners and connects one with an API key listed with the account keys', async () => {
    const partners = await call<{ data: { id: string; permissions: string[] }[] }>('GET', '/v2/integrations/partners');
    expect(partners.body.data.map((p) => p.id)).toContain('quant-terminal');
    const created = await call<{ data: Integration }>('POST', '/v2/integrations', {
      partner: 'quant-terminal',
      permissions: ['info', 'trading'],
    });
    expect(created.status).toBe(200);
    connected = created.body.data;
    expect(connected).toMatchObject({ partner: 'quant-terminal', name: 'Quant Terminal', permissions: ['info', 'trading'] });
    const keys = await call<{ data: ApiKey[] }>('GET', '/v2/api-keys');
    expect(keys.body.data.find((k) => k.id === connected.apiKeyId)).toMatchObject({
      label: 'Quant Terminal integration',
      key: connected.key,
      permissions: ['info', 'trading'],
    });
    expect((await call<{ data: Integration[] }>('GET', '/v2/integrations')).body.data[0]!.id).toBe(connected.id);
    expect((await call<{ data: Integration }>('GET', `/v2/integrations/${connected.id}`)).body.data.key).toBe(connected.key);
  });

  it('refuses a partner twice, a permission it may not ask for, and no code while two-factor is on', async () => {
    const twice = await call<Refusal>('POST', '/v2/integrations', { partner: 'quant-terminal', permissions: ['info'] });
    expect(twice.body).toMatchObject({ code: 1505, errors: { partner: [expect.any(String)] } });
    const trading = await call<Refusal>('POST', '/v2/integrations', { partner: 'taxtrail', permissions: ['info', 'trading'] });
    expect(trading.body.errors.permissions).toBeDefined();
    const controls = createMockLedger(ledger, exchange);
    controls.twoFactor(true);
    const without = await call<Refusal>('POST', '/v2/integrations', { partner: 'taxtrail', permissions: ['info'] });
    expect(without.body.errors.totp).toBeDefined();
    expect((await call('POST', '/v2/integrations', { partner: 'taxtrail', permissions: ['info'], totp: currentTotp(ledger) })).status).toBe(
      200,
    );
    controls.twoFactor(false);
  });

  it('revokes an integration and deletes its key; deleting the key takes the integration with it', async () => {
    expect((await call('DELETE', `/v2/integrations/${connected.id}`)).status).toBe(204);
    expect((await call('GET', `/v2/integrations/${connected.id}`)).status).toBe(404);
    expect((await call('GET', `/v2/api-keys/${connected.apiKeyId}`)).status).toBe(404);
    const [tax] = (await call<{ data: Integration[] }>('GET', '/v2/integrations')).body.data;
    expect(tax!.partner).toBe('taxtrail');
    await call('DELETE', `/v2/api-keys/${tax!.apiKeyId}`);
    expect((await call<{ data: Integration[] }>('GET', '/v2/integrations')).body.data).toEqual([]);
  });
});
