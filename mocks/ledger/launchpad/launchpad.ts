/**
 * The launchpad on the ledger (the contract's assumed launchpad operations): token sales voted on and subscribed to
 * with WBT. Each project's schedule is fixed relative to when the seed was laid, so its status follows the ledger's
 * clock (spec section 4's statuses); the other participants' votes and subscriptions grow evenly over their windows
 * to seeded totals. What the user commits leaves the main balance for the launchpad balance (the `launchpad` field of
 * the WBT balances): a vote comes back when the vote closes, a subscription is settled at distribution (the
 * allocation's tokens and the unused WBT to main). Settling happens on the next read after the clock passes the time,
 * with the time it was due. Exact decimals: units of 10^-8 and decimal.js, cut (never rounded up) in the user's
 * favour only where the sale's terms say so.
 */
import Decimal from 'decimal.js';
import { DAY_MS, EarnRejected } from '../earn/amounts';
import { decimal, units, type Ledger } from '../ledger';
import { positiveAmount } from '../money/amounts';

/** The native token the launchpad takes (money/wbt.ts reads the launchpad balance from here). */
const NATIVE = 'WBT';
const SLICE = 'launchpad';
export const LAUNCHPAD_HISTORY = 'launchpad';

export type LaunchpadStatus = 'new' | 'voted' | 'published' | 'active' | 'distributing' | 'distributed' | 'failed';
export type LaunchpadMove = 'vote' | 'vote-return' | 'subscription' | 'distribution' | 'refund';

/** A project's terms; times are days from when the seed was laid. */
interface ProjectSeed {
  slug: string;
  name: string;
  ticker: string;
  summary: string;
  website: string;
  price: string;
  tokensForSale: string;
  minCommit: string;
  maxCommit: string;
  voteGoal: string;
  /** What the others vote and subscribe over the windows, and how many they are. */
  othersVotes: string;
  othersCommitted: string;
  participants: number;
  days: { voteStart: number; voteEnd: number; publish: number; saleStart: number; saleEnd: number; distribution: number };
  /** The user's subscription already in the seed (its WBT on the launchpad balance). */
  seededCommit?: string;
}

const PROJECTS: readonly ProjectSeed[] = [
  {
    slug: 'nova-grid',
    name: 'Nova Grid',
    ticker: 'NOVA',
    summary: 'A marketplace that pays households for the flexible use of their home batteries.',
    website: 'https://novagrid.example.org',
    price: '0.0008',
    tokensForSale: '50000000',
    minCommit: '10',
    maxCommit: '2000',
    voteGoal: '150000',
    othersVotes: '212480',
    othersCommitted: '71650',
    participants: 3120,
    days: { voteStart: -14, voteEnd: -7, publish: -5, saleStart: -1, saleEnd: 5, distribution: 6 },
  },
  {
    slug: 'lumen-pay',
    name: 'Lumen Pay',
    ticker: 'LUMP',
    summary: 'Card payments settled in stablecoins for small online shops, with refunds in one tap.',
    website: 'https://lumenpay.example.org',
    price: '0.0025',
    tokensForSale: '12000000',
    minCommit: '5',
    maxCommit: '1500',
    voteGoal: '120000',
    othersVotes: '164200',
    othersCommitted: '0',
    participants: 0,
    days: { voteStart: -2, voteEnd: 4, publish: 6, saleStart: 8, saleEnd: 14, distribution: 15 },
  },
  {
    slug: 'orbit-labs',
    name: 'Orbit Labs',
    ticker: 'ORBL',
    summary: 'Rented satellite time for weather and crop data, booked and paid per pass.',
    website: 'https://orbitlabs.example.org',
    price: '0.004',
    tokensForSale: '6000000',
    minCommit: '10',
    maxCommit: '1000',
    voteGoal: '100000',
    othersVotes: '131900',
    othersCommitted: '28400',
    participants: 1210,
    days: { voteStart: -12, voteEnd: -6, publish: -2, saleStart: 3, saleEnd: 10, distribution: 11 },
  },
  {
    slug: 'kite-protocol',
    name: 'Kite Protocol',
    ticker: 'KITE',
    summary: 'Cross-chain messaging with proofs a phone can check.',
    website: 'https://kite.example.org',
    price: '0.0012',
    tokensForSale: '25000000',
    minCommit: '10',
    maxCommit: '2500',
    voteGoal: '140000',
    othersVotes: '158300',
    othersCommitted: '36800',
    participants: 1730,
    days: { voteStart: -9, voteEnd: -1, publish: 2, saleStart: 5, saleEnd: 12, distribution: 13 },
  },
  {
    slug: 'terra-nodes',
    name: 'Terra Nodes',
    ticker: 'TNOD',
    summary: 'Staking nodes run on surplus solar power, with the energy of each block published.',
    website: 'https://terranodes.example.org',
    price: '0.002',
    tokensForSale: '15000000',
    minCommit: '10',
    maxCommit: '1000',
    voteGoal: '110000',
    othersVotes: '145020',
    othersCommitted: '47960',
    participants: 2264,
    days: { voteStart: -25, voteEnd: -18, publish: -15, saleStart: -10, saleEnd: -1, distribution: 1 },
    seededCommit: '40',
  },
  {
    slug: 'helix-chain',
    name: 'Helix Chain',
    ticker: 'HLX',
    summary: 'A ledger for lab samples that keeps their chain of custody from swab to sequence.',
    website: 'https://helixchain.example.org',
    price: '0.0016',
    tokensForSale: '20000000',
    minCommit: '10',
    maxCommit: '1500',
    voteGoal: '120000',
    othersVotes: '176540',
    othersCommitted: '55210',
    participants: 2618,
    days: { voteStart: -40, voteEnd: -33, publish: -30, saleStart: -28, saleEnd: -21, distribution: -20 },
  },
  {
    slug: 'quasar-dex',
    name: 'Quasar DEX',
    ticker: 'QSR',
    summary: 'An order-book exchange on a rollup, with fees paid back to liquidity providers.',
    website: 'https://quasardex.example.org',
    price: '0.001',
    tokensForSale: '30000000',
    minCommit: '10',
    maxCommit: '2000',
    voteGoal: '150000',
    othersVotes: '84310',
    othersCommitted: '0',
    participants: 0,
    days: { voteStart: -20, voteEnd: -13, publish: -11, saleStart: -9, saleEnd: -2, distribution: -1 },
  },
];

