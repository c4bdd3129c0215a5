/**
 * The mining pool on the ledger (the contract's assumed mining-pool operations, modelled on the published Mining Pool
 * API): the user's mining accounts and their workers, each worker's hashrate, and the FPPS rewards the pool pays into
 * the main balance once a UTC day is over.
 *
 * Hashrate is simulated, not stored: a worker mines at its nominal rate times a seeded swing of -6 % to +6 % per
 * 5-minute bucket while it is connected, so any period's hashrate is the same on every read and follows the ledger's
 * clock (fast-forwarding it mines the days in between). The demo plays the user's miner: a new account's first worker
 * (a machine of 100-120 TH/s) connects as the account is made, as real hardware pointed at the stratum URL would.
 *
 * A day's reward (published MiningReward): the account's average hashrate over the day in TH/s times the hashprice
 * (BTC per TH/s per day), cut to 10^-8; the pool's fee is 2.5 % of it (cut), the rest goes to the main balance in one
 * posting, recorded in the 'mining-rewards' history. All in bigint units: no float touches an amount.
 */
import { hashString } from '../../socket/random';
import { DAY_MS, EarnRejected } from '../earn/amounts';
import { decimal, units, type Ledger } from '../ledger';

export const MINING_REWARDS = 'mining-rewards';
export const REWARD_CURRENCY = 'BTC';
/** FPPS rate: BTC per TH/s per day, and in satoshis. */
export const HASHPRICE = '0.00000055';
const HASHPRICE_SATS = 55n;
/** The pool's fee, percent and per mille. */
export const POOL_FEE = '2.5';
const FEE_PER_MILLE = 25n;
export const MAX_ACCOUNTS = 10;
export const BUCKET_MS = 5 * 60_000;
const TH = 1_000_000_000_000n;
/** A worker below this share of its 24-hour average is `low`. */
const LOW_SHARE = 80n;
const MAX_POINTS = 300;
export const STRATUM = ['stratum+tcp://pool.meridian.example:3333', 'stratum+tcp://pool.meridian.example:443'] as const;
const SLICE = 'mining-pool';

export type Interval = '5m' | '1h' | '24h';
export const INTERVAL_MS: Record<Interval, number> = { '5m': BUCKET_MS, '1h': 3_600_000, '24h': DAY_MS };

export interface Worker {
  id: number;
  name: string;
  /** TH/s at 100 %. */
  nominalTh: number;
  /** ms of the ledger's clock */
  connectedAt: number;
  offlineAt?: number;
}

export interface MiningAccount {
  id: number;
  name: string;
  createdAt: number;
  workers: Worker[];
  /** The day (its 00:00 UTC, ms) from which rewards are still to be paid. */
  unpaidFrom: number;
}

interface MiningState {
  accounts: MiningAccount[];
}

export interface RewardRecord extends Record<string, unknown> {
  accountId: number;
  account: string;
  /** The day's 00:00 UTC (ms). */
  date: number;
  hashrate: string;
  totalReward: string;
  fee: string;
  reward: string;
}

export class MiningNotFound extends Error {}

const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

function seed(ledger: Ledger): MiningState {
  const created = ledger.createdAt - 30 * DAY_MS;
  const account: MiningAccount = {
    id: 51234,
    name: 'meridian01',
    createdAt: created,
    workers: [
      { id: 880412, name: 'rig01', nominalTh: 110, connectedAt: created },
      { id: 880413, name: 'rig02', nominalTh: 104, connectedAt: created },
      { id: 880414, name: 's19-row3', nominalTh: 95, connectedAt: created + 2 * DAY_MS, offlineAt: ledger.createdAt - 3 * DAY_MS },
    ],
    unpaidFrom: dayStart(created),
  };
  // The rewards of the days before the seed were paid before it (the seeded main balance holds them): recorded only.
  for (let day = account.unpaidFrom; day + DAY_MS <= dayStart(ledger.createdAt); day += DAY_MS) {
    const reward = dayReward(ledger, account, day);
    if (reward) ledger.record<RewardRecord>(MINING_REWARDS, reward, day + DAY_MS);
  }
  account.unpaidFrom = dayStart(ledger.createdAt);
  return { accounts: [account] };
}

