/**
 * The identity checks on the ledger, one state machine per user and kind (the contract's assumed verification
 * operations and POST /v2/verification, modelled on a KYC provider's applicants):
 *
 *   KYC  required | rejected (retry allowed) --start--> attempt open (still required: payments restricted)
 *        attempt open --the provider's SDK submits--> submitted --REVIEW_MS later--> verified | rejected
 *   KYB  none | rejected --start--> attempt open --submit--> pending --REVIEW_MS later--> verified | rejected
 *
 * An open attempt has access tokens for the provider's SDK (TOKEN_TTL_MS each; the SDK asks for a new one when its
 * own has expired). The provider's decision is the demo's: its SDK stand-in (mocks/demo-verification-sdk.ts) submits
 * the documents with the outcome the user chose there, as the provider's review would report it; the review ends on
 * the ledger's clock (settleIdentityChecks, from settle-due.ts). The session's kycFlow, paymentKycStatus and kybStatus
 * are read from here, and a change of paymentKycStatus reaches an open page as the web socket's kycRestrictionEvent
 * (mocks/socket/kyc-frames.ts). The demo user is verified since long before the seed; every other user starts
 * required (a new account has not been verified).
 */
import { EarnRejected } from '../earn/amounts';
import type { Ledger } from '../ledger';
import { DEMO_USER_ID } from '../auth/state';
import { account, freshRandom, hex } from '../settings/state';

export type KycStatus = 'notRequired' | 'required' | 'submitted' | 'verified' | 'rejected';
export type KybStatus = 'none' | 'pending' | 'verified' | 'rejected';
export type VerificationMethod = 'regular' | 'diia' | 'external' | 'provider';
export type CheckKind = 'kyc' | 'kyb' | 'liveness';
export type ReviewOutcome = 'verified' | 'rejected';

export const TOKEN_TTL_MS = 10 * 60_000;
/** How long the provider's review takes once the documents are in (ledger ms). */
export const REVIEW_MS = 15_000;
export const VERIFICATION_HISTORY = 'verification';
const SLICE = 'identity-checks';
const DAY = 86_400_000;

/** The provider of each flow (external: the provider's own site; diia: the state app). */
export const PROVIDERS: Record<VerificationMethod, string> = {
  regular: 'sumsub',
  provider: 'sumsub',
  diia: 'diia',
  external: 'verify.example',
};

/** What the demo's review says when it rejects (the provider's reject labels, in words). */
export const REJECTION_REASONS: Record<'kyc' | 'kyb', string> = {
  kyc: 'The photo of the document is blurred or cut off: take it again in good light, all four corners visible.',
  kyb: 'The certificate of incorporation does not show the registration number: upload the full document.',
};

export interface Token {
  value: string;
  kind: CheckKind;
  expiresAt: number;
}

export interface Attempt {
  id: number;
  method: VerificationMethod;
  provider: string;
  startedAt: number;
  submittedAt?: number;
  reviewedAt?: number;
  /** The outcome the provider will report and when (set on submission). */
  outcome?: ReviewOutcome;
  reviewDueAt?: number;
  /** The tokens issued for this attempt, the newest last. */
  tokens: Token[];
}

export interface Rejection {
  reasons: string[];
  canRetry: boolean;
}

export interface KycCheck {
  status: KycStatus;
  flow: 'regular' | 'legacy';
  attempts: number;
  attempt?: Attempt;
  rejection?: Rejection;
}

export interface Company {
  name: string;
  registrationNumber: string;
  country: string;
}

export interface KybCheck {
  status: KybStatus;
  attempts: number;
  company?: Company;
  attempt?: Attempt;
  rejection?: Rejection;
}

interface UserChecks {
  kyc: KycCheck;
  kyb: KybCheck;
}

interface ChecksState {
  users: Record<string, UserChecks>;
}

/** A refused step: its catalogue code and the field it is about. */
export class CheckRefused extends EarnRejected {}

