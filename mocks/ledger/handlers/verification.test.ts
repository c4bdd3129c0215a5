import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, startSession } from '../auth/state';
import { createMockLedger } from '../../ledger-controls';
import { ledgerTestServer } from '../test-kit';
import { REJECTION_REASONS, REVIEW_MS, TOKEN_TTL_MS } from '../verification/identity-checks';

const { call, exchange, ledger, advance } = ledgerTestServer();
const controls = createMockLedger(ledger, exchange);

interface Token {
  provider: string;
  accessToken: string;
  expiresAt: number;
  attemptId: number;
}
type Answer<T> = { data: T; code: number; errors: Record<string, string[]> };
interface Checks {
  kyc: {
    status: string;
    flow: string;
    attempts: number;
    attempt?: { id: number; submittedAt?: number; reviewedAt?: number };
    rejection?: { reasons: string[]; canRetry: boolean };
  };
  kyb: { status: string; attempts: number; company?: { name: string }; rejection?: { reasons: string[] } };
}

const checks = async () => (await call<Answer<Checks>>('GET', '/v2/verification/status')).body.data;
const session = async () =>
  (await call<{ data: { user: { paymentKycStatus: string; kycFlow: string; kybStatus: string } } }>('GET', '/v2/settings')).body.data.user;
const start = (flow: string) =>
  call<Answer<{ provider: string; accessToken: string; url?: string; expiresAt: number }>>('POST', '/v2/verification', { flow });
const fiatDeposit = () =>
  call<Answer<{ url: string }>>('POST', '/v2/profile/fiat-deposit', { ticker: 'EUR', provider: 'Visa/Mastercard', amount: '100' });

/** A newly registered user, signed in: nothing verified yet. */
function newUser(email: string) {
  const user = createUser(ledger, { email, passwordHash: 1, consents: [] });
  startSession(ledger, user.userId, 'password');
}

