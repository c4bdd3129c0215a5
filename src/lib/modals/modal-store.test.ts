import { describe, expect, it } from 'vitest';
import { modals } from './modal-store';

describe('modal map', () => {
  it('keeps several modals open and knows their kinds', () => {
    modals.open('a');
    modals.open('risk', { market: 'X-USDT' }, 'highRiskMarket');
    expect(modals.isOpen('a')).toBe(true);
    expect(modals.snapshot().get('risk')).toMatchObject({ backdrop: false, closable: false, props: { market: 'X-USDT' } });
    modals.close('a');
    expect(modals.isOpen('a')).toBe(false);
    expect(modals.snapshot().size).toBe(1);
    modals.closeAll();
    expect(modals.snapshot().size).toBe(0);
  });
});