/** The user's part in one project. */
interface Part {
  voted: string;
  committed: string;
  voteReturned: boolean;
  distributed: boolean;
}

interface LaunchpadState {
  parts: Record<string, Part>;
}

export interface LaunchpadRecord extends Record<string, unknown> {
  slug: string;
  type: LaunchpadMove;
  asset: string;
  amount: string;
}

const Dec = Decimal.clone({ precision: 60 });
const EMPTY: Part = { voted: '0', committed: '0', voteReturned: false, distributed: false };

function seed(ledger: Ledger): LaunchpadState {
  const parts: Record<string, Part> = {};
  for (const p of PROJECTS) {
    if (!p.seededCommit) continue;
    parts[p.slug] = { ...EMPTY, committed: p.seededCommit };
    const at = ledger.createdAt + (p.days.saleStart + 2) * DAY_MS;
    ledger.record<LaunchpadRecord>(LAUNCHPAD_HISTORY, { slug: p.slug, type: 'subscription', asset: NATIVE, amount: p.seededCommit }, at);
  }
  return { parts };
}

export function defineLaunchpad(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

const state = (ledger: Ledger): LaunchpadState => ledger.slice<LaunchpadState>(SLICE, seed);

/** A project's times (ms of the ledger's clock). */
function times(ledger: Ledger, p: ProjectSeed) {
  const at = (days: number) => ledger.createdAt + days * DAY_MS;
  return {
    voteStart: at(p.days.voteStart),
    voteEnd: at(p.days.voteEnd),
    publish: at(p.days.publish),
    saleStart: at(p.days.saleStart),
    saleEnd: at(p.days.saleEnd),
    distribution: at(p.days.distribution),
  };
}

/** How far through [from, to] `now` is, 0 to 1. */
const progress = (now: number, from: number, to: number): Decimal => new Dec(Math.min(Math.max(now - from, 0), to - from)).div(to - from);

const part = (ledger: Ledger, slug: string): Part => state(ledger).parts[slug] ?? EMPTY;

/** The others' votes or subscriptions by `now`, grown evenly over the window to their total, cut to cents. */
const grown = (total: string, now: number, from: number, to: number): Decimal =>
  new Dec(total).times(progress(now, from, to)).toDecimalPlaces(2, Decimal.ROUND_DOWN);

function totals(ledger: Ledger, p: ProjectSeed, now: number) {
  const t = times(ledger, p);
  const mine = part(ledger, p.slug);
  const votes = grown(p.othersVotes, now, t.voteStart, t.voteEnd).plus(mine.voted);
  const committed = grown(p.othersCommitted, now, t.saleStart, t.saleEnd).plus(mine.committed);
  const participants =
    Math.floor(p.participants * progress(now, t.saleStart, t.saleEnd).toNumber()) + (new Dec(mine.committed).gt(0) ? 1 : 0);
  return { votes, committed, participants };
}

export function statusOf(ledger: Ledger, p: ProjectSeed, now = ledger.now()): LaunchpadStatus {
  const t = times(ledger, p);
  if (now < t.voteEnd) return 'new';
  if (totals(ledger, p, t.voteEnd).votes.lt(p.voteGoal)) return 'failed';
  if (now < t.publish) return 'voted';
  if (now < t.saleStart) return 'published';
  if (now < t.saleEnd) return 'active';
  if (now < t.distribution) return 'distributing';
  return 'distributed';
}

const hardCap = (p: ProjectSeed): Decimal => new Dec(p.tokensForSale).times(p.price);

/**
 * The user's allocation once the subscription has closed: all of what they committed when the sale is not
 * oversubscribed, else their share of the hard cap (cut); the tokens it buys at the price (cut), the WBT those cost
 * (rounded up, never above what was committed) and the rest refunded.
 */
export function allocation(ledger: Ledger, p: ProjectSeed): { tokens: string; used: string; refund: string } {
  const committed = new Dec(part(ledger, p.slug).committed);
  if (committed.isZero()) return { tokens: '0', used: '0', refund: '0' };
  const total = totals(ledger, p, times(ledger, p).saleEnd).committed;
  const cap = hardCap(p);
  const share = total.gt(cap) ? committed.times(cap).div(total).toDecimalPlaces(8, Decimal.ROUND_DOWN) : committed;
  const tokens = share.div(p.price).toDecimalPlaces(8, Decimal.ROUND_DOWN);
  const used = Decimal.min(tokens.times(p.price).toDecimalPlaces(8, Decimal.ROUND_UP), committed);
  return { tokens: tokens.toFixed(), used: used.toFixed(), refund: committed.minus(used).toFixed() };
}

/** Gives back closed votes and makes the distributions that are due by the ledger's clock, each at its time. */
export function settleLaunchpad(ledger: Ledger): void {
  const now = ledger.now();
  const s = state(ledger);
  for (const p of PROJECTS) {
    const mine = s.parts[p.slug];
    if (!mine) continue;
    const t = times(ledger, p);
    if (!mine.voteReturned && now >= t.voteEnd && units(mine.voted) > 0n) {
      ledger.post({ account: 'main', ticker: NATIVE, available: mine.voted });
      ledger.record<LaunchpadRecord>(
        LAUNCHPAD_HISTORY,
        { slug: p.slug, type: 'vote-return', asset: NATIVE, amount: mine.voted },
        t.voteEnd,
      );
      mine.voteReturned = true;
      ledger.changed();
    }
    if (!mine.distributed && now >= t.distribution && units(mine.committed) > 0n) {
      const { tokens, refund } = allocation(ledger, p);
      ledger.post({ account: 'main', ticker: p.ticker, available: tokens }, { account: 'main', ticker: NATIVE, available: refund });
      ledger.record<LaunchpadRecord>(
        LAUNCHPAD_HISTORY,
        { slug: p.slug, type: 'distribution', asset: p.ticker, amount: tokens },
        t.distribution,
      );
      if (units(refund) > 0n)
        ledger.record<LaunchpadRecord>(LAUNCHPAD_HISTORY, { slug: p.slug, type: 'refund', asset: NATIVE, amount: refund }, t.distribution);
      mine.distributed = true;
      ledger.changed();
    }
  }
}

/** WBT of one project still on the launchpad balance. */
function lockedIn(mine: Part): bigint {
  return (mine.voteReturned ? 0n : units(mine.voted)) + (mine.distributed ? 0n : units(mine.committed));
}

/** The launchpad balance: every project's WBT not yet given back or settled. */
export function launchpadBalance(ledger: Ledger): string {
  settleLaunchpad(ledger);
  return decimal(Object.values(state(ledger).parts).reduce((sum, mine) => sum + lockedIn(mine), 0n));
}

export const projectBySlug = (slug: string): ProjectSeed | undefined => PROJECTS.find((p) => p.slug === slug);

/** A project as the contract's LaunchpadProject; the participation only for a signed-in user. */
export function wireProject(ledger: Ledger, p: ProjectSeed, signedIn: boolean) {
  const now = ledger.now();
  const t = times(ledger, p);
  const status = statusOf(ledger, p, now);
  const { votes, committed, participants } = totals(ledger, p, now);
  const seconds = (ms: number) => Math.floor(ms / 1000);
  const mine = part(ledger, p.slug);
  const closed = now >= t.saleEnd;
  const settled = closed ? allocation(ledger, p) : { tokens: '0', used: '0', refund: '0' };
  return {
    slug: p.slug,
    name: p.name,
    ticker: p.ticker,
    status,
    summary: p.summary,
    website: p.website,
    price: p.price,
    tokensForSale: p.tokensForSale,
    hardCap: hardCap(p).toFixed(),
    minCommit: p.minCommit,
    maxCommit: p.maxCommit,
    totalCommitted: committed.toFixed(),
    participants,
    voteGoal: p.voteGoal,
    votes: votes.toFixed(),
    voteStartsAt: seconds(t.voteStart),
    voteEndsAt: seconds(t.voteEnd),
    saleStartsAt: seconds(t.saleStart),
    saleEndsAt: seconds(t.saleEnd),
    distributionAt: seconds(t.distribution),
    ...(signedIn
      ? {
          participation: {
            voted: mine.voted,
            committed: mine.committed,
            locked: decimal(lockedIn(mine)),
            ...settled,
            distributed: mine.distributed,
          },
        }
      : {}),
  };
}

/** Every project, newest sale first, or those in `status`. */
export function projects(ledger: Ledger, status?: LaunchpadStatus): ProjectSeed[] {
  const now = ledger.now();
  return [...PROJECTS]
    .sort((a, b) => b.days.saleStart - a.days.saleStart)
    .filter((p) => status === undefined || statusOf(ledger, p, now) === status);
}

/**
 * Commits `amount` WBT from main: a vote while the project is `new`, a subscription while `active` (at least the
 * minimum, the user's total at most the maximum). Throws EarnRejected (the 422) or InsufficientBalance (37).
 */
export function join(ledger: Ledger, p: ProjectSeed, value: unknown): void {
  settleLaunchpad(ledger);
  const status = statusOf(ledger, p);
  if (status !== 'new' && status !== 'active')
    throw new EarnRejected(4307, { slug: [`${p.name} takes no votes or subscriptions now (${status}).`] });
  const amount = positiveAmount(value, 8);
  if (!amount.ok) throw new EarnRejected(32, { amount: [amount.message] });
  if (amount.units < units(p.minCommit)) throw new EarnRejected(32, { amount: [`Commit at least ${p.minCommit} WBT.`] });
  const s = state(ledger);
  const mine = (s.parts[p.slug] ??= { ...EMPTY });
  if (status === 'active' && units(mine.committed) + amount.units > units(p.maxCommit))
    throw new EarnRejected(32, { amount: [`You may subscribe at most ${p.maxCommit} WBT; you have ${mine.committed} WBT subscribed.`] });
  ledger.post({ account: 'main', ticker: NATIVE, available: -amount.units });
  const type: LaunchpadMove = status === 'new' ? 'vote' : 'subscription';
  if (type === 'vote') mine.voted = decimal(units(mine.voted) + amount.units);
  else mine.committed = decimal(units(mine.committed) + amount.units);
  ledger.record<LaunchpadRecord>(LAUNCHPAD_HISTORY, { slug: p.slug, type, asset: NATIVE, amount: decimal(amount.units) });
  ledger.changed();
}

/** The user's launchpad movements, newest first (settled first). */
export function launchpadHistory(ledger: Ledger) {
  settleLaunchpad(ledger);
  return [...ledger.history<LaunchpadRecord>(LAUNCHPAD_HISTORY)]
    .sort((a, b) => b.time - a.time || b.id - a.id)
    .map((e) => ({
      id: e.id,
      time: Math.floor(e.time / 1000),
      slug: e.slug,
      project: projectBySlug(e.slug)?.name ?? e.slug,
      type: e.type,
      asset: e.asset,
      amount: e.amount,
    }));
}
