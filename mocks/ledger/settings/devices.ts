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
  const open: [device: Device, createdAt: number, lastActivityAt: number][] = [
    [TABLET, c - 24 * DAY - 5 * HOUR, c - 6 * DAY - 2 * HOUR],
    [OFFICE, c - 16 * DAY - 9 * HOUR, c - 2 * DAY - 3 * HOUR],
    [PHONE, c - 9 * DAY - 4 * HOUR, c - 5 * HOUR],
    [MACBOOK, c - 2 * HOUR, c],
  ];
  const sessions = open.map(([device, createdAt, lastActivityAt]) => ({
    id: ledger.nextId('settings:session', 770_980),
    ...device,
    location: { ...device.location },
    createdAt,
    lastActivityAt,
    current: device === CURRENT_DEVICE,
  }));

  // Earlier sign-ins of the same devices every day or two over four weeks, two failed tries from a stranger.
  const logins: (LoginEntry & { time: number })[] = [];
  for (let t = c - 27 * DAY + random.int(0, 10) * HOUR; t < c - 4 * HOUR; t += random.int(14, 36) * HOUR) {
    const device = random.pick([MACBOOK, MACBOOK, PHONE, OFFICE, TABLET]);
    const methods = METHODS.get(device)!;
    const method = random.pick(methods);
    // A mistyped password now and then, followed by the successful try a minute later.
    if (method === 'password' && random.chance(0.12))
      logins.push({ ...device, method, status: 'failed', time: t - random.int(1, 3) * MINUTE });
    logins.push({ ...device, method, status: 'success', time: t });
  }
  const stranger = c - 11 * DAY - 3 * HOUR - 17 * MINUTE;
  logins.push({ ...STRANGER, method: 'password', status: 'failed', time: stranger });
  logins.push({ ...STRANGER, method: 'password', status: 'failed', time: stranger + 2 * MINUTE });
  for (const session of sessions) {
    const device = open.find(([d]) => d.device === session.device)![0];
    logins.push({ ...device, method: METHODS.get(device)![0]!, status: 'success', time: session.createdAt });
  }
  // Keep the live history newest first, whatever was recorded in it before the seed.
  for (const { time, ...entry } of logins.sort((a, b) => a.time - b.time)) ledger.record(LOGIN_HISTORY, entry, time);
  ledger.history(LOGIN_HISTORY).sort((a, b) => b.time - a.time);
  return { sessions, currentLoginAt: c - 2 * HOUR };
}

/** The login history, newest first, as the contract's items. */
export function loginHistory(ledger: Ledger) {
  return ledger.history<LoginEntry>(LOGIN_HISTORY).map((entry) => ({
    id: entry.id,
    ip: entry.ip,
    device: entry.device,
    location: entry.location,
    method: entry.method,
    status: entry.status,
    createdAt: seconds(entry.time),
  }));
}

/** A sign-in from this browser: a login history entry, and on success this session starts anew. */
export function signInFrom(ledger: Ledger, sessions: SessionRecord[], method: LoginMethod, status: 'success' | 'failed'): void {
  const now = ledger.now();
  ledger.record(LOGIN_HISTORY, { ...CURRENT_DEVICE, location: { ...CURRENT_DEVICE.location }, method, status });
  if (status !== 'success') return;
  const current = sessions.find((s) => s.current);
  if (current) {
    current.createdAt = now;
    current.lastActivityAt = now;
  } else
    sessions.push({
      id: ledger.nextId('settings:session', 770_980),
      ...CURRENT_DEVICE,
      location: { ...CURRENT_DEVICE.location },
      createdAt: now,
      lastActivityAt: now,
      current: true,
    });
  ledger.changed();
}
