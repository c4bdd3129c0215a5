/**
 * The demo user's account settings: one persisted ledger slice (`settings`) that every settings call reads and
 * changes, and the histories beside it (logins, anti-phishing code changes). The seed is laid relative to the
 * ledger's createdAt (seed dates before it, new activity at ledger.now()), with ids and random parts from the
 * ledger's seeded random source, so the same seed gives the same account.
 *
 * Who is signed in, their e-mail, password, referral code and linked sign-in providers are the auth slice's
 * (mocks/ledger/auth/state.ts): a password changed here is the one the login asks for next, an account linked here
 * signs in with that provider. Every user of the demo shares these settings, as they share the balances.
 *
 * Demo conventions: every 6-digit confirmation code (authenticator, SMS, e-mail) is DEMO_CODE, 123456; the demo
 * user's password is "demo-password" (the login page's demo button) until it is changed here or reset.
 */
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import type { Random } from '../../socket/random';
import type { Ledger } from '../ledger';
import { authState, currentUser, passwordHash, userById } from '../auth/state';
import { miscState, userLanguage } from '../handlers/misc';
import { DAY, HOUR, seedDevices, type SessionRecord } from './devices';

export const SETTINGS_SLICE = 'settings';
export { DEMO_CODE, DEMO_USER_ID } from '../auth/state';
/** The auto-logout periods offered (minutes). */
export const LOGOUT_TIMES: readonly number[] = [15, 30, 60, 120, 240, 480, 1440];
/** How many nickname changes an account has in all. */
export const NICKNAME_CHANGES = 3;
/** Spec section 9: the default referral reward rate (percent). */
export const DEFAULT_REFERRAL_RATE = '40';
export const SITE = 'https://meridian.example';
/** How long to wait before another SMS or e-mail code may be sent (s). */
export const RESEND_SECONDS = 60;

export interface PasskeyRecord {
  id: number;
  name: string;
  /** The credential's id (base64url), for the WebAuthn options' allow and exclude lists. */
  credentialId: string;
  transports: string[];
  createdAt: number;
  lastUsedAt?: number;
  /**
   * The credential's public key (COSE, base64url), kept from its verified attestation; a passkey without one (the
   * seeded passkey, made on no device of this demo) is listed but cannot sign in.
   */
  publicKey?: string;
  /** The authenticator's signature counter at its last use (a replayed or cloned assertion reports no more). */
  counter?: number;
  /** Who added it (the slice is shared by every user of the demo; a passkey signs in only its own user). */
  userId?: number;
}

export interface AuthorizedAppRecord {
  id: string;
  client: { id: string; name: string };
  scopes: string[];
  createdAt: number;
  expiresAt: number;
}

export interface BillingAddressRecord {
  id: number;
  firstName: string;
  lastName: string;
  countryCode: string;
  state?: string;
  city: string;
  address: string;
  addressLine2?: string;
  postalCode: string;
  updatedAt: number;
}

export interface PhoneRecord {
  id: number;
  /** The whole number (E.164); answers show it masked. */
  number: string;
  provider: string;
  type: 'sms' | 'voice' | 'ussd';
  is2fa: boolean;
}

export interface WhitelistAddressRecord {
  id: number;
  ticker: string;
  network: string;
  address: string;
  memo?: string;
  label: string;
  createdAt: number;
}

export interface Web3WalletRecord {
  id: number;
  address: string;
  type: 'metamask' | 'walletConnect' | 'coinbase' | 'trust';
  createdAt: number;
}

export interface AuthConnectionRecord {
  id: number;
  provider: 'google' | 'apple';
  email: string;
  createdAt: number;
}

