/**
 * The demo's accounts and everything the sign-in flows wait on, kept in the ledger's `auth` slice (so a reload, or a
 * second exchange on the same store, sees the same users, pending codes and QR logins).
 *
 * The demo's rules, in one place:
 * - every e-mailed or texted code (registration, new-device login, phone registration) is DEMO_CODE, 123456;
 * - the demo user demo@meridian.example signs in with the password "demo-password" (the "Use the demo account"
 *   button) until a password reset changes it; a registered e-mail signs in with its own password; the second demo
 *   account friend@meridian.example has the same password and accounts of its own;
 * - the authenticator app's code is the real TOTP of the account's secret (./totp.ts; the 2fa@ persona's, and that of
 *   an account whose two-factor was seeded on, is DEMO_TOTP_SECRET);
 * - e-mails starting with blocked@ or frozen@ are refused with those flows, 2fa@ asks for the authenticator code
 *   (a TOTP of DEMO_TOTP_SECRET) and device@ for the e-mailed new-device code (123456); all of them sign in as the demo user;
 * - a password reset link carries a stored token (pendingResetToken) or, in the demo, the token 123456;
 * - a QR login confirms itself after QR_CONFIRM_POLLS polls (the demo has no phone to scan it), or at once through
 *   confirmQrLogin() (POST /v2/settings/qr-login/{token} of a signed-in user, or a test);
 * - a passkey added in the settings (its attestation verified and its public key kept) makes its user's password
 *   login answer `passkeys: true`; POST /v2/2fa/validate then takes only a valid assertion of it (the seeded passkey
 *   has no key and signs nothing in);
 * - a web3 challenge (GET /v2/web3/auth/challenge) is used once: its message must come back signed by its address
 *   (a real EIP-191 signature, recovered: ./web3-signature.ts) before it expires; the demo wallet
 *   (mocks/demo-wallet.ts) signs so; a web3 login is taken only from the wallet linked in the settings;
 * - e-mails starting with captcha@ get the captcha (1003) on login, e-mail-code login, registration and password
 *   reset until the request carries a solved Geetest challenge (./captcha.ts); captcha@ then signs in as the demo user;
 * - POST /v2/login/code with an e-mail starts a login by e-mail code (123456) for a registered e-mail; for any other
 *   e-mail it answers the same and no code is right.
 * Every user has accounts of their own (mocks/ledger/ledger.ts, useUser); another account of the demo starts from
 * the demo user's seed the first time it signs in.
 */
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import { hashString, type Random } from '../../socket/random';
import type { Ledger } from '../ledger';
import { signedBy } from './web3-signature';

/** The code of every e-mail and SMS step of the demo (the authenticator's codes are real TOTP: ./totp.ts). */
export const DEMO_CODE = '123456';
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_USER_ID = 100_200;
/** The demo's second account (its own balances, from the same seed): the other party of codes and quick send. */
export const SECOND_DEMO_EMAIL = 'friend@meridian.example';
export const SECOND_DEMO_USER_ID = 100_201;
/** The demo user's referral code (GET /v2/settings/referral should show this one). */
export const DEMO_REFERRAL_CODE = 'DEMOTRADER';
/** Referral codes that are valid besides each user's own. */
export const REFERRAL_CODES: readonly string[] = [DEMO_REFERRAL_CODE, 'WELCOME2026'];
/** Affiliate codes that are valid in the demo (the last is the demo user's own, settings' affiliate record). */
export const AFFILIATE_CODES: readonly string[] = ['meridian-partners', 'cryptonews-demo', 'demo-trader'];
/** Attempts a code confirmation allows before it is locked. */
export const CODE_ATTEMPTS = 5;
/** Attempts the authenticator step allows (the old demo answered attemptsLeft 2 after the first miss). */
export const TOTP_ATTEMPTS = 3;
/** A QR login is scanned on the second poll and confirmed on this one. */
export const QR_CONFIRM_POLLS = 3;
export const QR_LIFETIME_MS = 120_000;
export const CHALLENGE_LIFETIME_MS = 300_000;
export const RESET_TOKEN_LIFETIME_MS = 3_600_000;
export const RESEND_SECONDS = 60;

