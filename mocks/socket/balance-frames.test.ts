import { describe, expect, it, vi } from 'vitest';
import { BalanceUpdateFrame } from '../../generated/socket/account-socket.zod';
import { memoryStore } from '../exchange/storage';
import { Ledger } from '../ledger/ledger';
import type { MockSocketHub } from './hub';
import { publishBalanceChanges } from './balance-frames';

describe('balanceUpdate frames of the ledger', () => {
  it('publishes one frame per balance a posting changes, with the contract kinds and exact decimals', () => {
    const ledger = new Ledger(memoryStore(), { saveDelayMs: 0 });
    ledger.post({ account: 'main', ticker: 'USDT', available: '100.5' });
    const published = vi.fn();
    publishBalanceChanges(ledger, { publishAccountEvent: published } as unknown as MockSocketHub, 'demo');
    ledger.move('USDT', 'main', 'collateral', '25.25');
    ledger.post({ account: 'earn', ticker: 'USDT', available: '0.00000001' });
    const frames = published.mock.calls.map(([frame]) => BalanceUpdateFrame.parse(frame).data);
    expect(frames).toEqual([
      { ticker: 'USDT', type: 'main', amount: '-25.25', balance: '75.25', withBorrow: '75.25' },
      { ticker: 'USDT', type: 'margin', amount: '25.25', balance: '25.25', withBorrow: '25.25' },
      { ticker: 'USDT', type: 'staking', amount: '0.00000001', balance: '0.00000001', withBorrow: '0.00000001' },
    ]);
    expect(published.mock.calls.every(([, user]) => user === 'demo')).toBe(true);
  });

  it('counts a freeze as no change of the total', () => {
    const ledger = new Ledger(memoryStore(), { saveDelayMs: 0 });
    ledger.post({ account: 'spot', ticker: 'BTC', available: '1' });
    const published = vi.fn();
    publishBalanceChanges(ledger, { publishAccountEvent: published } as unknown as MockSocketHub, 'demo');
    ledger.post({ account: 'spot', ticker: 'BTC', available: '-0.4', freeze: '0.4' });
    expect(published.mock.calls[0]![0]).toEqual({
      event: 'balanceUpdate',
      data: { ticker: 'BTC', type: 'spot', amount: '0', balance: '1', withBorrow: '0.6' },
    });
  });
});
