/**
 * The native token WBT: the demo user's held WBT and unhold requests (a persisted slice of the ledger), the
 * benefit levels that holding and owning it give, its burns and supply, and its one price, the WBT-USDT
 * market's last price, wherever a price is shown.
 *
 * Holding moves WBT from the main balance to `held`; an unhold request takes it from `held` at once and gives it
 * back to main when it completes: a normal request after UNHOLD_DELAY_MS of the ledger's clock (settled on the
 * next read), a forced one at once, less a fee of FORCE_FEE_PERCENT that is burned.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import type { LedgerContext } from '../http';
import { decimal, units, type Ledger } from '../ledger';
import { launchpadBalance } from '../launchpad/launchpad';
import { percentOf, sum } from './amounts';

export const WBT = 'WBT';
export const WBT_MARKET = 'WBT-USDT';
export const UNHOLD_DELAY_MS = 7 * 86_400_000;
export const FORCE_FEE_PERCENT = '5';
const SLICE = 'wbt';
const MAX_SUPPLY = units('400000000');
const CIRCULATING = '144169279.31';
const HOLDERS = 251_830;
const HOLDING_APR = '7.5';

export type UnholdStatus = 'pending' | 'completed' | 'cancelled';

export interface UnholdRequest {
  id: number;
  amount: string;
  force: boolean;
  status: UnholdStatus;
  /** ms of the ledger's clock */
  createdAt: number;
  availableAt: number;
  /** WBT kept (burned) for a forced release. */
  fee: string;
}

export interface Burn {
  id: number;
  amount: string;
  /** ms */
  time: number;
  txHash: string;
}

export interface WbtState {
  /** WBT on hold (without what pending unhold requests took out of it). */
  held: string;
  requests: UnholdRequest[];
  /** Newest first. */
  burns: Burn[];
}

export interface HoldingLevel {
  level: number;
  minAmount: string;
  freeAmlChecks: number;
  freeWithdrawals: number;
  makerFeeDiscount: string;
  referralRate: number;
  depositAddresses: number;
  fundingDiscount: string;
}

export const HOLDING_LEVELS: readonly HoldingLevel[] = [
  {
    level: 1,
    minAmount: '100',
    freeAmlChecks: 1,
    freeWithdrawals: 1,
    makerFeeDiscount: '0',
    referralRate: 40,
    depositAddresses: 1,
    fundingDiscount: '5',
  },
  {
    level: 2,
    minAmount: '1000',
    freeAmlChecks: 3,
    freeWithdrawals: 3,
    makerFeeDiscount: '10',
    referralRate: 45,
    depositAddresses: 3,
    fundingDiscount: '10',
  },
  {
    level: 3,
    minAmount: '2500',
    freeAmlChecks: 5,
    freeWithdrawals: 5,
    makerFeeDiscount: '20',
    referralRate: 50,
    depositAddresses: 5,
    fundingDiscount: '15',
  },
  {
    level: 4,
    minAmount: '10000',
    freeAmlChecks: 10,
    freeWithdrawals: 10,
    makerFeeDiscount: '30',
    referralRate: 55,
    depositAddresses: 10,
    fundingDiscount: '25',
  },
  {
    level: 5,
    minAmount: '50000',
    freeAmlChecks: 20,
    freeWithdrawals: 20,
    makerFeeDiscount: '50',
    referralRate: 60,
    depositAddresses: 20,
    fundingDiscount: '35',
  },
];

export const OWNING_LEVELS = [
  { level: 1, minAmount: '500', takerFeeDiscount: '10', makerFeeDiscount: '10' },
  { level: 2, minAmount: '5000', takerFeeDiscount: '25', makerFeeDiscount: '25' },
  { level: 3, minAmount: '25000', takerFeeDiscount: '40', makerFeeDiscount: '40' },
] as const;

const HEX = '0123456789abcdef';

/** Twelve monthly burns, each on the first of a month at 00:00 UTC, the last one before the seed was laid. */
function seedBurns(ledger: Ledger): Burn[] {
  const random = ledger.random('wbt:burns');
  const start = new Date(ledger.createdAt);
  const burns: Burn[] = [];
  for (let i = 11; i >= 0; i--) {
    const time = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - i, 1);
    const cents = BigInt(random.int(80_000_000, 150_000_000));
    burns.unshift({
      id: 30 + (12 - i),
      amount: decimal(cents * 1_000_000n),
      time,
      txHash: `0x${Array.from({ length: 64 }, () => HEX[random.int(0, 15)]).join('')}`,
    });
  }
  return burns;
}

function seed(ledger: Ledger): WbtState {
  const day = 86_400_000;
  const earlier = ledger.createdAt - 20 * day;
  return {
    held: '1000',
    requests: [{ id: 5390, amount: '50', force: true, status: 'completed', createdAt: earlier, availableAt: earlier, fee: '2.5' }],
    burns: seedBurns(ledger),
  };
}

export function defineWbt(ledger: Ledger): void {
  ledger.defineSlice(SLICE, seed);
}

export const wbtState = (ledger: Ledger): WbtState => ledger.slice<WbtState>(SLICE, seed);