export interface SettingsState {
  nickname: { value: string; tag: string };
  nicknameChangesLeft: number;
  /** The general preferences but the interface language, which the misc slice keeps (POST /v2/lang/{lang}). */
  general: { communicationLanguage: string; timezone: string; logoutTime: number };
  /** An e-mail change waiting for the code sent to the new address (POST /v2/settings/email/confirmation). */
  pendingEmail: string | null;
  /** The account that asked for the pending e-mail change (every user shares this slice; only that one confirms it). */
  pendingEmailUserId?: number;
  /** When the password was last changed (ms), null if never. */
  passwordEditedAt: number | null;
  twoFactor: { enabled: boolean; secret: string | null; pendingSecret: string | null };
  passkeys: PasskeyRecord[];
  /** The challenge of a passkey registration under way. */
  passkeyChallenge: string | null;
  antiPhishing: { code: string | null; updatedAt: number | null };
  qrLogin: boolean;
  sessions: SessionRecord[];
  apps: AuthorizedAppRecord[];
  billingAddress: BillingAddressRecord | null;
  phone: PhoneRecord | null;
  /** A phone change waiting for its SMS code. */
  pendingPhone: { number: string; sentAt: number } | null;
  ussd: { enabled: boolean; phone: string | null; hasPin: boolean };
  whitelist: { enabled: boolean; addresses: WhitelistAddressRecord[] };
  web3: Web3WalletRecord | null;
  connections: AuthConnectionRecord[];
  affiliate: { status: 'none' | 'pending' | 'approved' | 'rejected'; code: string; commissionRate: string };
  /** When the account was deleted (ms); the demo signs out and keeps the data. */
  deletedAt: number | null;
  /**
   * What the session restricts (spec section 3: restrictedAssets, restrictedProviders), set by the demo's controls
   * (`__mockLedger.restrict`); none when absent (a ledger saved before it had them).
   */
  restrictions?: Restrictions;
}

export interface Restrictions {
  assets: { deposit: string[]; withdraw: string[]; codes: { withdraw: string[] } };
  providers: { deposit: string[]; withdraw: string[] };
}

export const NO_RESTRICTIONS: Restrictions = {
  assets: { deposit: [], withdraw: [], codes: { withdraw: [] } },
  providers: { deposit: [], withdraw: [] },
};

/** The session's restrictions (none unless the demo's controls set some). */
export const restrictions = (ledger: Ledger): Restrictions => settingsState(ledger).restrictions ?? NO_RESTRICTIONS;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const HEX = '0123456789abcdef';

export const randomString = (random: Random, alphabet: string, length: number): string =>
  Array.from({ length }, () => alphabet[random.int(0, alphabet.length - 1)]).join('');
export const base32 = (random: Random, length: number) => randomString(random, BASE32, length);
export const base64url = (random: Random, length: number) => randomString(random, BASE64URL, length);
export const hex = (random: Random, length: number) => randomString(random, HEX, length);

/** A random source of its own for each use (a new 2FA secret, a challenge): seeded, never the same twice. */
export function freshRandom(ledger: Ledger, purpose: string): Random {
  return ledger.random(`settings:${purpose}:${ledger.nextId(`settings:random:${purpose}`, 0)}`);
}

/** The demo user's nickname; another account's is made from its e-mail (friend@… is Friend#<its id>). */
function seedNickname(ledger: Ledger): { value: string; tag: string } {
  if (ledger.user === ledger.owner) return { value: 'DemoTrader', tag: '0421' };
  const local = (userById(authState(ledger), ledger.user)?.email ?? 'trader').split('@')[0]!.replace(/[^A-Za-z0-9]/g, '');
  const name = (local.charAt(0).toUpperCase() + local.slice(1)).slice(0, 20);
  // A nickname has at least 3 characters (the contract's UserNickname): a short address's gets a word added.
  const value = name.length >= 3 ? name : `${name}Trader`;
  return { value, tag: String(ledger.user % 10_000).padStart(4, '0') };
}

