/**
 * kycRestrictionEvent of the ledger: a new user's KYC attempt reaches the user's connections as the new
 * paymentKycStatus (checked against the contract's frame) when the documents are submitted and when the review ends on
 * the ledger's clock; a change that moves no status pushes nothing.
 */
import { describe, expect, it, vi } from 'vitest';
import { KycRestrictionEventFrame } from '../../generated/socket/web-socket.zod';
import { createUser, startSession } from '../ledger/auth/state';
import { memoryStore } from '../exchange/storage';
import { Ledger } from '../ledger/ledger';
import { REVIEW_MS, settleIdentityChecks, startKyc, submitToProvider } from '../ledger/verification/identity-checks';
import type { MockSocketHub } from './hub';
import { publishKycChanges } from './kyc-frames';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('kycRestrictionEvent frames of the ledger', () => {
  it('pushes submitted, then verified once the review ends; nothing for a change that moves no status', async () => {
    let clock = Date.UTC(2026, 10, 20, 12);
    const ledger = new Ledger(memoryStore(), { saveDelayMs: 0, now: () => clock });
    const user = createUser(ledger, { email: 'frames@meridian.example', consents: [] });
    startSession(ledger, user.userId, 'password');
    const published = vi.fn();
    publishKycChanges(ledger, { publishWebEvent: published } as unknown as MockSocketHub, 'demo');
    await settle();
    const { token } = startKyc(ledger, 'provider');
    await settle();
    expect(published).not.toHaveBeenCalled();
    expect(submitToProvider(ledger, token.value, 'verified')).toEqual({ ok: true });
    await settle();
    expect(published).toHaveBeenCalledTimes(1);
    expect(KycRestrictionEventFrame.parse(published.mock.calls[0]![0]).data).toEqual({ paymentKycStatus: 'submitted' });
    expect(published.mock.calls[0]![1]).toBe('demo');
    clock += REVIEW_MS;
    settleIdentityChecks(ledger);
    await settle();
    expect(published).toHaveBeenCalledTimes(2);
    expect(KycRestrictionEventFrame.parse(published.mock.calls[1]![0]).data).toEqual({ paymentKycStatus: 'verified' });
  });
});
