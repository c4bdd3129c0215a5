/**
 * The VIP programme on the ledger (GET /v2/vip-program, an assumed operation): a level is the user's once both its WBT
 * holding (the WBT on hold, mocks/ledger/money/wbt.ts) and its 30-day trading volume (every fill of the `deals`
 * history in the last 30 UTC days, today included, valued in USDT at the current prices as the analytics' volumes
 * are: mocks/ledger/analytics/series.ts) are met; the next level says what of each is still missing. Exact decimals.
 */
import Decimal from 'decimal.js';
import { tradingVolumes } from '../analytics/series';
import type { LedgerContext } from '../http';
import { decimal } from '../ledger';
import { heldUnits, WBT } from '../money/wbt';

export interface VipLevel {
  level: number;
  minHolding: string;
  minVolume30d: string;
  makerFee: string;
  takerFee: string;
  withdrawalLimit: string;
  support: 'standard' | 'priority' | 'personal';
}

export const VIP_LEVELS: readonly VipLevel[] = [
  { level: 0, minHolding: '0', minVolume30d: '0', makerFee: '0.1', takerFee: '0.1', withdrawalLimit: '100000', support: 'standard' },
  { level: 1, minHolding: '100', minVolume30d: '1000', makerFee: '0.09', takerFee: '0.1', withdrawalLimit: '250000', support: 'standard' },
  {
    level: 2,
    minHolding: '1000',
    minVolume30d: '100000',
    makerFee: '0.08',
    takerFee: '0.09',
    withdrawalLimit: '500000',
    support: 'priority',
  },
  {
    level: 3,
    minHolding: '5000',
    minVolume30d: '1000000',
    makerFee: '0.06',
    takerFee: '0.08',
    withdrawalLimit: '1000000',
    support: 'priority',
  },
  {
    level: 4,
    minHolding: '25000',
    minVolume30d: '10000000',
    makerFee: '0.04',
    takerFee: '0.06',
    withdrawalLimit: '5000000',
    support: 'personal',
  },
  {
    level: 5,
    minHolding: '100000',
    minVolume30d: '50000000',
    makerFee: '0.02',
    takerFee: '0.05',
    withdrawalLimit: '10000000',
    support: 'personal',
  },
];

const missing = (need: string, have: Decimal) => Decimal.max(0, new Decimal(need).minus(have)).toFixed();

/** The user's holding, 30-day volume, level and what the next level needs. */
export function vipStatus(ctx: LedgerContext) {
  const holding = new Decimal(decimal(heldUnits(ctx.ledger)));
  const volume = new Decimal(tradingVolumes(ctx, '30d').total);
  const reached = VIP_LEVELS.filter((l) => holding.gte(l.minHolding) && volume.gte(l.minVolume30d));
  const level = reached[reached.length - 1]!.level;
  const next = VIP_LEVELS.find((l) => l.level === level + 1);
  return {
    level,
    holding: holding.toFixed(),
    volume30d: volume.toFixed(),
    ...(next
      ? { next: { level: next.level, holdingNeeded: missing(next.minHolding, holding), volumeNeeded: missing(next.minVolume30d, volume) } }
      : {}),
  };
}

export function vipProgramme(ctx: LedgerContext, signedIn: boolean) {
  return { ticker: WBT, volumeCurrency: 'USDT', levels: VIP_LEVELS.map((l) => ({ ...l })), ...(signedIn ? { mine: vipStatus(ctx) } : {}) };
}
