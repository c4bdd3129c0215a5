/**
 * WB soul on the ledger (the contract's assumed wb-soul operations): the user's soulbound token and its achievements,
 * read from what the ledger recorded: completed deposits, spot fills and their volume in USDT (at the rates' USDT
 * prices), earn investments (flexible and fixed), WBT on hold, a second factor, the verified identity. An achievement
 * once completed stays completed (a soul records what was done: releasing the WBT later does not undo it); the time of
 * completion is the history's when it has one, else when the dashboard first saw it. The completed achievements'
 * points make the level. Minting needs the verified identity and happens once per user.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import type { DealRecord } from '../../exchange/mock-exchange';
import { EarnRejected } from '../earn/amounts';
import { FIXED_HISTORY } from '../earn/fixed-book';
import { FLEX_HISTORY } from '../earn/flex-book';
import { decimal, type Ledger } from '../ledger';
import { heldUnits } from '../money/wbt';
import { usdtPrices } from '../money/rates';
import { account, freshRandom, hex, settingsState } from '../settings/state';
import { kycCheck } from '../verification/identity-checks';

const SLICE = 'wb-soul';
export const WB_SOUL_HISTORY = 'wb-soul';
const Dec = Decimal.clone({ precision: 60 });

export const SOUL_LEVELS = [
  { level: 0, points: 0 },
  { level: 1, points: 50 },
  { level: 2, points: 150 },
  { level: 3, points: 300 },
  { level: 4, points: 500 },
  { level: 5, points: 800 },
] as const;

export type AchievementId =
  'first-deposit' | 'first-trade' | 'volume-1k' | 'volume-100k' | 'earn-saver' | 'wbt-holder' | 'secured-account' | 'verified-identity';

interface Definition {
  id: AchievementId;
  category: 'funding' | 'trading' | 'earn' | 'security';
  unit: 'count' | 'USDT' | 'WBT';
  target: string;
  points: number;
}

export const ACHIEVEMENTS: readonly Definition[] = [
  { id: 'first-deposit', category: 'funding', unit: 'count', target: '1', points: 50 },
  { id: 'first-trade', category: 'trading', unit: 'count', target: '1', points: 50 },
  { id: 'volume-1k', category: 'trading', unit: 'USDT', target: '1000', points: 100 },
  { id: 'volume-100k', category: 'trading', unit: 'USDT', target: '100000', points: 250 },
  { id: 'earn-saver', category: 'earn', unit: 'count', target: '1', points: 100 },
  { id: 'wbt-holder', category: 'funding', unit: 'WBT', target: '100', points: 100 },
  { id: 'secured-account', category: 'security', unit: 'count', target: '1', points: 50 },
  { id: 'verified-identity', category: 'security', unit: 'count', target: '1', points: 100 },
];

interface SoulToken {
  tokenId: number;
  address: string;
  mintedAt: number;
}

interface UserSoul {
  token?: SoulToken;
  /** Achievements completed, with when (ms). */
  completed: Partial<Record<AchievementId, number>>;
}

interface SoulState {
  users: Record<string, UserSoul>;
}

export function defineWbSoul(ledger: Ledger): void {
  ledger.defineSlice<SoulState>(SLICE, () => ({ users: {} }));
}

const soulOf = (ledger: Ledger): UserSoul => {
  const users = ledger.slice<SoulState>(SLICE, () => ({ users: {} })).users;
  return (users[account(ledger).userId] ??= { completed: {} });
};

