import { beforeAll, describe, expect, it } from 'vitest';
import { createMockLedger } from '../../ledger-controls';
import { startFiatDeposit } from '../money/fiat-deposits';
import { units } from '../ledger';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger } = ledgerTestServer();

interface Card {
  id: number;
  last4: string;
  brand: string;
  holder: string;
  expiry: string;
  label: string | null;
  provider: string;
}

const list = async () => (await call<{ data: Card[] }>('GET', '/v2/saved-cards')).body.data;

describe('saved cards on the ledger', () => {
  beforeAll(() => exchange.login());

  it('lists the seeded cards, never more than the last four digits', async () => {
    const cards = await list();
    expect(cards.map((c) => [c.last4, c.brand])).toEqual([
      ['5100', 'mastercard'],
      ['1881', 'visa'],
    ]);
    expect(cards[1]).toMatchObject({ label: 'Salary card', expiry: '03/29', provider: 'Visa/Mastercard' });
  });

  it('labels a card, takes the label away, refuses a label twice and a blank one', async () => {
    const [first, second] = await list();
    const named = await call<{ data: Card }>('POST', `/v2/saved-cards/${first!.id}/rename`, { label: 'Travel' });
    expect(named.body.data.label).toBe('Travel');
    const twice = await call<{ code: number; errors: Record<string, string[]> }>('POST', `/v2/saved-cards/${second!.id}/rename`, {
      label: 'Travel',
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors.label).toBeDefined();
    const blank = await call<{ errors: Record<string, string[]> }>('POST', `/v2/saved-cards/${second!.id}/rename`, { label: ' ' });
    expect(blank.body.errors.label).toBeDefined();
    const cleared = await call<{ data: Card }>('POST', `/v2/saved-cards/${second!.id}/rename`, { label: null });
    expect(cleared.body.data.label).toBeNull();
    expect((await call('POST', '/v2/saved-cards/999/rename', { label: 'X' })).status).toBe(404);
  });

  it('keeps the card of a paid card deposit, once, and forgets a deleted card', async () => {
    const started = startFiatDeposit(ledger, 'EUR', 'Visa/Mastercard', units('100'));
    expect(started.ok).toBe(true);
    const controls = createMockLedger(ledger, exchange);
    const card = { number: '5555 5555 5555 4444', expiry: '11/31', holder: 'demo trader' };
    controls.settleFiatDeposit(started.ok ? started.deposit.transactionId : '', true, card);
    const [added] = await list();
    expect(added).toMatchObject({
      last4: '4444',
      brand: 'mastercard',
      holder: 'DEMO TRADER',
      expiry: '11/31',
      label: null,
      provider: 'Visa/Mastercard',
    });
    expect(JSON.stringify(ledger)).not.toContain('5555555555554444');
    const again = startFiatDeposit(ledger, 'EUR', 'Visa/Mastercard', units('50'));
    controls.settleFiatDeposit(again.ok ? again.deposit.transactionId : '', true, card);
    expect((await list()).filter((c) => c.last4 === '4444')).toHaveLength(1);

    expect((await call('DELETE', `/v2/saved-cards/${added!.id}`)).status).toBe(204);
    expect((await list()).some((c) => c.id === added!.id)).toBe(false);
    const gone = await call<{ code: number }>('DELETE', `/v2/saved-cards/${added!.id}`);
    expect(gone.body.code).toBe(5103);
  });
});
