/**
 * Watcher links and the pool's referral programme on the ledger (the contract's assumed mining-pool operations,
 * modelled on the published watcher-links/create and /list and on accounts/create's referralCode).
 *
 * A watcher link opens a read-only view of one of the user's mining accounts to anyone who has it, without an
 * account, until its lifetime is over on the ledger's clock or the user revokes it (a revoked link is kept, marked,
 * so that its address stays dead). Its id is a version-4 UUID drawn from the ledger's seeded randomness.
 *
 * Referrals: accounts of other users made with the user's pool referral code earn the user a share (REFERRAL_RATE) of
 * the pool's fee on their daily rewards. They mine as the user's own workers do (a seeded swing per 5-minute bucket,
 * mining-pool.ts), so each whole UTC day's earning is the same on every read, in satoshis (bigint).
 */
import { DAY_MS, EarnRejected } from '../earn/amounts';
import { decimal, type Ledger } from '../ledger';
import { account as currentAccount, SITE } from '../settings/state';
import {
  accountByName,
  dashboard,
  hashratePoints,
  MiningNotFound,
  REWARD_CURRENCY,
  rewards,
  wireReward,
  wireWorkers,
  workerDayHashrate,
  type RewardRecord,
  type Worker,
} from './mining-pool';

export type WatcherPermission = 'dashboard' | 'rewards' | 'workers';
export const LIFETIMES = { '1d': 1, '7d': 7, '30d': 30, '90d': 90 } as const;
export type Lifetime = keyof typeof LIFETIMES;
export const MAX_LIVE_LINKS = 20;
/** The user's share of the pool's fee on referred accounts' rewards, percent and per mille of the fee. */
export const REFERRAL_RATE = '20';
const REFERRAL_PER_MILLE_OF_FEE = 200n;
const FEE_PER_MILLE = 25n;
const HASHPRICE_SATS = 55n;
const TH = 1_000_000_000_000n;
const SLICE = 'mining-watchers';

export interface WatcherLinkRecord {
  id: string;
  name: string;
  accountId: number;
  account: string;
  permissions: WatcherPermission[];
  createdAt: number;
  liveUntil: number;
  revokedAt?: number;
}

interface WatcherState {
  links: WatcherLinkRecord[];
}

const HEX = '0123456789abcdef';