const seedChecks = (ledger: Ledger): ChecksState => {
  const verifiedAt = ledger.createdAt - 400 * DAY;
  return {
    users: {
      [DEMO_USER_ID]: {
        kyc: {
          status: 'verified',
          flow: 'regular',
          attempts: 1,
          attempt: {
            id: 52_001,
            method: 'provider',
            provider: PROVIDERS.provider,
            startedAt: verifiedAt - 20 * 60_000,
            submittedAt: verifiedAt - 10 * 60_000,
            reviewedAt: verifiedAt,
            outcome: 'verified',
            tokens: [],
          },
        },
        kyb: { status: 'none', attempts: 0 },
      },
    },
  };
};

// One for all users, by user id: the provider reports a review by its access token, whichever user is signed in.
export function defineIdentityChecks(ledger: Ledger): void {
  ledger.defineSlice<ChecksState>(SLICE, seedChecks, { shared: true });
}

const state = (ledger: Ledger): ChecksState => ledger.sharedSlice<ChecksState>(SLICE, seedChecks);

/** A user's checks, laid the first time they are asked for: a new account is not verified. */
function checksOf(ledger: Ledger, userId = account(ledger).userId): UserChecks {
  const users = state(ledger).users;
  let checks = users[userId];
  if (!checks) {
    checks = { kyc: { status: 'required', flow: 'regular', attempts: 0 }, kyb: { status: 'none', attempts: 0 } };
    users[userId] = checks;
    ledger.changed();
  }
  return checks;
}

/** Ends every review whose time has come, at the time it was due. */
export function settleIdentityChecks(ledger: Ledger): void {
  const now = ledger.now();
  let changed = false;
  for (const [userId, checks] of Object.entries(state(ledger).users)) {
    for (const kind of ['kyc', 'kyb'] as const) {
      const check = checks[kind];
      const attempt = check.attempt;
      if (!attempt?.outcome || attempt.reviewDueAt === undefined || attempt.reviewedAt !== undefined || attempt.reviewDueAt > now) continue;
      attempt.reviewedAt = attempt.reviewDueAt;
      check.status = attempt.outcome;
      if (attempt.outcome === 'rejected') check.rejection = { reasons: [REJECTION_REASONS[kind]], canRetry: true };
      else delete check.rejection;
      ledger.record(
        VERIFICATION_HISTORY,
        { userId: Number(userId), kind, attemptId: attempt.id, action: attempt.outcome },
        attempt.reviewedAt,
      );
      changed = true;
    }
  }
  if (changed) ledger.changed();
}

export function kycCheck(ledger: Ledger): KycCheck {
  settleIdentityChecks(ledger);
  return checksOf(ledger).kyc;
}

export function kybCheck(ledger: Ledger): KybCheck {
  settleIdentityChecks(ledger);
  return checksOf(ledger).kyb;
}

/** The session's paymentKycStatus of a user (the socket's publisher reads it for the signed-in user). */
export const paymentKycStatus = (ledger: Ledger): KycStatus => kycCheck(ledger).status;

/** Spec section 4: payments are restricted while KYC is required or submitted. */
export const paymentsRestricted = (ledger: Ledger): boolean => ['required', 'submitted'].includes(paymentKycStatus(ledger));

const open = (attempt: Attempt | undefined): attempt is Attempt => attempt !== undefined && attempt.submittedAt === undefined;

function issue(ledger: Ledger, attempt: Attempt, kind: CheckKind): Token {
  const prefix = kind === 'kyb' ? 'act-kyb' : kind === 'liveness' ? 'act-lvn' : 'act-kyc';
  const token = { value: `${prefix}-${hex(freshRandom(ledger, 'verification'), 32)}`, kind, expiresAt: ledger.now() + TOKEN_TTL_MS };
  attempt.tokens.push(token);
  ledger.changed();
  return token;
}