export type Provider = 'google' | 'apple';

export interface AuthUser {
  userId: number;
  email?: string;
  phone?: string;
  /** hashString of the password (the demo keeps no password as typed); none for a third-party-only account. */
  passwordHash?: number;
  referralCode: string;
  createdAt: number;
  providers: Provider[];
  consents: string[];
  referredBy?: string;
  affiliateCode?: string;
  utmCampaign?: string;
}

export interface PendingRegistration {
  id: string;
  email?: string;
  phone?: string;
  passwordHash: number;
  consents: string[];
  referralCode?: string;
  affiliateCode?: string;
  utmCampaign?: string;
  /** The code of the e-mailed link (POST /v2/register/confirmation/{code}). */
  linkCode: string;
  attemptsLeft: number;
  createdAt: number;
  sentAt: number;
}

/**
 * A login waiting for its second step (the authenticator code or the e-mailed new-device code), or a login by e-mail
 * code (POST /v2/login/code with an e-mail), which waits for the e-mailed code as a new device does.
 */
export interface PendingLogin {
  userId: number;
  email: string;
  step: 'twoFa' | 'device';
  attemptsLeft: number;
  startedAt: number;
  sentAt?: number;
  /** Started by POST /v2/login/code with an e-mail (no password). */
  byEmailCode?: boolean;
  /** The e-mail has no account: the answers look the same, but no code is right (nothing is revealed). */
  noAccount?: boolean;
  /** The second factor may be one of the user's passkeys (the login answered `passkeys: true`). */
  passkeys?: boolean;
  /** Only a passkey finishes it (the authenticator is off): no code is right. */
  passkeyOnly?: boolean;
  /** The challenge of the passkey check started for it (POST /v2/settings/passkeys/authentication/start), used once. */
  passkeyChallenge?: string;
}

export interface QrLogin {
  token: string;
  status: 'pending' | 'scanned' | 'confirmed' | 'expired';
  polls: number;
  createdAt: number;
  expiresAt: number;
  userId?: number;
  /** The session has been started from it (once). */
  used?: boolean;
}

export interface AuthState {
  users: AuthUser[];
  nextUserId: number;
  registrations: PendingRegistration[];
  pendingLogin?: PendingLogin;
  /** Who is signed in when the exchange's session is (the demo user until another account signs in). */
  currentUserId: number;
  /** The session's CSRF token: stable within a session, new after a login or logout. */
  csrf: string;
  qrLogins: Record<string, QrLogin>;
  /** The QR login of this (guest) session. */
  currentQr?: string;
  web3Challenges: Record<string, { nonce: string; message: string; expiresAt: number }>;
  /** Geetest challenges issued and not used yet, with when they expire (./captcha.ts). */
  geetestChallenges?: Record<string, number>;
  resetTokens: Record<string, { token: string; expiresAt: number }>;
  connectionStates: Record<string, { provider: Provider; redirectUri: string; createdAt: number }>;
  oauthCodes: Record<string, { clientId: string; userId: number; scope: string; createdAt: number }>;
}

const SLICE = 'auth';

function seedAuth(ledger: Ledger): AuthState {
  return {
    users: [
      {
        userId: DEMO_USER_ID,
        email: DEMO_EMAIL,
        passwordHash: passwordHash(DEMO_PASSWORD),
        referralCode: DEMO_REFERRAL_CODE,
        createdAt: ledger.createdAt - 400 * 86_400_000,
        providers: ['google'],
        consents: ['terms', 'privacy'],
      },
      {
        userId: SECOND_DEMO_USER_ID,
        email: SECOND_DEMO_EMAIL,
        passwordHash: passwordHash(DEMO_PASSWORD),
        referralCode: 'DEMOFRIEND',
        createdAt: ledger.createdAt - 200 * 86_400_000,
        providers: [],
        consents: ['terms', 'privacy'],
      },
    ],
    nextUserId: SECOND_DEMO_USER_ID + 1,
    registrations: [],
    currentUserId: DEMO_USER_ID,
    csrf: token(ledger.random('auth:csrf'), 40),
    qrLogins: {},
    web3Challenges: {},
    resetTokens: {},
    connectionStates: {},
    oauthCodes: {},
  };
}

