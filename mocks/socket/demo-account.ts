/**
 * The demo user's private data for the socket mock: spot and collateral balances, active, conditional and finished
 * orders, a margin position and a borrow. Queries read it; `activity()` makes it live (an order fills, a new one is
 * placed, earn pays a reward, now and then a benefit or KYC event) and returns the events to publish. A stateful mock
 * exchange can replace that activity and publish its own events through the hub's publish methods.
 */
import type { BalanceUpdateFrame, FlexPlanInvestmentFrame, InvestmentFrame } from '../../generated/socket/account-socket.zod';
import type {
  BorrowPositions,
  MarginAssetBalance,
  MarginPositions,
  Order,
  OrderPage,
  SpotBalances,
  UserDeal,
} from '../../generated/socket/trade-socket.zod';
import type { BenefitLevelUpdateFrame, KycRestrictionEventFrame } from '../../generated/socket/web-socket.zod';
import { createRandom, hashString, type Random } from './random';
import type { SimulatedMarket } from './simulated-market';
import { toUnits, trimmed } from './units';

/** Balances are kept in units of 10^-8. */
const D = 8;
const SPOT_TYPES = new Set([1, 2, 202, 778]);
const MARGIN_TYPES = new Set([7, 8, 779]);
const CONDITIONAL_TYPES = new Set([3, 4, 9, 10, 203]);

export type AccountEvent =
  | { kind: 'order'; event: 1 | 2 | 3; order: Order }
  | { kind: 'deal'; deal: UserDeal }
  | { kind: 'spot'; balances: SpotBalances }
  | { kind: 'account'; frame: BalanceUpdateFrame | FlexPlanInvestmentFrame | InvestmentFrame }
  | { kind: 'web'; frame: BenefitLevelUpdateFrame | KycRestrictionEventFrame };

interface Balance {
  available: bigint;
  freeze: bigint;
}

/** Where a mock exchange keeps the account's positions: the socket then streams its figures instead of the seed's. */
export interface PositionsSource {
  margin(now: number): MarginPositions;
  borrow(now: number): BorrowPositions;
  balances(tickers: readonly string[]): MarginAssetBalance[];
}

export class DemoAccount {
  readonly spot = new Map<string, Balance>();
  /** The user's own trades, newest first (a mock exchange records them; the socket replays them on subscribe). */
  readonly deals: UserDeal[] = [];
  /** Set by a mock exchange that keeps real positions. */
  positions: PositionsSource | undefined;
  readonly collateral = new Map<string, { balance: bigint; borrow: bigint }>();
  readonly active: Order[] = [];
  readonly finished: Order[] = [];
  private readonly random: Random;
  private nextOrderId: number;
  private nextDealId: number;
  private flexInvested = toUnits('2500', D);
  private benefitLevel = 2;
  private steps = 0;

  constructor(
    readonly userId: string,
    seed: number,
    private readonly market: (name: string) => SimulatedMarket,
    now: number,
  ) {
    this.random = createRandom((seed ^ hashString(userId)) >>> 0);
    this.nextOrderId = 1_212_904_480_000 + this.random.int(0, 900);
    this.nextDealId = 13_674_578_000 + this.random.int(0, 900);
    for (const [ticker, available, freeze] of [
      ['BTC', '0.5123', '0.01'],
      ['ETH', '4.2', '0'],
      ['USDT', '12450.12', '250'],
      ['SOL', '30', '0'],
      ['WBT', '150', '0'],
      ['TRY', '0', '0'],
    ] as const) {
      this.spot.set(ticker, { available: toUnits(available, D), freeze: toUnits(freeze, D) });
    }
    this.collateral.set('USDT', { balance: toUnits('5000', D), borrow: toUnits('810', D) });
    this.collateral.set('BTC', { balance: toUnits('0.05', D), borrow: 0n });
    const t = now / 1000;
    this.place('BTC_USDT', 1, 2, -0.012, '0.0025', t - 3600);
    this.place('BTC_USDT', 1, 1, 0.015, '0.004', t - 1800);
    this.place('ETH_USDT', 1, 2, -0.02, '0.5', t - 900);
    this.place('BTC_PERP', 7, 2, -0.01, '0.01', t - 7200);
    this.place('BTC_USDT', 3, 1, -0.05, '0.003', t - 600, { activation_price: 'below', activation_condition: 'lte' });
    this.place('ETH_USDT', 3, 2, 0.04, '0.25', t - 300, { activation_price: 'above', activation_condition: 'gte' });
    for (let i = 0; i < 24; i++) {
      const order = this.place(
        i % 3 === 0 ? 'ETH_USDT' : 'BTC_USDT',
        i % 4 === 0 ? 2 : 1,
        i % 2 ? 1 : 2,
        (this.random.next() - 0.5) * 0.02,
        i % 2 ? '0.002' : '0.1',
        t - 86_400 + i * 3000,
      );
      this.active.splice(this.active.indexOf(order), 1);
      const filled = i % 5 !== 0;
      Object.assign(order, this.fillFields(order, filled ? order.amount : '0'), {
        status: filled ? 'FILLED' : 'CANCELED',
        mtime: order.ctime + 60,
        ftime: order.ctime + 60,
      });
      order.left = filled ? '0' : order.amount;
      this.finished.unshift(order);
    }
  }