export function defineMiningPool(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

const state = (ledger: Ledger): MiningState => ledger.slice<MiningState>(SLICE, seed);

// ------------------------------------------------------------------ simulated hashrate

/** A worker's hashrate (H/s) in the 5-minute bucket starting at `bucket` (ms); 0 while it is not connected. */
export function bucketHashrate(ledger: Ledger, worker: Worker, bucket: number): bigint {
  if (bucket + BUCKET_MS <= worker.connectedAt || (worker.offlineAt !== undefined && bucket >= worker.offlineAt)) return 0n;
  const swing = BigInt(9400 + (hashString(`${ledger.seed}:mining:${worker.id}:${bucket}`) % 1201));
  return (BigInt(worker.nominalTh) * TH * swing) / 10_000n;
}

/** The average hashrate (H/s) of the workers over [from, to) (ms), the buckets before `now` only; 0 when none is. */
function averageHashrate(ledger: Ledger, workers: readonly Worker[], from: number, to: number, now: number): bigint {
  const first = Math.floor(from / BUCKET_MS) * BUCKET_MS;
  const end = Math.min(to, now);
  let total = 0n;
  let count = 0n;
  for (let bucket = first; bucket < end; bucket += BUCKET_MS) {
    for (const worker of workers) total += bucketHashrate(ledger, worker, bucket);
    count += 1n;
  }
  return count === 0n ? 0n : total / count;
}

const currentBucket = (now: number): number => Math.floor(now / BUCKET_MS) * BUCKET_MS;

/** The hashrate (H/s) of the workers in the bucket of `now`. */
const currentHashrate = (ledger: Ledger, workers: readonly Worker[], now: number): bigint =>
  workers.reduce((sum, w) => sum + bucketHashrate(ledger, w, currentBucket(now)), 0n);

/** The share of rejected shares of a point, 0.0010 to 0.0040 (seeded). */
const rejectRate = (key: string): number => (10 + (hashString(key) % 31)) / 10_000;

/** Points of `interval` between `from` and `to` (Unix seconds; without `from`, the last 24), at most 300, oldest first. */
export function hashratePoints(
  ledger: Ledger,
  workers: readonly Worker[],
  key: string,
  interval: Interval,
  fromSeconds?: number,
  toSeconds?: number,
) {
  const now = ledger.now();
  const step = INTERVAL_MS[interval];
  const to = Math.min(toSeconds === undefined ? now : toSeconds * 1000, now);
  let from = fromSeconds === undefined ? to - 24 * step : fromSeconds * 1000;
  from = Math.max(from, to - MAX_POINTS * step);
  const points: { timestamp: number; hashrate: string; rejectRate: number }[] = [];
  for (let at = Math.ceil(from / step) * step; at < to; at += step) {
    const hashrate = averageHashrate(ledger, workers, at, at + step, now);
    points.push({
      timestamp: Math.floor(at / 1000),
      hashrate: hashrate.toString(),
      rejectRate: hashrate === 0n ? 0 : rejectRate(`${key}:${at}`),
    });
  }
  return points;
}

// ------------------------------------------------------------------ rewards

/** One account's reward for the UTC day starting at `day`, or undefined when it mined nothing that day. */
function dayReward(ledger: Ledger, account: MiningAccount, day: number): RewardRecord | undefined {
  const hashrate = averageHashrate(ledger, account.workers, day, day + DAY_MS, day + DAY_MS);
  const total = (hashrate * HASHPRICE_SATS) / TH;
  if (total <= 0n) return undefined;
  const fee = (total * FEE_PER_MILLE) / 1000n;
  return {
    accountId: account.id,
    account: account.name,
    date: day,
    hashrate: hashrate.toString(),
    totalReward: decimal(total),
    fee: decimal(fee),
    reward: decimal(total - fee),
  };
}

/** Pays every whole day that has passed on the ledger's clock into the main balance, each at its day's end. */
export function settleMining(ledger: Ledger): void {
  const now = ledger.now();
  let paid = false;
  for (const account of state(ledger).accounts) {
    for (let day = account.unpaidFrom; day + DAY_MS <= now; day += DAY_MS) {
      const reward = dayReward(ledger, account, day);
      if (reward) {
        ledger.post({ account: 'main', ticker: REWARD_CURRENCY, available: reward.reward });
        ledger.record<RewardRecord>(MINING_REWARDS, reward, day + DAY_MS);
      }
      account.unpaidFrom = day + DAY_MS;
      paid = true;
    }
  }
  if (paid) ledger.changed();
}

/** The rewards, newest day first: every account's, or one's. */
export function rewards(ledger: Ledger, accountId?: number): RewardRecord[] {
  settleMining(ledger);
  return ledger
    .history<RewardRecord>(MINING_REWARDS)
    .filter((r) => accountId === undefined || r.accountId === accountId)
    .sort((a, b) => b.date - a.date || b.accountId - a.accountId);
}

export function wireReward(record: RewardRecord & { id: number }) {
  return {
    id: record.id,
    account: record.account,
    date: Math.floor(record.date / 1000),
    hashrate: record.hashrate,
    fppsRate: HASHPRICE,
    totalReward: record.totalReward,
    fee: record.fee,
    reward: record.reward,
    currency: REWARD_CURRENCY,
    payoutDestination: 'main_balance' as const,
    status: 'successful' as const,
  };
}

// ------------------------------------------------------------------ accounts and workers

export function accounts(ledger: Ledger): MiningAccount[] {
  settleMining(ledger);
  return [...state(ledger).accounts].sort((a, b) => b.createdAt - a.createdAt);
}

export function accountByName(ledger: Ledger, name: string): MiningAccount {
  const found = state(ledger).accounts.find((a) => a.name.toLowerCase() === name.toLowerCase());
  if (!found) throw new MiningNotFound('Mining account not found.');
  return found;
}

export const accountById = (ledger: Ledger, id: number): MiningAccount | undefined => state(ledger).accounts.find((a) => a.id === id);

/** Connected by now (a worker not yet connected is not listed). */
const connected = (account: MiningAccount, now: number): Worker[] => account.workers.filter((w) => w.connectedAt <= now);

export function workerStatus(ledger: Ledger, worker: Worker, now = ledger.now()): 'online' | 'offline' | 'low' {
  if (worker.offlineAt !== undefined && worker.offlineAt <= now) return 'offline';
  const current = bucketHashrate(ledger, worker, currentBucket(now));
  const average = averageHashrate(ledger, [worker], now - DAY_MS, now, now);
  return current * 100n < average * LOW_SHARE ? 'low' : 'online';
}

export function workerCounts(ledger: Ledger, account: MiningAccount) {
  const now = ledger.now();
  const counts = { online: 0, offline: 0, low: 0 };
  for (const worker of connected(account, now)) counts[workerStatus(ledger, worker, now)] += 1;
  return counts;
}

export function wireAccount(ledger: Ledger, account: MiningAccount) {
  const now = ledger.now();
  return {
    id: account.id,
    name: account.name,
    createdAt: Math.floor(account.createdAt / 1000),
    hashrate: currentHashrate(ledger, connected(account, now), now).toString(),
    workers: workerCounts(ledger, account),
  };
}

export function wireWorkers(ledger: Ledger, account: MiningAccount) {
  const now = ledger.now();
  return connected(account, now)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((w) => {
      const lastShare = Math.min(now, w.offlineAt ?? now) - (hashString(`${w.id}:${currentBucket(now)}`) % 20_000);
      const status = workerStatus(ledger, w, now);
      const average24h = averageHashrate(ledger, [w], now - DAY_MS, now, now);
      return {
        id: w.id,
        name: w.name,
        status,
        hashrate: currentHashrate(ledger, [w], now).toString(),
        average24h: average24h.toString(),
        rejectRate: status === 'offline' ? 0 : rejectRate(`${w.id}:${currentBucket(now)}`),
        connectedAt: Math.floor(w.connectedAt / 1000),
        lastShareAt: Math.floor(Math.max(lastShare, w.connectedAt) / 1000),
      };
    });
}

export function workerById(account: MiningAccount, id: number): Worker {
  const found = account.workers.find((w) => w.id === id);
  if (!found) throw new MiningNotFound('Worker not found.');
  return found;
}

export function dashboard(ledger: Ledger, account: MiningAccount) {
  settleMining(ledger);
  const now = ledger.now();
  const live = connected(account, now);
  const online = live.filter((w) => workerStatus(ledger, w, now) !== 'offline').length;
  const paid = rewards(ledger, account.id);
  const total = paid.reduce((sum, r) => sum + units(r.reward), 0n);
  return {
    account: wireAccount(ledger, account),
    fee: POOL_FEE,
    rewardScheme: 'FPPS' as const,
    payoutDestination: 'main_balance' as const,
    currency: REWARD_CURRENCY,
    stratum: [
      { url: STRATUM[0], workersCount: online },
      { url: STRATUM[1], workersCount: 0 },
    ],
    hashrate: currentHashrate(ledger, live, now).toString(),
    average24h: averageHashrate(ledger, live, now - DAY_MS, now, now).toString(),
    totalReward: decimal(total),
    ...(paid[0] ? { lastReward: wireReward(paid[0] as RewardRecord & { id: number }) } : {}),
  };
}

/** Makes an account; the demo's miner connects its first worker at once. Throws EarnRejected (the 422). */
export function createAccount(ledger: Ledger, name: string): MiningAccount {
  settleMining(ledger);
  const s = state(ledger);
  if (s.accounts.some((a) => a.name.toLowerCase() === name.toLowerCase()))
    throw new EarnRejected(30, { name: ['The name has already been taken.'] });
  if (s.accounts.length >= MAX_ACCOUNTS) throw new EarnRejected(4601, {});
  const now = ledger.now();
  const random = ledger.random(`mining-account:${name.toLowerCase()}`);
  const account: MiningAccount = {
    id: ledger.nextId('mining-account', 51234),
    name,
    createdAt: now,
    workers: [{ id: ledger.nextId('mining-worker', 880414), name: 'rig01', nominalTh: random.int(100, 120), connectedAt: now }],
    unpaidFrom: dayStart(now),
  };
  s.accounts.push(account);
  ledger.changed();
  return account;
}

// ------------------------------------------------------------------ the pool

const POOL_TH = 3_900_000n;
const POOL_WORKERS = 1846;
/** The pool finds a block about every 34 hours. */
const BLOCK_EVERY_MS = 34 * 3_600_000;

/** GET /api/v4/public/mining-pool: the whole pool (the demo's accounts are a small part of it). */
export function poolStats(ledger: Ledger) {
  const now = ledger.now();
  const swing = (key: string) => BigInt(9600 + (hashString(`${ledger.seed}:pool:${key}`) % 801));
  const poolAt = (key: string) => (POOL_TH * TH * swing(key)) / 10_000n;
  const mine = state(ledger).accounts.flatMap((a) => connected(a, now));
  const online = mine.filter((w) => workerStatus(ledger, w, now) !== 'offline').length;
  const today = dayStart(now);
  const blocks: { blockFoundAt: number; blockHeight: number }[] = [];
  for (let k = Math.floor(now / BLOCK_EVERY_MS); blocks.length < 5; k--) {
    const at = k * BLOCK_EVERY_MS + (hashString(`${ledger.seed}:block:${k}`) % 3_600_000);
    if (at > now) continue;
    blocks.push({ blockFoundAt: Math.floor(at / 1000), blockHeight: 872_000 + Math.floor((at - ledger.createdAt) / 600_000) });
  }
  return {
    connectionLinks: [...STRATUM],
    location: 'global' as const,
    assets: [REWARD_CURRENCY],
    rewardSchemes: ['FPPS' as const],
    workers: POOL_WORKERS + online,
    currentHashRate: (poolAt(`now:${currentBucket(now)}`) + currentHashrate(ledger, mine, now)).toString(),
    last7daysHashRate: Array.from({ length: 7 }, (_, i) => {
      const day = today - (7 - i) * DAY_MS;
      return { timestamp: Math.floor(day / 1000), hashrate: poolAt(`day:${day}`).toString() };
    }),
    blocks,
    fee: POOL_FEE,
    hashprice: HASHPRICE,
  };
}

// ------------------------------------------------------------------ reports

/** A worker's average hashrate over a whole day (H/s). */
export const workerDayHashrate = (ledger: Ledger, worker: Worker, day: number): bigint =>
  averageHashrate(ledger, [worker], day, day + DAY_MS, Math.min(ledger.now(), day + DAY_MS));