function seedSettings(ledger: Ledger): SettingsState {
  const c = ledger.createdAt;
  const random = ledger.random('settings');
  const { sessions, currentLoginAt } = seedDevices(ledger);
  return {
    nickname: seedNickname(ledger),
    nicknameChangesLeft: NICKNAME_CHANGES - 1,
    general: { communicationLanguage: 'en', timezone: 'Europe/London', logoutTime: 60 },
    pendingEmail: null,
    passwordEditedAt: c - 64 * DAY,
    twoFactor: { enabled: false, secret: null, pendingSecret: null },
    passkeys: [
      {
        id: ledger.nextId('settings:passkey', 1506),
        name: 'MacBook Touch ID',
        credentialId: base64url(random, 43),
        transports: ['internal', 'hybrid'],
        createdAt: c - 41 * DAY - 3 * HOUR,
        lastUsedAt: currentLoginAt,
      },
    ],
    passkeyChallenge: null,
    antiPhishing: { code: null, updatedAt: null },
    qrLogin: true,
    sessions,
    apps: [
      {
        id: hex(random, 16),
        client: { id: 'cointracker', name: 'CoinTracker' },
        scopes: ['general', 'history.read'],
        createdAt: c - 40 * DAY - 5 * HOUR,
        expiresAt: c + 325 * DAY,
      },
      {
        id: hex(random, 16),
        client: { id: 'tradingview', name: 'TradingView' },
        scopes: ['general', 'orders.read', 'trade'],
        createdAt: c - 12 * DAY - 2 * HOUR,
        expiresAt: c + 353 * DAY,
      },
    ],
    billingAddress: null,
    // +44 7700 900xxx: a range the UK regulator keeps for drama and examples.
    phone: { id: ledger.nextId('settings:phone', 88_119), number: '+447700900123', provider: 'EE', type: 'sms', is2fa: false },
    pendingPhone: null,
    ussd: { enabled: false, phone: null, hasPin: false },
    whitelist: {
      enabled: false,
      addresses: [
        {
          id: ledger.nextId('settings:whitelist', 6011),
          ticker: 'USDT',
          network: 'TRC20',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          label: 'Ledger Nano X',
          createdAt: c - 33 * DAY - 7 * HOUR,
        },
      ],
    },
    web3: null,
    connections: [{ id: ledger.nextId('settings:connection', 94), provider: 'google', email: DEMO_EMAIL, createdAt: c - 88 * DAY }],
    affiliate: { status: 'approved', code: 'demo-trader', commissionRate: '30' },
    deletedAt: null,
  };
}

/** Registers the slice's seed (so a reset lays it again). */
export function defineSettings(ledger: Ledger): void {
  ledger.defineSlice(SETTINGS_SLICE, seedSettings);
}

/** The demo user's settings (seeded on first use); mutate through update(). */
export function settingsState(ledger: Ledger): SettingsState {
  return ledger.slice(SETTINGS_SLICE, seedSettings);
}

/** Changes the settings and saves them. */
export function update<T>(ledger: Ledger, change: (state: SettingsState) => T): T {
  const result = change(settingsState(ledger));
  ledger.changed();
  return result;
}

/** The account's interface language: one value with POST /v2/lang/{lang}, kept in the misc slice. */
export const language = (ledger: Ledger): string => userLanguage(ledger);

export function setLanguage(ledger: Ledger, code: string): void {
  miscState(ledger).language = code;
  ledger.changed();
}

/** The signed-in account as the auth slice keeps it (the demo user unless another one signed in). */
export const account = (ledger: Ledger) => currentUser(ledger);
export const accountEmail = (ledger: Ledger): string => currentUser(ledger).email ?? DEMO_EMAIL;
export const hasPassword = (ledger: Ledger): boolean => currentUser(ledger).passwordHash !== undefined;
/** Whether a password is the account's (false when it has none). */
export const isPassword = (ledger: Ledger, password: string): boolean => currentUser(ledger).passwordHash === passwordHash(password);

/** Sets the account's password (the login asks for it from now on). */
export function setPassword(ledger: Ledger, password: string): void {
  currentUser(ledger).passwordHash = passwordHash(password);
  update(ledger, (s) => void (s.passwordEditedAt = ledger.now()));
}