describe('the identity checks on the ledger', () => {
  beforeAll(() => exchange.login());

  it('the demo user is verified; a new user starts required, its payments restricted (1217 on the fiat deposit)', async () => {
    expect(await session()).toMatchObject({ paymentKycStatus: 'verified', kycFlow: 'regular', kybStatus: 'none' });
    expect((await fiatDeposit()).status).toBe(200);
    expect((await start('regular')).body).toMatchObject({ code: 1507, errors: { flow: ['Your identity is verified already.'] } });
    newUser('kyc-new@meridian.example');
    expect(await session()).toMatchObject({ paymentKycStatus: 'required', kybStatus: 'none' });
    expect(await checks()).toEqual({ kyc: { status: 'required', flow: 'regular', attempts: 0 }, kyb: { status: 'none', attempts: 0 } });
    const refused = await fiatDeposit();
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 1217, errors: { provider: ['Verify your identity before you pay in a fiat currency.'] } });
    // The external flow continues on the provider's own site.
    const external = (await start('external')).body.data;
    expect(external.url).toBe(`https://verify.example/external/${external.accessToken}`);
  });

  it('start, the SDK token renewed, submitted to the provider, verified REVIEW_MS later: payments open', async () => {
    newUser('kyc-pass@meridian.example');
    expect((await call('GET', '/v2/verification/token')).body).toMatchObject({ code: 4400, errors: { attempt: [expect.any(String)] } });
    const started = (await start('provider')).body.data;
    expect(started).toMatchObject({ provider: 'sumsub', accessToken: expect.stringMatching(/^act-kyc-[0-9a-f]{32}$/) });
    expect(started.url).toBeUndefined();
    expect(started.expiresAt).toBe(Math.floor((ledger.now() + TOKEN_TTL_MS) / 1000));
    expect((await checks()).kyc).toMatchObject({ status: 'required', attempts: 1, attempt: { method: 'provider', provider: 'sumsub' } });

    // The SDK's token expires; the expiration handler asks for a new one, which submits.
    advance(TOKEN_TTL_MS + 1);
    expect(controls.verificationReview(started.accessToken, 'verified')).toEqual({ ok: false, reason: 'The access token has expired.' });
    const renewed = await call<Answer<Token>>('POST', '/v2/verification/token/refresh', { accessToken: started.accessToken });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.accessToken).not.toBe(started.accessToken);
    expect(
      (await call<Answer<Token>>('POST', '/v2/verification/token/refresh', { accessToken: 'act-kyc-not-a-real-token' })).body.code,
    ).toBe(4401);
    const resumed = (await call<Answer<Token>>('GET', '/v2/verification/token')).body.data;
    expect(resumed.attemptId).toBe(renewed.body.data.attemptId);

    expect(controls.verificationReview(resumed.accessToken, 'verified')).toEqual({ ok: true });
    expect(controls.verificationReview(resumed.accessToken, 'verified')).toEqual({
      ok: false,
      reason: 'These documents were submitted already.',
    });
    expect(await session()).toMatchObject({ paymentKycStatus: 'submitted' });
    expect((await fiatDeposit()).body.code).toBe(1217);
    expect((await call('GET', '/v2/verification/token')).body.code).toBe(4400);
    expect((await start('regular')).body.errors).toEqual({ flow: ['Your documents are being reviewed: wait for the answer.'] });
    advance(REVIEW_MS);
    const kyc = (await checks()).kyc;
    expect(kyc).toMatchObject({ status: 'verified', attempt: { submittedAt: expect.any(Number), reviewedAt: expect.any(Number) } });
    expect(kyc.attempt!.reviewedAt! - kyc.attempt!.submittedAt!).toBe(REVIEW_MS / 1000);
    expect(await session()).toMatchObject({ paymentKycStatus: 'verified' });
    expect((await fiatDeposit()).status).toBe(200);
  });

  it('a rejected review says why and allows another attempt, which passes', async () => {
    newUser('kyc-retry@meridian.example');
    const first = (await start('regular')).body.data;
    controls.verificationReview(first.accessToken, 'rejected');
    advance(REVIEW_MS);
    expect((await checks()).kyc).toMatchObject({ status: 'rejected', rejection: { reasons: [REJECTION_REASONS.kyc], canRetry: true } });
    // Spec section 4 restricts payments while required or submitted only.
    expect((await fiatDeposit()).status).toBe(200);
    const second = (await start('regular')).body.data;
    // The new attempt is not verified (restricted again); the last review's reasons stay until it is submitted.
    expect(await checks()).toMatchObject({ kyc: { status: 'required', attempts: 2, rejection: { canRetry: true } } });
    expect((await fiatDeposit()).body.code).toBe(1217);
    controls.verificationReview(second.accessToken, 'verified');
    expect((await checks()).kyc.rejection).toBeUndefined();
    advance(REVIEW_MS);
    expect((await session()).paymentKycStatus).toBe('verified');
    const history = ledger
      .history<{ kind: string; action: string }>('verification')
      .filter((e) => e.kind === 'kyc')
      .slice(0, 6)
      .map((e) => e.action);
    expect(history).toEqual(['verified', 'submitted', 'started', 'rejected', 'submitted', 'started']);
  });

  it('the business check: started with the company, pending once submitted, then verified; its tokens 4402 and 4403', async () => {
    newUser('kyb@meridian.example');
    expect((await call('GET', '/v2/verification-business/token')).body.code).toBe(4402);
    const company = { companyName: 'Meridian Trading Ltd', registrationNumber: '12345678', country: 'GB' };
    const token = (await call<Answer<Token>>('POST', '/v2/verification-business', company)).body.data;
    expect(token.accessToken).toMatch(/^act-kyb-/);
    expect((await checks()).kyb).toMatchObject({ status: 'none', attempts: 1, company: { name: 'Meridian Trading Ltd' } });
    expect(
      (await call<Answer<Token>>('POST', '/v2/verification-business/token/refresh', { accessToken: 'act-kyc-0000000000000000' })).body.code,
    ).toBe(4403);
    const renewed = (await call<Answer<Token>>('POST', '/v2/verification-business/token/refresh', { accessToken: token.accessToken })).body
      .data;
    controls.verificationReview(renewed.accessToken, 'verified');
    expect((await session()).kybStatus).toBe('pending');
    expect((await call<Answer<Token>>('POST', '/v2/verification-business', company)).body.code).toBe(1509);
    advance(REVIEW_MS);
    expect(await session()).toMatchObject({ kybStatus: 'verified', paymentKycStatus: 'required' });
    expect((await call('POST', '/v2/verification-business', { ...company, country: 'gb' })).body.code).toBe(30);
  });

  it('Diia and its liveness check answer 451 while permissions.diia is off', async () => {
    for (const path of ['/v2/verification/diia/token', '/v2/verification/liveness/token']) {
      const answer = await call<{ code: number }>('GET', path);
      expect(answer.status).toBe(451);
      expect(answer.body.code).toBe(1007);
    }
  });
});
