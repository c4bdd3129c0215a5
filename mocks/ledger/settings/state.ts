/**
 * The demo user's account settings: one persisted ledger slice (`settings`) that every settings call reads and
 * changes, and the histories beside it (logins, anti-phishing code changes). The seed is laid relative to the
 * ledger's createdAt (seed dates before it, new activity at ledger.now()), with ids and random parts from the
 * ledger's seeded random source, so the same seed gives the same account.
 *
 * Demo conventions (README "For each of our users"): every 6-digit confirmation code (authenticator, SMS) is
 * DEMO_CODE, 123456; any password of 8 or more characters is the demo user's password.
 */
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import type { Random } from '../../socket/random';
import type { Ledger } from '../ledger';
import { DAY, HOUR, seedDevices, signInFrom, type LoginMethod, type SessionRecord } from './devices';

export const SETTINGS_SLICE = 'settings';
/** The code every authenticator and SMS check of the demo accepts. */
export const DEMO_CODE = '123456';
/** The demo user's password is anything of this many characters or more. */
export const DEMO_PASSWORD_MIN = 8;
/** The demo user's id (the login answer's userId). */
export const DEMO_USER_ID = 100_200;
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
  general: { language: string; communicationLanguage: string; timezone: string; logoutTime: number };
  email: string;
  /** An e-mail change waiting for its confirmation link. */
  pendingEmail: string | null;
  password: { set: boolean; lastEdit: number | null };
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
  referral: { code: string; invitedCount: number; earned: { ticker: string; amount: string }[] };
  affiliate: { status: 'none' | 'pending' | 'approved' | 'rejected'; code: string; commissionRate: string };
  /** When the account was deleted (ms); the demo signs out and keeps the data. */
  deletedAt: number | null;
}

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

function seedSettings(ledger: Ledger): SettingsState {
  const c = ledger.createdAt;
  const random = ledger.random('settings');
  const { sessions, currentLoginAt } = seedDevices(ledger);
  return {
    nickname: { value: 'DemoTrader', tag: '0421' },
    nicknameChangesLeft: NICKNAME_CHANGES - 1,
    general: { language: 'en', communicationLanguage: 'en', timezone: 'Europe/London', logoutTime: 60 },
    email: DEMO_EMAIL,
    pendingEmail: null,
    password: { set: true, lastEdit: c - 64 * DAY },
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
    referral: {
      code: 'DEMOTRADER',
      invitedCount: 3,
      earned: [
        { ticker: 'USDT', amount: '12.84' },
        { ticker: 'WBT', amount: '0.35' },
      ],
    },
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

/** The account language (POST /v2/lang/{lang} and the general settings share it). */
export function setLanguage(ledger: Ledger, language: string): void {
  update(ledger, (s) => void (s.general.language = language));
}

/**
 * Records a sign-in of the demo user from this browser, for the auth handlers (a login, a 2FA or passkey
 * confirmation): a login history entry, and on success this session starts anew.
 */
export function recordSignIn(ledger: Ledger, method: LoginMethod = 'password', status: 'success' | 'failed' = 'success'): void {
  signInFrom(ledger, settingsState(ledger).sessions, method, status);
}

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