function newAttempt(ledger: Ledger, method: VerificationMethod): Attempt {
  return { id: ledger.nextId('verification-attempt', 52_002), method, provider: PROVIDERS[method], startedAt: ledger.now(), tokens: [] };
}

/**
 * POST /v2/verification: opens a KYC attempt of the flow (an open one not yet submitted is replaced) and issues its
 * first token. Refused (1507 on `flow`) while a check is submitted or verified, or rejected for good.
 */
export function startKyc(ledger: Ledger, method: VerificationMethod): { attempt: Attempt; token: Token } {
  const check = kycCheck(ledger);
  if (check.status === 'submitted') throw new CheckRefused(1507, { flow: ['Your documents are being reviewed: wait for the answer.'] });
  if (check.status === 'verified' || check.status === 'notRequired')
    throw new CheckRefused(1507, { flow: ['Your identity is verified already.'] });
  if (check.status === 'rejected' && check.rejection?.canRetry === false)
    throw new CheckRefused(1507, { flow: ['This check cannot be tried again: write to support.'] });
  const attempt = newAttempt(ledger, method);
  check.attempt = attempt;
  check.attempts += 1;
  // A new attempt after a rejection: not verified, so payments stay restricted.
  check.status = 'required';
  ledger.record(VERIFICATION_HISTORY, { userId: account(ledger).userId, kind: 'kyc', attemptId: attempt.id, action: 'started', method });
  return { attempt, token: issue(ledger, attempt, 'kyc') };
}

/** A new token for the open attempt (GET /v2/verification/token and the KYB one); `code` on `attempt` when none is open. */
export function tokenFor(ledger: Ledger, kind: 'kyc' | 'kyb', code: number): { attempt: Attempt; token: Token } {
  const check = kind === 'kyc' ? kycCheck(ledger) : kybCheck(ledger);
  const attempt = check.attempt;
  if (!open(attempt)) throw new CheckRefused(code, { attempt: ['No verification is open: start one first.'] });
  return { attempt, token: issue(ledger, attempt, kind) };
}

/** The SDK's expired token renewed: it must be one of the open attempt's (`code` on `accessToken` otherwise). */
export function refreshToken(ledger: Ledger, kind: 'kyc' | 'kyb', old: string, code: number): { attempt: Attempt; token: Token } {
  const check = kind === 'kyc' ? kycCheck(ledger) : kybCheck(ledger);
  const attempt = check.attempt;
  if (!open(attempt) || !attempt.tokens.some((t) => t.value === old))
    throw new CheckRefused(code, { accessToken: ['This token is not one of the open verification: start it again.'] });
  return { attempt, token: issue(ledger, attempt, kind) };
}

/** The liveness check's token, for the open attempt of the diia flow (`4405` on `attempt` otherwise). */
export function livenessToken(ledger: Ledger): { attempt: Attempt; token: Token } {
  const attempt = kycCheck(ledger).attempt;
  if (!open(attempt) || attempt.method !== 'diia') throw new CheckRefused(4405, { attempt: ['Share your documents through Diia first.'] });
  return { attempt, token: issue(ledger, attempt, 'liveness') };
}

/** Diia's sharing link for the open attempt of the diia flow (`4404` on `attempt` otherwise). */
export function diiaLink(ledger: Ledger): { attempt: Attempt; deepLink: string; expiresAt: number } {
  const attempt = kycCheck(ledger).attempt;
  if (!open(attempt) || attempt.method !== 'diia') throw new CheckRefused(4404, { attempt: ['Choose verification with Diia first.'] });
  return { attempt, deepLink: `https://diia.app/request/${hex(freshRandom(ledger, 'diia'), 12)}`, expiresAt: ledger.now() + TOKEN_TTL_MS };
}

/**
 * POST /v2/verification-business: opens a KYB attempt for the company (none, or rejected with a retry allowed) and
 * issues its first token; 1509 on `companyName` while a check is pending or verified.
 */
