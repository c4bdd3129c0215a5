/**
 * Trading competitions on the ledger (the contract's assumed competitions operations): participants ranked by their
 * trading volume on a competition's markets between its start and end, prizes by rank paid to the main balance when
 * claimed. Each competition's period is fixed relative to when the seed was laid, so its status (spec section 5:
 * active, upcoming, finished) follows the ledger's clock. The other participants are simulated: a seeded field whose
 * volumes grow evenly over the period to their totals. The user's volume is real: the quote value of their own fills
 * (the exchange's user deals) on the competition's markets from joining (or the start) to the end.
 */
import Decimal from 'decimal.js';
import { DEMO_USER, type MockExchange } from '../../exchange/mock-exchange';
import { hashString } from '../../socket/random';
import { DAY_MS, EarnRejected } from '../earn/amounts';
import type { Ledger } from '../ledger';

const SLICE = 'competitions';
export const COMPETITION_REWARDS = 'competition-rewards';
const Dec = Decimal.clone({ precision: 60 });

export type CompetitionStatus = 'active' | 'upcoming' | 'finished';

interface Prize {
  fromRank: number;
  toRank: number;
  amount: string;
}

interface CompetitionSeed {
  slug: string;
  title: string;
  markets: string[];
  quote: string;
  /** Days from when the seed was laid. */
  start: number;
  end: number;
  prizeTicker: string;
  prizes: Prize[];
  minVolume: string;
  /** The simulated field: how many, and the volume of the first at the end. */
  others: number;
  topVolume: number;
  /** The user's part already in the seed (a finished competition they placed in). */
  seededVolume?: string;
}

const COMPETITIONS: readonly CompetitionSeed[] = [
  {
    slug: 'btc-volume-sprint',
    title: 'BTC volume sprint',
    markets: ['BTC-USDT'],
    quote: 'USDT',
    start: -3,
    end: 4,
    prizeTicker: 'USDT',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '3000' },
      { fromRank: 2, toRank: 2, amount: '2000' },
      { fromRank: 3, toRank: 3, amount: '1000' },
      { fromRank: 4, toRank: 10, amount: '400' },
      { fromRank: 11, toRank: 30, amount: '60' },
    ],
    minVolume: '1000',
    others: 412,
    topVolume: 4_800_000,
  },
  {
    slug: 'wbt-marathon',
    title: 'WBT marathon',
    markets: ['WBT-USDT'],
    quote: 'USDT',
    start: -10,
    end: 20,
    prizeTicker: 'WBT',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '1500' },
      { fromRank: 2, toRank: 2, amount: '1000' },
      { fromRank: 3, toRank: 3, amount: '500' },
      { fromRank: 4, toRank: 10, amount: '200' },
      { fromRank: 11, toRank: 30, amount: '30' },
    ],
    minVolume: '500',
    others: 268,
    topVolume: 1_250_000,
  },
  {
    slug: 'eth-weekend',
    title: 'ETH weekend',
    markets: ['ETH-USDT'],
    quote: 'USDT',
    start: 5,
    end: 7,
    prizeTicker: 'USDT',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '1500' },
      { fromRank: 2, toRank: 2, amount: '1000' },
      { fromRank: 3, toRank: 3, amount: '500' },
      { fromRank: 4, toRank: 13, amount: '100' },
    ],
    minVolume: '500',
    others: 190,
    topVolume: 900_000,
  },
  {
    slug: 'altcoin-weekend',
    title: 'Altcoin weekend',
    markets: ['SOL-USDT', 'XRP-USDT', 'DOGE-USDT'],
    quote: 'USDT',
    start: -21,
    end: -19,
    prizeTicker: 'USDT',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '1000' },
      { fromRank: 2, toRank: 2, amount: '700' },
      { fromRank: 3, toRank: 3, amount: '400' },
      { fromRank: 4, toRank: 10, amount: '150' },
      { fromRank: 11, toRank: 30, amount: '15' },
    ],
    minVolume: '1000',
    others: 305,
    topVolume: 610_000,
    seededVolume: '92140.55',
  },
  {
    slug: 'futures-open',
    title: 'Futures open',
    markets: ['BTC-PERP', 'ETH-PERP'],
    quote: 'USDT',
    start: -40,
    end: -33,
    prizeTicker: 'USDT',
    prizes: [
      { fromRank: 1, toRank: 1, amount: '3000' },
      { fromRank: 2, toRank: 2, amount: '2000' },
      { fromRank: 3, toRank: 3, amount: '1000' },
      { fromRank: 4, toRank: 10, amount: '200' },
      { fromRank: 11, toRank: 30, amount: '30' },
    ],
    minVolume: '5000',
    others: 640,
    topVolume: 12_500_000,
  },
];

interface Entry {
  /** ms of the ledger's clock */
  joinedAt: number;
  /** A fixed volume (the seeded finished competition); otherwise it comes from the user's fills. */
  volume?: string;
}