/** A version-4 UUID from a seeded source (the variant and version digits set as RFC 4122 has them). */
function uuid(ledger: Ledger): string {
  const random = ledger.random(`mining-watcher:${ledger.nextId('mining-watcher-link', 0)}`);
  const digits = Array.from({ length: 32 }, () => HEX[random.int(0, 15)]!);
  digits[12] = '4';
  digits[16] = HEX[8 + random.int(0, 3)]!;
  const s = digits.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function seed(ledger: Ledger): WatcherState {
  // The hosting partner of the seeded account has watched it for a few days already.
  const createdAt = ledger.createdAt - 3 * DAY_MS;
  return {
    links: [
      {
        id: uuid(ledger),
        name: 'hosting_view',
        accountId: 51234,
        account: 'meridian01',
        permissions: ['dashboard', 'workers'],
        createdAt,
        liveUntil: createdAt + 30 * DAY_MS,
      },
    ],
  };
}

export function defineWatcherLinks(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

const state = (ledger: Ledger): WatcherState => ledger.slice<WatcherState>(SLICE, seed);

export const watcherUrl = (link: Pick<WatcherLinkRecord, 'id' | 'account'>): string =>
  `${SITE}/mining-pool/watcher-link/${link.id}/${encodeURIComponent(link.account)}`;

export function wireWatcherLink(link: WatcherLinkRecord) {
  return {
    id: link.id,
    name: link.name,
    account: link.account,
    permissions: [...link.permissions],
    link: watcherUrl(link),
    liveUntil: Math.floor(link.liveUntil / 1000),
    createdAt: Math.floor(link.createdAt / 1000),
  };
}

/** An account's links that are not revoked, newest first (MiningNotFound for an account the user has not). */
export function watcherLinks(ledger: Ledger, accountName: string): WatcherLinkRecord[] {
  const account = accountByName(ledger, accountName);
  return state(ledger)
    .links.filter((l) => l.accountId === account.id && l.revokedAt === undefined)
    .sort((a, b) => b.createdAt - a.createdAt);
}

/** Makes a link. Throws EarnRejected (the 422) or MiningNotFound. */
export function createWatcherLink(
  ledger: Ledger,
  accountName: string,
  body: { name: string; permissions: WatcherPermission[]; liveUntil: Lifetime },
): WatcherLinkRecord {
  const account = accountByName(ledger, accountName);
  const now = ledger.now();
  const live = watcherLinks(ledger, accountName).filter((l) => l.liveUntil > now);
  if (live.some((l) => l.name.toLowerCase() === body.name.toLowerCase()))
    throw new EarnRejected(30, { name: ['A live link of this account has this name already.'] });
  if (live.length >= MAX_LIVE_LINKS) throw new EarnRejected(4614, {});
  const link: WatcherLinkRecord = {
    id: uuid(ledger),
    name: body.name,
    accountId: account.id,
    account: account.name,
    permissions: (['dashboard', 'workers', 'rewards'] as const).filter((p) => body.permissions.includes(p)),
    createdAt: now,
    liveUntil: now + LIFETIMES[body.liveUntil] * DAY_MS,
  };
  state(ledger).links.push(link);
  ledger.changed();
  return link;
}

export function revokeWatcherLink(ledger: Ledger, id: string): void {
  const link = state(ledger).links.find((l) => l.id === id.toLowerCase() && l.revokedAt === undefined);
  if (!link) throw new MiningNotFound('Watcher link not found.');
  link.revokedAt = ledger.now();
  ledger.changed();
}

/** What a live link shows of its account (MiningNotFound when it is unknown, revoked, over, or for another account). */
export function watcherView(ledger: Ledger, id: string, accountName: string) {
  const link = state(ledger).links.find((l) => l.id === id.toLowerCase());
  const now = ledger.now();
  if (!link || link.revokedAt !== undefined || link.liveUntil <= now || link.account.toLowerCase() !== accountName.toLowerCase())
    throw new MiningNotFound('Watcher link not found.');
  const account = accountByName(ledger, link.account);
  const can = (p: WatcherPermission) => link.permissions.includes(p);
  return {
    link: { id: link.id, name: link.name, permissions: [...link.permissions], liveUntil: Math.floor(link.liveUntil / 1000) },
    account: account.name,
    ...(can('dashboard')
      ? { dashboard: dashboard(ledger, account), hashrate: hashratePoints(ledger, account.workers, `a${account.id}`, '1h') }
      : {}),
    ...(can('workers') ? { workers: wireWorkers(ledger, account) } : {}),
    ...(can('rewards')
      ? {
          rewards: rewards(ledger, account.id)
            .slice(0, 30)
            .map((r) => wireReward(r as RewardRecord & { id: number })),
        }
      : {}),
  };
}

// ------------------------------------------------------------------ the pool's referral programme

interface Referred {
  id: number;
  masked: string;
  /** Days before the ledger's creation that it joined. */
  joinedDaysBefore: number;
  nominalTh: number;
}

const REFERRED: readonly Referred[] = [
  { id: 61007, masked: 'fa***th', joinedDaysBefore: 24, nominalTh: 410 },
  { id: 61004, masked: 'ho***07', joinedDaysBefore: 30, nominalTh: 205 },
  { id: 61011, masked: 'mi***22', joinedDaysBefore: 6, nominalTh: 118 },
];

const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

export const referralCode = (ledger: Ledger): string => `MRDPOOL${currentAccount(ledger).userId}`;

/** The referred accounts' figures: each one's average hashrate over the last whole day and its earnings to the user. */
export function poolReferrals(ledger: Ledger) {
  const now = ledger.now();
  const today = dayStart(now);
  let total = 0n;
  const referrals = REFERRED.map((r) => {
    const joinedAt = dayStart(ledger.createdAt) - r.joinedDaysBefore * DAY_MS;
    const worker: Worker = { id: r.id, name: 'referred', nominalTh: r.nominalTh, connectedAt: joinedAt };
    let earned = 0n;
    for (let day = joinedAt; day + DAY_MS <= now; day += DAY_MS) {
      const reward = (workerDayHashrate(ledger, worker, day) * HASHPRICE_SATS) / TH;
      earned += (((reward * FEE_PER_MILLE) / 1000n) * REFERRAL_PER_MILLE_OF_FEE) / 1000n;
    }
    total += earned;
    return {
      id: r.id,
      account: r.masked,
      joinedAt: Math.floor(joinedAt / 1000),
      average24h: workerDayHashrate(ledger, worker, today - DAY_MS).toString(),
      earned: decimal(earned),
    };
  }).sort((a, b) => b.joinedAt - a.joinedAt);
  const code = referralCode(ledger);
  return {
    code,
    link: `${SITE}/mining-pool?ref=${code}`,
    rate: REFERRAL_RATE,
    currency: REWARD_CURRENCY,
    totalEarned: decimal(total),
    referrals,
  };
}