/** Gives back to main what pending requests released by now (the ledger's clock). */
export function settleUnholds(ledger: Ledger): void {
  const state = wbtState(ledger);
  const now = ledger.now();
  let settled = false;
  for (const request of [...state.requests].reverse()) {
    if (request.status !== 'pending' || request.availableAt > now) continue;
    settled = true;
    ledger.post({ account: 'main', ticker: WBT, available: request.amount });
    request.status = 'completed';
    ledger.record(
      'wbt-unholds',
      { requestId: request.id, amount: request.amount, force: false, fee: '0', received: request.amount },
      request.availableAt,
    );
  }
  if (settled) ledger.changed();
}

/** WBT taken out of hold by requests still pending. */
export const pendingUnhold = (ledger: Ledger): bigint =>
  sum(
    wbtState(ledger)
      .requests.filter((r) => r.status === 'pending')
      .map((r) => units(r.amount)),
  );

export const heldUnits = (ledger: Ledger): bigint => units(wbtState(ledger).held);

const total = (ledger: Ledger, account: 'main' | 'spot'): bigint => {
  const h = ledger.balance(account, WBT);
  return h.available + h.freeze;
};

/** GET /v2/wbt/balances: main and trade from the ledger, hold and unhold from the slice, launchpad from the launchpad's. */
export function wbtBalances(ledger: Ledger) {
  settleUnholds(ledger);
  // The launchpad settles first: a distribution's refund lands on main, which is read next.
  const launchpad = launchpadBalance(ledger);
  return {
    main: decimal(total(ledger, 'main')),
    hold: decimal(heldUnits(ledger)),
    unhold: decimal(pendingUnhold(ledger)),
    trade: decimal(total(ledger, 'spot')),
    launchpad,
  };
}

/** POST /v2/wbt/hold: main → held, all or nothing (InsufficientBalance when main has less). */
export function hold(ledger: Ledger, amount: bigint): void {
  settleUnholds(ledger);
  ledger.post({ account: 'main', ticker: WBT, available: -amount });
  const state = wbtState(ledger);
  state.held = decimal(units(state.held) + amount);
  ledger.record('wbt-holds', { amount: decimal(amount) });
  ledger.changed();
}

/** POST /v2/wbt/unhold-requests. Returns undefined when less than `amount` is held. */
export function requestUnhold(ledger: Ledger, amount: bigint, force: boolean): UnholdRequest | undefined {
  settleUnholds(ledger);
  const state = wbtState(ledger);
  if (units(state.held) < amount) return undefined;
  const now = ledger.now();
  const fee = force ? percentOf(amount, FORCE_FEE_PERCENT) : 0n;
  const request: UnholdRequest = {
    id: ledger.nextId('wbt-unhold', 5400),
    amount: decimal(amount),
    force,
    status: force ? 'completed' : 'pending',
    createdAt: now,
    availableAt: force ? now : now + UNHOLD_DELAY_MS,
    fee: decimal(fee),
  };
  state.held = decimal(units(state.held) - amount);
  state.requests.unshift(request);
  if (force) {
    ledger.post({ account: 'main', ticker: WBT, available: amount - fee });
    ledger.record('wbt-unholds', {
      requestId: request.id,
      amount: request.amount,
      force,
      fee: request.fee,
      received: decimal(amount - fee),
    });
  }
  ledger.changed();
  return request;
}

/** DELETE /v2/wbt/unhold-requests/{id}: a pending request goes back on hold. */
export function cancelUnhold(ledger: Ledger, id: number): UnholdRequest | 'missing' | 'not-pending' {
  settleUnholds(ledger);
  const state = wbtState(ledger);
  const request = state.requests.find((r) => r.id === id);
  if (!request) return 'missing';
  if (request.status !== 'pending') return 'not-pending';
  request.status = 'cancelled';
  state.held = decimal(units(state.held) + units(request.amount));
  ledger.changed();
  return request;
}

/** The highest level whose minimum `amount` reaches (0 below the first). */
export function levelFor(levels: readonly { level: number; minAmount: string }[], amount: bigint): number {
  return levels.filter((l) => units(l.minAmount) <= amount).reduce((best, l) => Math.max(best, l.level), 0);
}

export const holdingLevel = (ledger: Ledger): number => levelFor(HOLDING_LEVELS, heldUnits(ledger));

export function fundingDiscountOf(level: number): string | undefined {
  if (level === 0) return '0';
  return HOLDING_LEVELS.find((l) => l.level === level)?.fundingDiscount;
}

/** The one WBT price of the demo: the WBT-USDT market's last price. */
export const wbtPrice = (exchange: MockExchange): string => exchange.simulated(WBT_MARKET).statistics().last;

function supply(ledger: Ledger) {
  const burned = sum(wbtState(ledger).burns.map((b) => units(b.amount)));
  return { totalBurned: decimal(burned), totalSupply: decimal(MAX_SUPPLY - burned) };
}

export function wbtInfo(ctx: LedgerContext) {
  const { totalBurned, totalSupply } = supply(ctx.ledger);
  return { ticker: WBT, price: wbtPrice(ctx.exchange), totalSupply, circulatingSupply: CIRCULATING, totalBurned, holders: HOLDERS };
}

export function wbtBanner(ctx: LedgerContext) {
  const stats = ctx.exchange.simulated(WBT_MARKET).statistics();
  const open = new Decimal(stats.open);
  const change = open.isZero() ? new Decimal(0) : new Decimal(stats.last).minus(open).div(open).times(100).toDecimalPlaces(2);
  return {
    price: stats.last,
    change: change.isZero() ? '0' : change.toFixed(),
    holdingApr: HOLDING_APR,
    totalBurned: supply(ctx.ledger).totalBurned,
  };
}