export function startKyb(ledger: Ledger, company: Company): { attempt: Attempt; token: Token } {
  const check = kybCheck(ledger);
  if (check.status === 'pending')
    throw new CheckRefused(1509, { companyName: ['The business check is being reviewed: wait for the answer.'] });
  if (check.status === 'verified') throw new CheckRefused(1509, { companyName: ['Your business is verified already.'] });
  if (check.rejection?.canRetry === false)
    throw new CheckRefused(1509, { companyName: ['This check cannot be tried again: write to support.'] });
  const attempt = newAttempt(ledger, 'provider');
  check.attempt = attempt;
  check.attempts += 1;
  check.company = { name: company.name.trim(), registrationNumber: company.registrationNumber.trim(), country: company.country };
  ledger.record(VERIFICATION_HISTORY, { userId: account(ledger).userId, kind: 'kyb', attemptId: attempt.id, action: 'started' });
  return { attempt, token: issue(ledger, attempt, 'kyb') };
}

/**
 * The provider's report that an applicant submitted its documents (the demo's SDK stand-in plays the provider; in a
 * real deployment its webhook): the token must be a live one of an open attempt. The review then ends REVIEW_MS later
 * with `outcome`. A liveness token submits its diia attempt. Why not, in words, when refused.
 */
export function submitToProvider(
  ledger: Ledger,
  accessToken: string,
  outcome: ReviewOutcome,
): { ok: true } | { ok: false; reason: string } {
  settleIdentityChecks(ledger);
  const now = ledger.now();
  for (const [userId, checks] of Object.entries(state(ledger).users)) {
    for (const kind of ['kyc', 'kyb'] as const) {
      const check = checks[kind];
      const attempt = check.attempt;
      const token = attempt?.tokens.find((t) => t.value === accessToken);
      if (!attempt || !token) continue;
      if (!open(attempt)) return { ok: false, reason: 'These documents were submitted already.' };
      if (token.expiresAt < now) return { ok: false, reason: 'The access token has expired.' };
      attempt.submittedAt = now;
      attempt.outcome = outcome;
      attempt.reviewDueAt = now + REVIEW_MS;
      if (kind === 'kyc') (check as KycCheck).status = 'submitted';
      else (check as KybCheck).status = 'pending';
      delete check.rejection;
      ledger.record(VERIFICATION_HISTORY, { userId: Number(userId), kind, attemptId: attempt.id, action: 'submitted' });
      ledger.changed();
      return { ok: true };
    }
  }
  return { ok: false, reason: 'The provider knows no such access token.' };
}

const s = (ms: number) => Math.floor(ms / 1000);

export function wireAttempt(a: Attempt) {
  return {
    id: a.id,
    method: a.method,
    provider: a.provider,
    startedAt: s(a.startedAt),
    ...(a.submittedAt === undefined ? {} : { submittedAt: s(a.submittedAt) }),
    ...(a.reviewedAt === undefined ? {} : { reviewedAt: s(a.reviewedAt) }),
  };
}

export const wireToken = ({ attempt, token }: { attempt: Attempt; token: Token }) => ({
  provider: attempt.provider,
  accessToken: token.value,
  expiresAt: s(token.expiresAt),
  attemptId: attempt.id,
});

export function wireChecks(ledger: Ledger) {
  const kyc = kycCheck(ledger);
  const kyb = kybCheck(ledger);
  return {
    kyc: {
      status: kyc.status,
      flow: kyc.flow,
      attempts: kyc.attempts,
      ...(kyc.attempt ? { attempt: wireAttempt(kyc.attempt) } : {}),
      ...(kyc.rejection ? { rejection: structuredClone(kyc.rejection) } : {}),
    },
    kyb: {
      status: kyb.status,
      attempts: kyb.attempts,
      ...(kyb.company ? { company: { ...kyb.company } } : {}),
      ...(kyb.attempt ? { attempt: wireAttempt(kyb.attempt) } : {}),
      ...(kyb.rejection ? { rejection: structuredClone(kyb.rejection) } : {}),
    },
  };
}