  spotBalances(tickers: readonly string[] = []): SpotBalances {
    const out: SpotBalances = {};
    for (const [ticker, b] of [...this.spot].sort(([a], [b]) => a.localeCompare(b))) {
      if (tickers.length && !tickers.includes(ticker)) continue;
      out[ticker] = { available: trimmed(b.available, D), freeze: trimmed(b.freeze, D) };
    }
    return out;
  }

  marginBalances(tickers: readonly string[] = []): MarginAssetBalance[] {
    if (this.positions) return this.positions.balances(tickers);
    return [...this.collateral]
      .filter(([ticker]) => !tickers.length || tickers.includes(ticker))
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([ticker, c]) => {
        const free = c.balance - c.borrow > 0n ? c.balance - c.borrow : 0n;
        return { a: ticker, B: trimmed(c.balance, D), b: trimmed(c.borrow, D), av: trimmed(free, D), ab: trimmed(free * 5n, D) };
      });
  }

  spotOrders(market: string, offset: number, limit: number): OrderPage {
    return page(
      this.active.filter((o) => o.market === market && SPOT_TYPES.has(o.type)),
      offset,
      limit,
    );
  }

  marginOrders(market: string, offset: number, limit: number): OrderPage {
    return page(
      this.active.filter((o) => o.market === market && MARGIN_TYPES.has(o.type)),
      offset,
      limit,
    );
  }

  conditionalOrders(market: string, offset: number, limit: number): OrderPage {
    return page(
      this.active.filter((o) => o.market === market && CONDITIONAL_TYPES.has(o.type)),
      offset,
      limit,
    );
  }

  orderHistory(market: string, offset: number, limit: number): OrderPage {
    return page(
      this.finished.filter((o) => o.market === market),
      offset,
      limit,
    );
  }

  marginPositions(now: number): MarginPositions {
    if (this.positions) return this.positions.margin(now);
    const m = this.market('BTC_PERP');
    const p = m.profile.priceDecimals;
    const a = m.profile.amountDecimals;
    const amount = toUnits('0.025', a);
    const base = toUnits('96000', p);
    const mark = BigInt(m.lastPriceUnits());
    const pnl = (mark - base) * amount;
    const margin = (base * amount) / 10n;
    const collateral = toUnits('5000', p + a);
    return {
      total: 1,
      records: [
        {
          id: 2,
          market: 'BTC_PERP',
          ctime: 1732100000,
          mtime: Math.floor(now / 1000),
          amount: trimmed(amount, a),
          amount_in_money: trimmed(mark * amount, p + a),
          base_price: trimmed(base, p),
          pnl: trimmed(pnl, p + a),
          liq_price: trimmed((base * 9n) / 10n, p),
          liq_stage: null,
          unrealized_funding: '0',
          funding: '-0.0132',
          margin: trimmed(margin, p + a),
          free_margin: trimmed(collateral - margin + pnl, p + a),
          realized_pnl: '0',
          position_side: 'BOTH',
        },
      ],
    };
  }

  borrowPositions(now: number): BorrowPositions {
    if (this.positions) return this.positions.borrow(now);
    const borrow = this.collateral.get('USDT')?.borrow ?? 0n;
    const hours = BigInt(Math.max(0, Math.floor((now / 1000 - 1732100000) / 3600)));
    return {
      total: borrow > 0n ? 1 : 0,
      records:
        borrow > 0n
          ? [
              {
                asset: 'USDT',
                ctime: 1732100000,
                mtime: Math.floor(now / 1000),
                amount: trimmed(-borrow, D),
                unrealized_funding: trimmed((borrow * (hours % 1000n)) / 1_000_000n, D),
                liq_price: this.random.chance(0.5) ? 'NaN' : '70000',
              },
            ]
          : [],
    };
  }

  /** One beat of demo life (about every 2.5 s): returns what happened, for the hub to publish. */
  activity(now: number): AccountEvent[] {
    this.steps++;
    const events: AccountEvent[] = [];
    const t = now / 1000;
    const spotOrders = this.active.filter((o) => o.type === 1);
    if (spotOrders.length && this.random.chance(0.7)) events.push(...this.fill(this.random.pick(spotOrders), t));
    if (spotOrders.length < 4 && this.random.chance(0.5)) {
      const market = this.random.pick(['BTC_USDT', 'ETH_USDT']);
      const side = this.random.chance(0.5) ? 1 : 2;
      const order = this.place(market, 1, side, side === 2 ? -0.002 : 0.002, market === 'BTC_USDT' ? '0.0015' : '0.2', t);
      events.push({ kind: 'order', event: 1, order: { ...order } }, ...this.freeze(order));
    }
    if (this.steps % 4 === 0) {
      const earned = toUnits((0.01 + this.random.next() * 0.3).toFixed(4), D);
      this.flexInvested += earned;
      events.push({
        kind: 'account',
        frame: {
          event: 'flexPlanInvestment',
          data: {
            ticker: 'USDT',
            transactionType: 4,
            amount: trimmed(earned, D),
            invested: trimmed(this.flexInvested, D),
            status: 1,
            time: Math.floor(t),
          },
        },
      });
      events.push({
        kind: 'account',
        frame: {
          event: 'investment',
          data: { type: 'earned', id: 70412, planId: 31, ticker: 'USDT', amount: trimmed(earned / 2n, D), time: Math.floor(t) },
        },
      });
    }
    if (this.steps % 10 === 0) {
      this.benefitLevel = this.benefitLevel === 2 ? 3 : 2;
      events.push({
        kind: 'web',
        frame: {
          event: 'benefitLevelUpdate',
          data: {
            holdingLevel: this.benefitLevel,
            owningLevel: 2,
            holding: {
              freeAmlChecks: this.benefitLevel * 2,
              freeWithdrawals: this.benefitLevel * 3,
              makerFeeDiscount: String(this.benefitLevel * 5),
              referralRate: 40 + this.benefitLevel,
              depositAddresses: this.benefitLevel,
              fundingDiscount: String(this.benefitLevel * 3),
            },
            owning: { takerFeeDiscount: '10', makerFeeDiscount: '10' },
          },
        },
      });
    }
    if (this.steps % 25 === 0)
      events.push({ kind: 'web', frame: { event: 'kycRestrictionEvent', data: { paymentKycStatus: 'verified' } } });
    if (this.steps % 30 === 0) {
      events.push({
        kind: 'account',
        frame: {
          event: 'investment',
          data: { type: 'open', id: 70413 + this.steps, planId: 31, ticker: 'USDT', amount: '100', time: Math.floor(t) },
        },
      });
      events.push({
        kind: 'account',
        frame: {
          event: 'investment',
          data: { type: 'close', id: 70413 + this.steps, planId: 31, ticker: 'USDT', amount: '100', profit: '0.82', time: Math.floor(t) },
        },
      });
    }
    return events;
  }

  // ------------------------------------------------------------------ internals

  private place(
    market: string,
    type: Order['type'],
    side: 1 | 2,
    offset: number,
    amount: string,
    ctime: number,
    conditional?: { activation_price: 'above' | 'below'; activation_condition: 'lte' | 'gte' },
  ): Order {
    const m = this.market(market);
    const last = m.lastPriceUnits();
    const price = m.price(Math.max(1, Math.round(last * (1 + offset))));
    const amountText = m.amount(toUnits(amount, m.profile.amountDecimals));
    const order: Order = {
      id: this.nextOrderId++,
      market,
      type,
      side,
      post_only: false,
      ioc: false,
      ctime,
      mtime: ctime,
      price,
      amount: amountText,
      left: amountText,
      deal_stock: '0',
      deal_money: '0',
      deal_fee: '0',
      client_order_id: '',
      stp: 'no',
      status: 'OPEN',
      ...(MARGIN_TYPES.has(type) ? { position_side: 'BOTH' as const, reduce_only: false } : {}),
      ...(conditional
        ? {
            activation_price: m.price(Math.max(1, Math.round(last * (conditional.activation_price === 'above' ? 1.03 : 0.97)))),
            activation_condition: conditional.activation_condition,
            activated: false,
          }
        : {}),
    };
    this.active.push(order);
    return order;
  }

  /** deal_stock, deal_money and deal_fee of an order that dealt `stock` (base amount as a decimal string). */
  private fillFields(order: Order, stock: string): Pick<Order, 'deal_stock' | 'deal_money' | 'deal_fee'> {
    const m = this.market(order.market);
    const a = m.profile.amountDecimals;
    const p = m.profile.priceDecimals;
    const money = toUnits(stock, a) * toUnits(order.price, p);
    return { deal_stock: trimmed(toUnits(stock, a), a), deal_money: trimmed(money, a + p), deal_fee: trimmed(money / 1000n, a + p) };
  }

  private fill(order: Order, t: number): AccountEvent[] {
    const m = this.market(order.market);
    const a = m.profile.amountDecimals;
    const p = m.profile.priceDecimals;
    const left = toUnits(order.left, a);
    const part = this.random.chance(0.5) ? left : (left * BigInt(this.random.int(20, 80))) / 100n;
    if (part <= 0n) return [];
    const dealt = toUnits(order.deal_stock, a) + part;
    const rest = left - part;
    Object.assign(order, this.fillFields(order, trimmed(dealt, a)), {
      left: trimmed(rest, a),
      mtime: t,
      status: rest === 0n ? 'FILLED' : 'PARTIALLY_FILLED',
    });
    const [base, quote] = order.market.split('_') as [string, string];
    const money = (part * toUnits(order.price, p) * 10n ** BigInt(D)) / 10n ** BigInt(a + p);
    const fee = money / 1000n;
    const baseUnits = (part * 10n ** BigInt(D)) / 10n ** BigInt(a);
    const events: AccountEvent[] = [];
    if (order.side === 2) {
      this.adjust(quote, 0n, -money);
      this.adjust(quote, -fee, 0n);
      this.adjust(base, baseUnits, 0n);
    } else {
      this.adjust(base, 0n, -baseUnits);
      this.adjust(quote, money - fee, 0n);
    }
    const deal: UserDeal = [
      this.nextDealId++,
      t,
      order.market,
      order.id,
      order.price,
      trimmed(part, a),
      trimmed(fee, D),
      order.client_order_id ?? '',
      order.side,
      1,
      quote,
    ];
    if (rest === 0n) {
      this.active.splice(this.active.indexOf(order), 1);
      this.finished.unshift({ ...order, ftime: t });
      if (this.finished.length > 200) this.finished.length = 200;
    }
    events.push({ kind: 'order', event: rest === 0n ? 3 : 2, order: { ...order } }, { kind: 'deal', deal });
    events.push(
      ...this.balanceEvents([base, quote], {
        [base]: order.side === 2 ? baseUnits : -baseUnits,
        [quote]: order.side === 2 ? -money - fee : money - fee,
      }),
    );
    return events;
  }

  private freeze(order: Order): AccountEvent[] {
    const m = this.market(order.market);
    const a = m.profile.amountDecimals;
    const p = m.profile.priceDecimals;
    const [base, quote] = order.market.split('_') as [string, string];
    const ticker = order.side === 2 ? quote : base;
    const units =
      order.side === 2
        ? (toUnits(order.amount, a) * toUnits(order.price, p) * 10n ** BigInt(D)) / 10n ** BigInt(a + p)
        : (toUnits(order.amount, a) * 10n ** BigInt(D)) / 10n ** BigInt(a);
    const available = this.spot.get(ticker)?.available ?? 0n;
    const moved = units > available ? available : units;
    this.adjust(ticker, -moved, moved);
    return this.balanceEvents([ticker], { [ticker]: 0n });
  }

  /** Moves balances, never below zero. */
  private adjust(ticker: string, available: bigint, freeze: bigint): void {
    const b = this.spot.get(ticker) ?? { available: 0n, freeze: 0n };
    this.spot.set(ticker, {
      available: b.available + available < 0n ? 0n : b.available + available,
      freeze: b.freeze + freeze < 0n ? 0n : b.freeze + freeze,
    });
  }

  private balanceEvents(tickers: string[], changes: Record<string, bigint>): AccountEvent[] {
    const events: AccountEvent[] = [{ kind: 'spot', balances: this.spotBalances(tickers) }];
    for (const ticker of tickers) {
      const b = this.spot.get(ticker)!;
      events.push({
        kind: 'account',
        frame: {
          event: 'balanceUpdate',
          data: {
            ticker,
            type: 'spot',
            amount: trimmed(changes[ticker] ?? 0n, D),
            balance: trimmed(b.available + b.freeze, D),
            withBorrow: trimmed(b.available, D),
          },
        },
      });
    }
    return events;
  }
}

function page(records: Order[], offset: number, limit: number): OrderPage {
  const newest = [...records].sort((a, b) => b.ctime - a.ctime || b.id - a.id);
  return { limit, offset, total: newest.length, records: newest.slice(offset, offset + limit).map((o) => ({ ...o })) };
}