interface CompetitionsState {
  entries: Record<string, Entry>;
  /** Reward ids claimed, with when (ms). */
  claimed: Record<string, number>;
}

export class CompetitionNotFound extends Error {}

function seed(ledger: Ledger): CompetitionsState {
  const entries: Record<string, Entry> = {};
  for (const c of COMPETITIONS)
    if (c.seededVolume) entries[c.slug] = { joinedAt: ledger.createdAt + c.start * DAY_MS, volume: c.seededVolume };
  return { entries, claimed: {} };
}

export function defineCompetitions(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

const state = (ledger: Ledger): CompetitionsState => ledger.slice<CompetitionsState>(SLICE, seed);

const period = (ledger: Ledger, c: CompetitionSeed) => ({
  start: ledger.createdAt + c.start * DAY_MS,
  end: ledger.createdAt + c.end * DAY_MS,
});

export function statusOf(ledger: Ledger, c: CompetitionSeed, now = ledger.now()): CompetitionStatus {
  const { start, end } = period(ledger, c);
  return now < start ? 'upcoming' : now < end ? 'active' : 'finished';
}

export const competitionSlugs = (): string[] => COMPETITIONS.map((c) => c.slug);

export const competitionBySlug = (slug: string): CompetitionSeed => {
  const found = COMPETITIONS.find((c) => c.slug === slug);
  if (!found) throw new CompetitionNotFound('Competition not found.');
  return found;
};

/** The competitions of a status: upcoming soonest first, the others newest first. */
export function competitions(ledger: Ledger, status: CompetitionStatus): CompetitionSeed[] {
  const now = ledger.now();
  return COMPETITIONS.filter((c) => statusOf(ledger, c, now) === status).sort((a, b) =>
    status === 'upcoming' ? a.start - b.start : b.start - a.start,
  );
}

const progress = (ledger: Ledger, c: CompetitionSeed, now: number): Decimal => {
  const { start, end } = period(ledger, c);
  return new Dec(Math.min(Math.max(now - start, 0), end - start)).div(end - start);
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const letter = (n: number) => LETTERS[n % 26]!;

/** The simulated field's masked nicknames and final volumes (the i-th's is the first's times 20/((i+1)(20+i)): a few whales and a long tail of small traders), made once per seed. */
const fields = new Map<string, { nickname: string; total: Decimal }[]>();
function fieldTotals(ledger: Ledger, c: CompetitionSeed): { nickname: string; total: Decimal }[] {
  const key = `${ledger.seed}:${c.slug}`;
  let made = fields.get(key);
  if (!made) {
    made = Array.from({ length: c.others }, (_, i) => {
      const h = hashString(`${ledger.seed}:competition:${c.slug}:${i}`);
      const jitter = new Dec(90 + (h % 21)).div(100);
      return {
        nickname: `${letter(h)}${letter(h >>> 5)}***${letter(h >>> 10)}${letter(h >>> 15)}`,
        total: new Dec(c.topVolume)
          .times(20)
          .div((i + 1) * (20 + i))
          .times(jitter),
      };
    });
    fields.set(key, made);
  }
  return made;
}

/** The simulated field at `now`: each volume grown evenly over the period to its total, cut to cents. */
function field(ledger: Ledger, c: CompetitionSeed, now: number): { nickname: string; volume: Decimal }[] {
  const share = progress(ledger, c, now);
  return fieldTotals(ledger, c).map((f) => ({ nickname: f.nickname, volume: f.total.times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN) }));
}

/** The user's volume: the quote value of their fills on the competition's markets from joining (or the start) to the end. */
export function userVolume(ledger: Ledger, exchange: MockExchange, c: CompetitionSeed): Decimal {
  const entry = state(ledger).entries[c.slug];
  if (!entry) return new Dec(0);
  if (entry.volume !== undefined) return new Dec(entry.volume);
  const { start, end } = period(ledger, c);
  const from = Math.max(start, entry.joinedAt);
  const markets = new Set(c.markets.map((m) => m.replace('-', '_')));
  let volume = new Dec(0);
  for (const deal of exchange.hub.account(DEMO_USER).deals) {
    const at = Number(deal[1]) * 1000;
    if (!markets.has(String(deal[2])) || at < from || at > end) continue;
    volume = volume.plus(new Dec(String(deal[4])).times(String(deal[5])));
  }
  return volume.toDecimalPlaces(2, Decimal.ROUND_DOWN);
}

const prizeOf = (c: CompetitionSeed, rank: number): string | undefined =>
  c.prizes.find((p) => rank >= p.fromRank && rank <= p.toRank)?.amount;

/** Everyone's place now: the field and the user (when joined), by volume; ties share the better rank. */
function standings(ledger: Ledger, exchange: MockExchange, c: CompetitionSeed) {
  const now = Math.min(ledger.now(), period(ledger, c).end);
  const rows: { nickname: string; volume: Decimal; own: boolean }[] = field(ledger, c, now).map((r) => ({ ...r, own: false }));
  if (state(ledger).entries[c.slug]) rows.push({ nickname: 'de***mo', volume: userVolume(ledger, exchange, c), own: true });
  rows.sort((a, b) => b.volume.comparedTo(a.volume) || Number(a.own) - Number(b.own));
  let rank = 0;
  return rows.map((row, i) => {
    if (i === 0 || !row.volume.eq(rows[i - 1]!.volume)) rank = i + 1;
    const prize = row.volume.gte(c.minVolume) ? prizeOf(c, rank) : undefined;
    return { rank, nickname: row.nickname, volume: row.volume.toFixed(), own: row.own, ...(prize ? { prize } : {}) };
  });
}

export function wireCompetition(ledger: Ledger, exchange: MockExchange, c: CompetitionSeed, signedIn: boolean) {
  const { start, end } = period(ledger, c);
  const entry = state(ledger).entries[c.slug];
  const rows = standings(ledger, exchange, c);
  const own = rows.find((r) => r.own);
  const s = (ms: number) => Math.floor(ms / 1000);
  return {
    slug: c.slug,
    title: c.title,
    status: statusOf(ledger, c),
    markets: c.markets,
    quote: c.quote,
    startsAt: s(start),
    endsAt: s(end),
    prizeTicker: c.prizeTicker,
    prizePool: c.prizes.reduce((sum, p) => sum.plus(new Dec(p.amount).times(p.toRank - p.fromRank + 1)), new Dec(0)).toFixed(),
    prizes: c.prizes,
    minVolume: c.minVolume,
    participants: rows.length,
    ...(signedIn
      ? {
          participation: entry
            ? { joined: true, joinedAt: s(entry.joinedAt), volume: own!.volume, rank: own!.rank }
            : { joined: false, volume: '0' },
        }
      : {}),
  };
}

/** The first `limit` places and, for the signed-in user, their own (a guest sees the user's place as anyone's). */
export function leaderboard(ledger: Ledger, exchange: MockExchange, c: CompetitionSeed, limit: number, signedIn: boolean) {
  const rows = standings(ledger, exchange, c).map((r) => (signedIn ? r : { ...r, own: false }));
  const own = rows.find((r) => r.own);
  return {
    updatedAt: Math.floor(Math.min(ledger.now(), period(ledger, c).end) / 1000),
    entries: rows.slice(0, limit),
    ...(own ? { own } : {}),
  };
}

/** Enters the user in an active or upcoming competition (twice changes nothing). */
export function join(ledger: Ledger, c: CompetitionSeed): void {
  if (statusOf(ledger, c) === 'finished') throw new EarnRejected(1802, { slug: [`${c.title} has finished.`] });
  const s = state(ledger);
  if (s.entries[c.slug]) return;
  s.entries[c.slug] = { joinedAt: ledger.now() };
  ledger.record('competitions', { slug: c.slug, action: 'join' });
  ledger.changed();
}

const rewardId = (c: CompetitionSeed): number => 92_001 + COMPETITIONS.indexOf(c);

/** The prizes the user won in finished competitions, newest first. */
export function competitionRewards(ledger: Ledger, exchange: MockExchange) {
  const s = state(ledger);
  const now = ledger.now();
  return COMPETITIONS.filter((c) => s.entries[c.slug] && statusOf(ledger, c, now) === 'finished')
    .sort((a, b) => b.end - a.end)
    .flatMap((c) => {
      const own = standings(ledger, exchange, c).find((r) => r.own)!;
      if (!own.prize) return [];
      const id = rewardId(c);
      const claimedAt = s.claimed[String(id)];
      return [
        {
          id,
          slug: c.slug,
          title: c.title,
          rank: own.rank,
          amount: own.prize,
          ticker: c.prizeTicker,
          status: claimedAt === undefined ? ('claimable' as const) : ('claimed' as const),
          finishedAt: Math.floor(period(ledger, c).end / 1000),
          ...(claimedAt === undefined ? {} : { claimedAt: Math.floor(claimedAt / 1000) }),
        },
      ];
    });
}

export class RewardNotFound extends Error {}

/** Credits a claimable prize to the main balance. */
export function claim(ledger: Ledger, exchange: MockExchange, id: number) {
  const reward = competitionRewards(ledger, exchange).find((r) => r.id === id);
  if (!reward) throw new RewardNotFound('Reward not found.');
  if (reward.status === 'claimed') throw new EarnRejected(1805, { id: ['This reward has already been claimed.'] });
  ledger.post({ account: 'main', ticker: reward.ticker, available: reward.amount });
  state(ledger).claimed[String(id)] = ledger.now();
  ledger.record(COMPETITION_REWARDS, { slug: reward.slug, rank: reward.rank, ticker: reward.ticker, amount: reward.amount });
  ledger.changed();
  return competitionRewards(ledger, exchange).find((r) => r.id === id)!;
}