/**
 * The linked sign-in accounts, in step with the auth user's providers: one linked at a login (POST
 * /v2/connection/auth/link) shows here, one unlinked here no longer signs in.
 */
export function linkedAccounts(ledger: Ledger): AuthConnectionRecord[] {
  const state = settingsState(ledger);
  const user = currentUser(ledger);
  const kept = state.connections.filter((c) => user.providers.includes(c.provider));
  for (const provider of user.providers)
    if (!kept.some((c) => c.provider === provider))
      kept.push({ id: ledger.nextId('settings:connection', 94), provider, email: user.email ?? DEMO_EMAIL, createdAt: ledger.now() });
  if (kept.length !== state.connections.length || kept.some((c, i) => c !== state.connections[i])) {
    state.connections = kept;
    ledger.changed();
  }
  return kept;
}

/** Links a sign-in provider (the third-party login accepts it from now on). */
export function linkAccount(ledger: Ledger, provider: 'google' | 'apple', email: string): AuthConnectionRecord {
  const record = { id: ledger.nextId('settings:connection', 94), provider, email, createdAt: ledger.now() };
  update(ledger, (s) => void (s.connections = [...s.connections.filter((c) => c.provider !== provider), record]));
  const user = currentUser(ledger);
  if (!user.providers.includes(provider)) user.providers.push(provider);
  ledger.changed();
  return record;
}

export function unlinkAccount(ledger: Ledger, id: number): void {
  const record = linkedAccounts(ledger).find((c) => c.id === id);
  if (!record) return;
  const user = currentUser(ledger);
  user.providers = user.providers.filter((p) => p !== record.provider);
  update(ledger, (s) => void (s.connections = s.connections.filter((c) => c.id !== id)));
}

/** Whether the authenticator is on (for the auth handlers: the login then asks for its code). */
export const isTwoFactorOn = (ledger: Ledger): boolean => settingsState(ledger).twoFactor.enabled;
/** The wallet linked for web3 sign-in, if any (for the auth handlers: the one web3 login accepts). */
export const linkedWallet = (ledger: Ledger): string | undefined => settingsState(ledger).web3?.address;
/** Whether QR login is on (for the auth handlers). */
export const isQrLoginOn = (ledger: Ledger): boolean => settingsState(ledger).qrLogin;

/** A phone number as answers show it: the first six and last two characters, stars between (+44770*****23). */
export function maskPhone(number: string): string {
  if (number.length <= 8) return number;
  return `${number.slice(0, 6)}${'*'.repeat(number.length - 8)}${number.slice(-2)}`;
}

/** An e-mail as answers show it: d***o@meridian.example. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const name = email.slice(0, at);
  const masked = name.length <= 2 ? `${name[0] ?? ''}***` : `${name[0]}***${name[name.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}

/** The anti-phishing code as answers show it: its first and last characters, stars between (M****4). */
export function maskCode(code: string): string {
  return code.length <= 2 ? code : `${code[0]}${'*'.repeat(code.length - 2)}${code[code.length - 1]}`;
}

/** The carrier a number's country code suggests (the demo does not look numbers up). */
export function carrierOf(number: string): string {
  const carriers: [prefix: string, name: string][] = [
    ['+44', 'EE'],
    ['+380', 'Kyivstar'],
    ['+90', 'Turkcell'],
    ['+48', 'Orange Polska'],
    ['+995', 'Magti'],
    ['+7', 'Beeline'],
    ['+61', 'Telstra'],
    ['+49', 'Telekom'],
  ];
  return carriers.find(([prefix]) => number.startsWith(prefix))?.[1] ?? 'SMS';
}

/** The IANA zone a general-settings change names (contract: Kyiv variants map to Europe/Helsinki, unknown to UTC). */
export function normalTimezone(zone: string): string {
  if (/^Europe\/(Kyiv|Kiev)$/i.test(zone)) return 'Europe/Helsinki';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}
