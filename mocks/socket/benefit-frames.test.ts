/**
 * benefitLevelUpdate of the ledger: a change of the WBT on hold that moves the holding level reaches the user's
 * connections as the session's whole benefits (checked against the contract's frame), once per change; a change that
 * moves no level pushes nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { BenefitLevelUpdateFrame } from '../../generated/socket/web-socket.zod';
import { memoryStore } from '../exchange/storage';
import { Ledger, units } from '../ledger/ledger';
import { defineWbt, hold, requestUnhold } from '../ledger/money/wbt';
import type { MockSocketHub } from './hub';
import { publishBenefitChanges } from './benefit-frames';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('benefitLevelUpdate frames of the ledger', () => {
  it('pushes the new benefits when the holding level moves, and nothing when no level moves', async () => {
    const ledger = new Ledger(memoryStore(), { saveDelayMs: 0 });
    defineWbt(ledger);
    ledger.post({ account: 'main', ticker: 'WBT', available: '2000' });
    const published = vi.fn();
    publishBenefitChanges(ledger, { publishWebEvent: published } as unknown as MockSocketHub, 'demo');
    await settle();
    // The seed holds 1000 WBT: level 2. 10 more moves no level.
    hold(ledger, units('10'));
    await settle();
    expect(published).not.toHaveBeenCalled();
    // A release of 20 leaves 990 on hold: level 1 (5 % funding discount).
    requestUnhold(ledger, units('20'), false);
    await settle();
    expect(published).toHaveBeenCalledTimes(1);
    const frame = BenefitLevelUpdateFrame.parse(published.mock.calls[0]![0]);
    expect(frame.data).toMatchObject({ holdingLevel: 1, holding: { fundingDiscount: '5' } });
    expect(published.mock.calls[0]![1]).toBe('demo');
    // Back over 1000 in one hold: level 2 (10 %), one frame for the change.
    hold(ledger, units('1500'));
    await settle();
    expect(published).toHaveBeenCalledTimes(2);
    expect(BenefitLevelUpdateFrame.parse(published.mock.calls[1]![0]).data).toMatchObject({
      holdingLevel: 2,
      holding: { fundingDiscount: '10' },
    });
  });
});
