/**
 * Where the demo user signs in from: the active sessions (device management) and the login history, seeded as a
 * few weeks of a believable routine (a MacBook, a phone with the app, a Windows PC at work, an iPad) with two
 * failed attempts from a device the user does not know. IPs come from the documentation ranges (RFC 5737:
 * 203.0.113.0/24 and 198.51.100.0/24), so no real address is shown.
 */
import type { Ledger } from '../ledger';
import { seconds } from '../http';

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 86_400_000;

export interface Location {
  countryCode: string;
  city: string;
}

export interface Device {
  device: string;
  ip: string;
  location: Location;
}

/** A signed-in device; times in ms of the ledger clock. */
export interface SessionRecord extends Device {
  id: number;
  createdAt: number;
  lastActivityAt: number;
  current: boolean;
}

export const LOGIN_HISTORY = 'settings:logins';

export type LoginMethod = 'password' | 'passkey' | 'qr' | 'web3' | 'deviceCode' | 'google' | 'apple';

export interface LoginEntry extends Record<string, unknown>, Device {
  method: LoginMethod;
  status: 'success' | 'failed';
}

/** The devices of the demo user, the browser of this session first. */
const MACBOOK: Device = { device: 'Chrome 131 on macOS', ip: '203.0.113.24', location: { countryCode: 'GB', city: 'London' } };
const PHONE: Device = { device: 'Meridian app 5.12 on iOS 18', ip: '198.51.100.17', location: { countryCode: 'GB', city: 'London' } };
const OFFICE: Device = { device: 'Firefox 132 on Windows 11', ip: '203.0.113.88', location: { countryCode: 'GB', city: 'Manchester' } };
const TABLET: Device = { device: 'Safari 18 on iPadOS 18', ip: '198.51.100.142', location: { countryCode: 'GB', city: 'Edinburgh' } };
const STRANGER: Device = { device: 'Chrome 130 on Linux', ip: '198.51.100.201', location: { countryCode: 'NL', city: 'Amsterdam' } };

/** The device of the session making the requests (the demo's browser). */
export const CURRENT_DEVICE = MACBOOK;

/** How each device signs in, the most usual first. */
const METHODS = new Map<Device, LoginMethod[]>([
  [MACBOOK, ['passkey', 'password', 'passkey']],
  [PHONE, ['password', 'passkey']],
  [OFFICE, ['password', 'qr', 'qr']],
  [TABLET, ['password', 'google']],
]);

/**
 * Lays the seed: four open sessions (the oldest first, so ids grow with time) and the login history that led to
 * them, oldest first. Returns the sessions and when this session's login was (the passkey it used was used then).
 */
export function seedDevices(ledger: Ledger): { sessions: SessionRecord[]; currentLoginAt: number } {
  const c = ledger.createdAt;
  const random = ledger.random('settings:devices');
  /** A time of day (UTC, London's winter time) `days` before the seed was laid. */
  const at = (days: number, hour: number, minute: number) => Math.floor(c / DAY - days) * DAY + hour * HOUR + minute * MINUTE;
  const currentLoginAt = c - 2 * HOUR - 13 * MINUTE;
  const open: [device: Device, createdAt: number, lastActivityAt: number][] = [
    [TABLET, at(24, 20, 14), at(6, 21, 37)],
    [OFFICE, at(16, 9, 12), at(2, 16, 48)],
    [PHONE, at(9, 8, 31), c - 4 * HOUR - 52 * MINUTE],
    [MACBOOK, currentLoginAt, c],
  ];
  const sessions = open.map(([device, createdAt, lastActivityAt]) => ({
    id: ledger.nextId('settings:session', 770_980),
    ...device,
    location: { ...device.location },
    createdAt,
    lastActivityAt,
    current: device === CURRENT_DEVICE,
  }));

  // Earlier sign-ins of the same devices every day or two over four weeks (the office PC in office hours), and two
  // failed tries from a stranger.
  const logins: (LoginEntry & { time: number })[] = [];
  for (let day = 27; day >= 1; day -= random.chance(0.65) ? 1 : 2) {
    const device = random.pick([MACBOOK, MACBOOK, PHONE, OFFICE, TABLET]);
    const hour = device === OFFICE ? random.int(8, 17) : random.int(7, 22);
    const time = at(day, hour, random.int(0, 59));
    if (time >= currentLoginAt) continue;
    const method = random.pick(METHODS.get(device)!);
    // A mistyped password now and then, followed by the successful try a minute or two later.
    if (method === 'password' && random.chance(0.15))
      logins.push({ ...device, method, status: 'failed', time: time - random.int(1, 3) * MINUTE });
    logins.push({ ...device, method, status: 'success', time });
  }
  const stranger = at(11, 3, 17);
  logins.push({ ...STRANGER, method: 'password', status: 'failed', time: stranger });
  logins.push({ ...STRANGER, method: 'password', status: 'failed', time: stranger + 2 * MINUTE });
  for (const [device, createdAt] of open) logins.push({ ...device, method: METHODS.get(device)![0]!, status: 'success', time: createdAt });
  // Keep the live history newest first, whatever was recorded in it before the seed.
  for (const { time, ...entry } of logins.sort((a, b) => a.time - b.time)) ledger.record(LOGIN_HISTORY, entry, time);
  ledger.history(LOGIN_HISTORY).sort((a, b) => b.time - a.time);
  return { sessions, currentLoginAt };
}

/** The history the auth handlers record every sign-in (and sign-out) in: { userId, method }. */
const AUTH_LOGINS = 'logins';
/** Ids of the auth handlers' entries are shifted past the seed's, so the two never share an id. */
const AUTH_ID_OFFSET = 900_000;

/** The login history's method of an auth sign-in ('device-code', 'web3:metamask', 'totp' after a password...). */
function methodOf(method: string): LoginMethod | undefined {
  if (method === 'logout') return undefined;
  if (method.startsWith('web3')) return 'web3';
  if (method === 'device-code') return 'deviceCode';
  if (method === 'passkey' || method === 'qr' || method === 'google' || method === 'apple') return method;
  return 'password';
}

/** The sign-ins of a user recorded by the auth handlers (from this browser), newest first, ms. */
function signIns(ledger: Ledger, userId: number) {
  return ledger
    .history<{ userId: number; method: string }>(AUTH_LOGINS)
    .flatMap((e) => {
      const method = e.userId === userId ? methodOf(e.method) : undefined;
      return method ? [{ id: e.id + AUTH_ID_OFFSET, time: e.time, method }] : [];
    })
    .sort((a, b) => b.time - a.time);
}

/**
 * The login history of the signed-in user, newest first, as the contract's items: the seed's (the demo user's
 * past weeks) and every sign-in since, from this browser.
 */
export function loginHistory(ledger: Ledger, userId: number, seeded: boolean) {
  const live = signIns(ledger, userId).map((e) => ({ ...CURRENT_DEVICE, ...e, status: 'success' as const }));
  const past = seeded ? ledger.history<LoginEntry>(LOGIN_HISTORY) : [];
  return [...live, ...past]
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map((entry) => ({
      id: entry.id,
      ip: entry.ip,
      device: entry.device,
      location: { ...entry.location },
      method: entry.method,
      status: entry.status,
      createdAt: seconds(entry.time),
    }));
}

/** When this browser's session began: its last sign-in, or the seed's. */
export function currentSessionStart(ledger: Ledger, userId: number, seeded: number): number {
  const last = signIns(ledger, userId)[0];
  return last && last.time > seeded ? last.time : seeded;
}