/** The auth slice (seeded on first use). Mutate it, then call ledger.changed(). */
export function authState(ledger: Ledger): AuthState {
  // One for all users: who they are and who is signed in (each user's accounts are the ledger's per user).
  return ledger.sharedSlice(SLICE, seedAuth);
}

export const passwordHash = (password: string): number => hashString(`meridian-demo:${password}`);

/** A random source that differs on every call yet is the same for the same seed: each draw has its own name. */
export function draw(ledger: Ledger, kind: string): Random {
  return ledger.random(`${kind}:${ledger.nextId(`random:${kind}`)}`);
}

const HEX = '0123456789abcdef';
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function token(random: Random, length: number, alphabet = URL_SAFE): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[random.int(0, alphabet.length - 1)];
  return out;
}

export const hex = (random: Random, length: number): string => token(random, length, HEX);

/** A version-4 UUID from the seeded source. */
export function uuid(random: Random): string {
  const h = hex(random, 32).split('');
  h[12] = '4';
  h[16] = HEX[8 + random.int(0, 3)]!;
  const s = h.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

const base64url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token (header, claims, a demo signature): not signed, but every part is what a real one holds. */
export function demoJwt(ledger: Ledger, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ iss: 'meridian.example', iat: Math.floor(ledger.now() / 1000), ...claims }));
  return `${header}.${payload}.${base64url(hex(draw(ledger, 'jwt'), 32))}`;
}

/** The e-mail in a third-party identity token's claims, or why there is none (spec section 5). */
export function emailOfIdentityToken(value: string): { email: string } | { error: string } {
  const parts = value.split('.');
  if (parts.length !== 3) return { error: 'Invalid token format' };
  try {
    const padded = parts[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(padded + '='.repeat((4 - (padded.length % 4)) % 4))) as { email?: unknown };
    if (typeof claims.email !== 'string' || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(claims.email)) return { error: 'Invalid email' };
    return { email: claims.email.toLowerCase() };
  } catch {
    return { error: 'Invalid token' };
  }
}

/** o***a@gmail.com */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const head = local.slice(0, 1);
  const tail = local.length > 1 ? local.slice(-1) : '';
  return `${head}***${tail}@${domain}`;
}

/** +38067*****67 */
export const maskPhone = (phone: string): string => `${phone.slice(0, 6)}${'*'.repeat(Math.max(1, phone.length - 8))}${phone.slice(-2)}`;

export function userByEmail(state: AuthState, email: string): AuthUser | undefined {
  const wanted = email.trim().toLowerCase();
  return state.users.find((u) => u.email === wanted);
}

export const userById = (state: AuthState, userId: number): AuthUser | undefined => state.users.find((u) => u.userId === userId);

/** The account that is signed in (or was last): the demo user unless another one signed in. */
export function currentUser(ledger: Ledger): AuthUser {
  const state = authState(ledger);
  return userById(state, state.currentUserId) ?? state.users[0]!;
}

/** Whether a referral code exists: the fixed demo codes or a registered user's own code (case-insensitive). */
export function isValidReferralCode(ledger: Ledger, code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return REFERRAL_CODES.includes(wanted) || authState(ledger).users.some((u) => u.referralCode.toUpperCase() === wanted);
}

export const isValidAffiliateCode = (code: string): boolean => AFFILIATE_CODES.includes(code.trim().toLowerCase());

/** A new user's own referral code: the e-mail's or phone's first letters and a number. */
function referralCodeFor(ledger: Ledger, name: string): string {
  const letters =
    name
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()
      .slice(0, 6) || 'USER';
  return `${letters}${draw(ledger, 'referral').int(1000, 9999)}`;
}