/** What the ledger's activity counts towards each achievement now, and when it was first reached where history says. */
function progressOf(ledger: Ledger, exchange: MockExchange): Record<AchievementId, { progress: Decimal; reachedAt?: number }> {
  const deposits = ledger.history<{ status?: string }>('deposits').filter((d) => d.status === 'completed');
  const fills = ledger.history<DealRecord>('deals').filter((d) => d.kind === 'spot');
  const prices = usdtPrices(exchange);
  let volume = new Dec(0);
  const reached: { at1k?: number; at100k?: number } = {};
  for (const fill of [...fills].sort((a, b) => a.time - b.time)) {
    const quote = fill.market.split('-')[1] ?? 'USDT';
    volume = volume.plus(new Dec(fill.total).times(prices.get(quote) ?? 0));
    if (reached.at1k === undefined && volume.gte(1000)) reached.at1k = fill.time;
    if (reached.at100k === undefined && volume.gte(100_000)) reached.at100k = fill.time;
  }
  const invested = [
    ...ledger.history<{ type?: number }>(FLEX_HISTORY).filter((e) => e.type === 1),
    ...ledger.history<{ type?: number }>(FIXED_HISTORY).filter((e) => e.type === 1),
  ];
  const settings = settingsState(ledger);
  const kyc = kycCheck(ledger);
  const first = (entries: readonly { time: number }[]) => (entries.length ? Math.min(...entries.map((e) => e.time)) : undefined);
  const once = (done: boolean, at?: number) => ({
    progress: new Dec(done ? 1 : 0),
    ...(done && at !== undefined ? { reachedAt: at } : {}),
  });
  return {
    'first-deposit': once(deposits.length > 0, first(deposits)),
    'first-trade': once(fills.length > 0, first(fills)),
    'volume-1k': { progress: volume, ...(reached.at1k === undefined ? {} : { reachedAt: reached.at1k }) },
    'volume-100k': { progress: volume, ...(reached.at100k === undefined ? {} : { reachedAt: reached.at100k }) },
    'earn-saver': once(invested.length > 0, first(invested)),
    'wbt-holder': { progress: new Dec(decimal(heldUnits(ledger))) },
    'secured-account': once(settings.twoFactor.enabled || settings.passkeys.length > 0),
    'verified-identity': once(kyc.status === 'verified', kyc.attempt?.reviewedAt),
  };
}

/** The dashboard: every achievement with its progress (completed ones kept), the points, the level, the token. */
export function soulDashboard(ledger: Ledger, exchange: MockExchange) {
  const soul = soulOf(ledger);
  const progress = progressOf(ledger, exchange);
  let changed = false;
  const achievements = ACHIEVEMENTS.map((a) => {
    const { progress: value, reachedAt } = progress[a.id];
    if (soul.completed[a.id] === undefined && value.gte(a.target)) {
      soul.completed[a.id] = reachedAt ?? ledger.now();
      changed = true;
    }
    const completedAt = soul.completed[a.id];
    // Shown as the user reads it: whole counts, volume to the cent (cut), WBT as held.
    const shown = completedAt !== undefined && value.lt(a.target) ? new Dec(a.target) : value;
    return {
      id: a.id,
      category: a.category,
      unit: a.unit,
      progress: shown.toDecimalPlaces(a.unit === 'USDT' ? 2 : 8, Decimal.ROUND_DOWN).toFixed(),
      target: a.target,
      points: a.points,
      ...(completedAt === undefined ? {} : { completedAt: Math.floor(completedAt / 1000) }),
    };
  });
  if (changed) ledger.changed();
  const points = achievements.filter((a) => a.completedAt !== undefined).reduce((sum, a) => sum + a.points, 0);
  const level = [...SOUL_LEVELS].reverse().find((l) => points >= l.points)!.level;
  return {
    minted: soul.token !== undefined,
    ...(soul.token
      ? {
          token: {
            tokenId: soul.token.tokenId,
            network: 'Whitechain',
            address: soul.token.address,
            mintedAt: Math.floor(soul.token.mintedAt / 1000),
          },
        }
      : {}),
    points,
    level,
    levels: SOUL_LEVELS.map((l) => ({ ...l })),
    achievements,
  };
}

/** Mints the user's soulbound token: once, and only with the verified identity (422 code 30 otherwise). */
export function mintSoul(ledger: Ledger, exchange: MockExchange) {
  const soul = soulOf(ledger);
  if (soul.token) throw new EarnRejected(30, { token: ['Your soulbound token is minted already.'] });
  if (kycCheck(ledger).status !== 'verified')
    throw new EarnRejected(30, { kyc: ['Verify your identity first: a soulbound token is bound to a verified person.'] });
  soul.token = {
    tokenId: ledger.nextId('wb-soul-token', 18_001),
    address: `0x${hex(freshRandom(ledger, 'wb-soul'), 40)}`,
    mintedAt: ledger.now(),
  };
  ledger.record(WB_SOUL_HISTORY, { userId: account(ledger).userId, action: 'minted', tokenId: soul.token.tokenId });
  ledger.changed();
  return soulDashboard(ledger, exchange);
}