export function createUser(
  ledger: Ledger,
  fields: Omit<AuthUser, 'userId' | 'referralCode' | 'createdAt' | 'providers'> & { providers?: Provider[] },
): AuthUser {
  const state = authState(ledger);
  const user: AuthUser = {
    ...fields,
    providers: fields.providers ?? [],
    userId: state.nextUserId++,
    referralCode: referralCodeFor(ledger, fields.email ?? fields.phone ?? ''),
    createdAt: ledger.now(),
  };
  state.users.push(user);
  ledger.changed();
  return user;
}

/** Starts the session of `userId` (the exchange's session flag is set by the caller). */
export function startSession(ledger: Ledger, userId: number, method: string): void {
  const state = authState(ledger);
  state.currentUserId = userId;
  // From now on the ledger works on this user's accounts (balances, orders, histories: each user's own).
  ledger.useUser(userId);
  state.pendingLogin = undefined;
  state.csrf = token(draw(ledger, 'csrf'), 40);
  ledger.changed();
  ledger.record('logins', { userId, method });
}

export function endSession(ledger: Ledger): void {
  const state = authState(ledger);
  state.pendingLogin = undefined;
  state.csrf = token(draw(ledger, 'csrf'), 40);
  ledger.changed();
  ledger.record('logins', { userId: state.currentUserId, method: 'logout' });
}

/** The login waiting for its second factor that a passkey may finish, if there is one. */
export function passkeyLogin(ledger: Ledger): PendingLogin | undefined {
  const pending = authState(ledger).pendingLogin;
  return pending?.step === 'twoFa' && pending.passkeys ? pending : undefined;
}

// ------------------------------------------------------------------ QR login

/** The QR login as it is now: expired once past its lifetime, else as far as it got. */
export function qrLoginStatus(ledger: Ledger, qrToken: string): QrLogin | undefined {
  const login = authState(ledger).qrLogins[qrToken];
  if (!login) return undefined;
  if (login.status !== 'confirmed' && login.status !== 'expired' && ledger.now() > login.expiresAt) {
    login.status = 'expired';
    ledger.changed();
  }
  return login;
}

/**
 * Confirms a QR login as the app would after scanning it (for the settings side or a test): the next poll of the
 * page that shows the QR signs it in. Returns false when the QR is unknown or expired.
 */
export function confirmQrLogin(ledger: Ledger, qrToken: string, userId = DEMO_USER_ID): boolean {
  const login = qrLoginStatus(ledger, qrToken);
  if (!login || login.status === 'expired') return false;
  login.status = 'confirmed';
  login.userId = userId;
  ledger.changed();
  return true;
}

/** The stored reset token of an e-mail, if a reset link was sent and has not expired (what the e-mail would hold). */
export function pendingResetToken(ledger: Ledger, email: string): string | undefined {
  const entry = authState(ledger).resetTokens[email.trim().toLowerCase()];
  return entry && entry.expiresAt > ledger.now() ? entry.token : undefined;
}

/** The link code of a pending e-mail registration (what the confirmation e-mail's link would hold). */
export function pendingRegistrationLink(ledger: Ledger, email: string): string | undefined {
  return authState(ledger).registrations.find((r) => r.email === email.trim().toLowerCase())?.linkCode;
}

/**
 * Uses up the web3 challenge that `signed` answers: it must be the address's last challenge, unexpired, and signed
 * by that address. The field and message of the refusal otherwise.
 */
export function takeWeb3Challenge(
  ledger: Ledger,
  signed: { address: string; message: string; signature: string },
): { field: 'message' | 'signature'; message: string } | undefined {
  const state = authState(ledger);
  const key = signed.address.toLowerCase();
  const challenge = state.web3Challenges[key];
  if (!challenge || challenge.expiresAt < ledger.now())
    return { field: 'message', message: 'The sign-in request has expired: ask the wallet to sign a new one.' };
  if (signed.message !== challenge.message) return { field: 'message', message: 'The signed message is not the challenge.' };
  if (!signedBy(signed.message, signed.signature, signed.address))
    return { field: 'signature', message: 'The signature is not from this wallet.' };
  delete state.web3Challenges[key];
  ledger.changed();
  return undefined;
}
