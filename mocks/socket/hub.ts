/**
 * The socket mock's protocol engine, transport-free: MockSocketHub holds the simulated markets, the demo accounts
 * and the connected sessions; a MockSocketSession speaks the trade-socket contract for one connection.
 *
 * - Requests are checked against the generated request validators (tradeSocketMethods): unknown method → error 4,
 *   params that break the contract → 1, a private method before server.auth → 6, over the rate limit → 7; then
 *   answered with the reply the contract gives. Invalid JSON closes the connection (as the published server does).
 * - A subscription is acknowledged, then fed: depth a snapshot then deltas (update_id / past_update_id, amount "0"
 *   removes a level, a keepalive snapshot after 10 s without change), deals the latest trades then new ones, state
 *   every second, private streams from the user's demo account. Subscribing again replaces the subscription.
 * - Account and web events go to every connection authorized as their user, as `{event, data}` frames.
 * - tick() advances the simulation one step at the hub's clock; start() ticks on a timer (transports), tests tick by
 *   hand with a virtual clock. The publish* methods let a stateful mock exchange push balance and order events.
 * Every frame is built from the generated types, and the tests validate every frame against the generated validators.
 */
import { accountSocketEvents } from '../../generated/socket/account-socket.protocol';
import { tradeSocketEvents, tradeSocketMethods, type TradeSocketMethod } from '../../generated/socket/trade-socket.protocol';
import type {
  DepthUpdateFrame,
  ErrorReplyFrame,
  MarginAssetBalance,
  Order,
  OrderPageParams,
  SpotBalances,
  UserDeal,
} from '../../generated/socket/trade-socket.zod';
import { webSocketEvents } from '../../generated/socket/web-socket.protocol';
import { DemoAccount, type AccountEvent } from './demo-account';
import { SimulatedMarket, type Level } from './simulated-market';
import { engineTime } from './units';

export interface MockSocketTransport {
  send(text: string): void;
  close(code?: number, reason?: string): void;
  /** Drops the connection without a closing handshake (fault tests); close() when absent. */
  terminate?(): void;
}

export interface MockSocketHubOptions {
  /** Seed of every simulated market and account; the same seed and clock give the same frames. Default 20261121. */
  seed?: number;
  /** The clock, in ms. Default Date.now; tests pass a virtual one. */
  now?: () => number;
  /** The user a server.auth token authorizes, or undefined to refuse it (error 1). Default: any token of 8+ characters not starting with "invalid" is the user "demo". */
  authorize?: (token: string) => string | undefined;
  /** The demo account's own life (fills, new orders, earn rewards, benefit and KYC events): ms between beats, or false. Default 2500. */
  demoActivityMs?: number | false;
  /** Requests allowed per window and connection before error 7. Default: no limit. */
  rateLimit?: { requests: number; perMs: number };
  /** Runs at every tick before the markets step: a mock exchange matches its users' orders here. */
  beforeStep?: (now: number) => void;
  /** Sees every frame in and out (tests, logging). */
  onFrame?: (direction: 'in' | 'out', text: string, session: MockSocketSession) => void;
}

export const SOCKET_ERROR_MESSAGES: Readonly<Record<ErrorReplyFrame['error']['code'], string>> = {
  1: 'invalid argument',
  2: 'internal error',
  3: 'service unavailable',
  4: 'method not found',
  5: 'service timeout',
  6: 'require authentication',
  7: 'too many requests',
};

const DEPTH_KEEPALIVE_MS = 10_000;
const STATE_EVERY_MS = 1_000;
const POSITIONS_EVERY_MS = 1_000;
const BORROWS_EVERY_MS = 1_500;

type Subscription =
  | {
      kind: 'depth';
      market: string;
      limit: number;
      step: number;
      asks: Map<string, string>;
      bids: Map<string, string>;
      lastUpdateId: number;
      lastSentAt: number;
    }
  | { kind: 'deals'; markets: string[] }
  | { kind: 'state'; markets: string[]; lastSentAt: number }
  | { kind: 'asset'; tickers: string[] }
  | { kind: 'order'; markets: string[] }
  | { kind: 'user_deals'; markets: string[] }
  | { kind: 'margin_positions'; lastSentAt: number }
  | { kind: 'borrow_positions'; lastSentAt: number }
  | { kind: 'margin_asset'; tickers: string[] };

interface StepResult {
  changed: boolean;
  trades: ReturnType<SimulatedMarket['step']>['trades'];
}

class RequestError extends Error {
  constructor(readonly code: ErrorReplyFrame['error']['code']) {
    super(SOCKET_ERROR_MESSAGES[code]);
  }
}

export class MockSocketHub {
  readonly now: () => number;
  readonly seed: number;
  /** Frames in and out, subscribe requests, and the most connections that held each stream at once. */
  readonly stats = { framesIn: 0, framesOut: 0, subscribes: 0, maxLiveSubscriptions: {} as Record<string, number> };
  private readonly sessionSet = new Set<MockSocketSession>();
  private readonly markets = new Map<string, SimulatedMarket>();
  private readonly accounts = new Map<string, DemoAccount>();
  private readonly lastActivity = new Map<string, number>();
  private readonly injected = new Map<string, { code: ErrorReplyFrame['error']['code']; times: number }>();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(readonly options: MockSocketHubOptions = {}) {
    this.now = options.now ?? Date.now;
    this.seed = options.seed ?? 20261121;
  }

  /** A new connection: the transport sends and closes; the caller feeds received text to session.receive(). */
  connect(transport: MockSocketTransport): MockSocketSession {
    const session = new MockSocketSession(this, transport);
    this.sessionSet.add(session);
    return session;
  }

  get sessions(): readonly MockSocketSession[] {
    return [...this.sessionSet];
  }

  /** Ticks every intervalMs (100 ms, the published depth cadence) until stop(). Idempotent. */
  start(intervalMs = 100): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.tick(), intervalMs);
    (this.timer as { unref?: () => void }).unref?.();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** One step of every market at the hub's clock, then every session's streams and the demo accounts' life. */
  tick(): void {
    const now = this.now();
    this.options.beforeStep?.(now);
    const results = new Map<string, StepResult>();
    for (const market of this.markets.values()) results.set(market.name, market.step(now));
    for (const session of [...this.sessionSet]) session.tick(now, results);
    if (this.options.demoActivityMs !== false) {
      const every = this.options.demoActivityMs ?? 2_500;
      const users = new Set([...this.sessionSet].flatMap((s) => (s.userId ? [s.userId] : [])));
      for (const user of users) {
        const last = this.lastActivity.get(user);
        if (last === undefined) this.lastActivity.set(user, now);
        else if (now - last >= every) {
          this.lastActivity.set(user, now);
          this.publishAll(user, this.account(user).activity(now));
        }
      }
    }
  }

  /** The simulated market of a name, made on first use. */
  market(name: string): SimulatedMarket {
    let market = this.markets.get(name);
    if (!market) {
      market = new SimulatedMarket(name, this.seed, this.now());
      this.markets.set(name, market);
    }
    return market;
  }

  /** The demo account of a user, made on first use. */
  account(userId = 'demo'): DemoAccount {
    let account = this.accounts.get(userId);
    if (!account) {
      account = new DemoAccount(userId, this.seed, (name) => this.market(name), this.now());
      this.accounts.set(userId, account);
    }
    return account;
  }

  /** How many connections hold a subscription of this stream now (e.g. 'depth.update'). */
  liveSubscriptions(event: string): number {
    return [...this.sessionSet].filter((s) => s.subscriptions.has(event)).length;
  }

  /** The next `times` requests of `method` (any connection) fail with `code`. */
  failNext(method: string, code: ErrorReplyFrame['error']['code'], times = 1): void {
    this.injected.set(method, { code, times });
  }

  /** Drops every connection (a server restart, a network cut): no closing handshake where the transport allows. */
  dropAll(): void {
    for (const session of [...this.sessionSet]) session.drop();
  }

  // ------------------------------------------------------------------ publishing (a mock exchange calls these)

  /** asset.update to the user's asset subscribers (each sees its tickers only). */
  publishSpotBalances(balances: SpotBalances, userId?: string): void {
    for (const s of this.authorized(userId)) s.pushSpot(balances);
  }

  /** margin_asset.update to the user's margin_asset subscribers. */
  publishMarginBalances(balances: MarginAssetBalance[], userId?: string): void {
    for (const s of this.authorized(userId)) s.pushMarginAssets(balances);
  }

  /** order.update [event, order] to the user's order subscribers of the order's market. */
  publishOrder(event: 1 | 2 | 3, order: Order, userId?: string): void {
    for (const s of this.authorized(userId)) s.pushOrder(event, order);
  }

  /** margin_positions.update and borrow_positions.update at once to the user's subscribers (after a fill or a close). */
  publishPositions(userId?: string): void {
    for (const s of this.authorized(userId)) s.pushPositions(this.now());
  }

  /** user_deals.update to the user's subscribers of the deal's market. */
  publishUserDeal(deal: UserDeal, userId?: string): void {
    for (const s of this.authorized(userId)) s.pushUserDeal(deal);
  }

  /** An account socket event ({event, data}: balanceUpdate, flexPlanInvestment, investment) to the user's connections. */
  publishAccountEvent(frame: { event: keyof typeof accountSocketEvents; data: unknown }, userId?: string): void {
    const checked = accountSocketEvents[frame.event].parse(frame);
    for (const s of this.authorized(userId)) s.send(checked);
  }

  /** A web socket event ({event, data}: benefitLevelUpdate, kycRestrictionEvent) to the user's connections. */
  publishWebEvent(frame: { event: keyof typeof webSocketEvents; data: unknown }, userId?: string): void {
    const checked = webSocketEvents[frame.event].parse(frame);
    for (const s of this.authorized(userId)) s.send(checked);
  }

  private publishAll(userId: string, events: AccountEvent[]): void {
    for (const e of events) {
      if (e.kind === 'order') this.publishOrder(e.event, e.order, userId);
      else if (e.kind === 'deal') this.publishUserDeal(e.deal, userId);
      else if (e.kind === 'spot') this.publishSpotBalances(e.balances, userId);
      else if (e.kind === 'account') this.publishAccountEvent(e.frame, userId);
      else this.publishWebEvent(e.frame, userId);
    }
  }

  private authorized(userId: string | undefined): MockSocketSession[] {
    return [...this.sessionSet].filter((s) => s.userId !== undefined && (userId === undefined || s.userId === userId));
  }

  // ------------------------------------------------------------------ for sessions

  /** @internal */
  takeInjected(method: string): ErrorReplyFrame['error']['code'] | undefined {
    const entry = this.injected.get(method);
    if (!entry) return undefined;
    if (--entry.times <= 0) this.injected.delete(method);
    return entry.code;
  }

  /** @internal */
  closed(session: MockSocketSession): void {
    this.sessionSet.delete(session);
  }

  /** @internal */
  countLive(event: string): void {
    const live = this.liveSubscriptions(event);
    this.stats.maxLiveSubscriptions[event] = Math.max(this.stats.maxLiveSubscriptions[event] ?? 0, live);
  }
}

export class MockSocketSession {
  /** The user server.auth authorized, if any. */
  userId: string | undefined;
  /** Live subscriptions by their event name. */
  readonly subscriptions = new Map<string, Subscription>();
  private closedFlag = false;
  private readonly requestTimes: number[] = [];

  constructor(
    private readonly hub: MockSocketHub,
    private readonly transport: MockSocketTransport,
  ) {}

  get closed(): boolean {
    return this.closedFlag;
  }

  /** The transport closed (the client went away): forget the session. */
  close(): void {
    if (this.closedFlag) return;
    this.closedFlag = true;
    const events = [...this.subscriptions.keys()];
    this.subscriptions.clear();
    this.hub.closed(this);
    for (const e of events) this.hub.countLive(e);
  }

  /** Cuts the connection from the server side. */
  drop(): void {
    if (this.transport.terminate) this.transport.terminate();
    else this.transport.close(1012, 'service restart');
    this.close();
  }

  send(frame: unknown): void {
    if (this.closedFlag) return;
    const text = JSON.stringify(frame);
    this.hub.stats.framesOut++;
    this.hub.options.onFrame?.('out', text, this);
    this.transport.send(text);
  }

  /** One frame from the client. */
  receive(text: string): void {
    if (this.closedFlag) return;
    this.hub.stats.framesIn++;
    this.hub.options.onFrame?.('in', text, this);
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      // The published server closes the connection on invalid JSON.
      this.transport.close(4400, 'invalid JSON');
      this.close();
      return;
    }
    const f = (frame && typeof frame === 'object' ? frame : {}) as { id?: unknown; method?: unknown; params?: unknown };
    if (typeof f.id !== 'number' || !Number.isInteger(f.id) || f.id < 1) return; // no id to answer: ignored
    const id = f.id;
    try {
      this.handle(id, f.method, frame);
    } catch (error) {
      const code = error instanceof RequestError ? error.code : 2;
      this.send({ id, result: null, error: { code, message: SOCKET_ERROR_MESSAGES[code] } } satisfies ErrorReplyFrame);
    }
  }

  private handle(id: number, method: unknown, frame: unknown): void {
    if (typeof method !== 'string' || !Object.hasOwn(tradeSocketMethods, method)) throw new RequestError(4);
    const spec = tradeSocketMethods[method as TradeSocketMethod];
    const request = spec.request.safeParse(frame);
    if (!request.success) throw new RequestError(1);
    const rate = this.hub.options.rateLimit;
    if (rate) {
      const now = this.hub.now();
      while (this.requestTimes.length && now - this.requestTimes[0]! >= rate.perMs) this.requestTimes.shift();
      this.requestTimes.push(now);
      if (this.requestTimes.length > rate.requests) throw new RequestError(7);
    }
    const injected = this.hub.takeInjected(method);
    if (injected) throw new RequestError(injected);
    if (spec.auth && !this.userId) throw new RequestError(6);
    const params = (request.data as { params: unknown }).params;
    this.dispatch(id, method as TradeSocketMethod, params);
  }

  private reply(id: number, result: unknown): void {
    this.send({ id, result, error: null });
  }

  private ack(id: number): void {
    this.reply(id, { status: 'success' });
  }

  private subscribe(event: string, subscription: Subscription): void {
    this.hub.stats.subscribes++;
    this.subscriptions.set(event, subscription);
    this.hub.countLive(event);
  }

  private unsubscribe(event: string): void {
    this.subscriptions.delete(event);
    this.hub.countLive(event);
  }

  private dispatch(id: number, method: TradeSocketMethod, params: unknown): void {
    const now = this.hub.now();
    const account = () => this.hub.account(this.userId);
    const pageArgs = (p: unknown): [string, number, number] => {
      const [market, offset, limit] = p as OrderPageParams;
      return [market, offset, limit ?? 100];
    };
    switch (method) {
      case 'server.auth': {
        const [token] = params as [string, 'web'];
        const user = (this.hub.options.authorize ?? defaultAuthorize)(token);
        if (!user) throw new RequestError(1);
        this.userId = user;
        return this.reply(id, { status: 'success' });
      }
      case 'server.ping':
        return this.reply(id, 'pong');
      case 'asset.query':
        return this.reply(id, account().spotBalances(params as string[]));
      case 'spot_order.query':
        return this.reply(id, account().spotOrders(...pageArgs(params)));
      case 'margin_order.query':
        return this.reply(id, account().marginOrders(...pageArgs(params)));
      case 'conditional_order.query':
        return this.reply(id, account().conditionalOrders(...pageArgs(params)));
      case 'order.query':
        return this.reply(id, account().orderHistory(...pageArgs(params)));
      case 'kline_last_deal.query': {
        const [market, interval] = params as [string, number];
        return this.reply(id, this.hub.market(market).lastBar(interval, now));
      }
      case 'depth.subscribe': {
        const [name, limit, precision] = params as [string, number, string];
        const market = this.hub.market(name);
        const sub: Subscription = {
          kind: 'depth',
          market: name,
          limit,
          step: market.stepOf(precision),
          asks: new Map(),
          bids: new Map(),
          lastUpdateId: 0,
          lastSentAt: now,
        };
        this.subscribe('depth.update', sub);
        this.ack(id);
        return this.depthSnapshot(sub, now);
      }
      case 'deals.subscribe': {
        const markets = params as string[];
        this.subscribe('deals.update', { kind: 'deals', markets });
        this.ack(id);
        for (const m of markets) this.send({ id: null, method: 'deals.update', params: [m, this.hub.market(m).recentTrades()] });
        return;
      }
      case 'state.subscribe': {
        const markets = params as string[];
        const sub: Subscription = { kind: 'state', markets, lastSentAt: now };
        this.subscribe('state.update', sub);
        this.ack(id);
        return this.pushState(sub, now);
      }
      case 'asset.subscribe': {
        const tickers = params as string[];
        this.subscribe('asset.update', { kind: 'asset', tickers });
        this.ack(id);
        return this.pushSpot(account().spotBalances(tickers));
      }
      case 'order.subscribe':
        this.subscribe('order.update', { kind: 'order', markets: params as string[] });
        return this.ack(id);
      case 'user_deals.subscribe': {
        const markets = (params as [string[]])[0];
        this.subscribe('user_deals.update', { kind: 'user_deals', markets });
        this.ack(id);
        // The demo replays the user's latest trades of those markets, oldest first, as deals.subscribe does with
        // the market's (an assumption of the mock: the trade history tab has no query of its own).
        const recent = account()
          .deals.filter((d) => markets.includes(d[2]))
          .slice(0, 50)
          .reverse();
        for (const deal of recent) this.send({ id: null, method: 'user_deals.update', params: deal });
        return;
      }
      case 'margin_positions.subscribe': {
        this.subscribe('margin_positions.update', { kind: 'margin_positions', lastSentAt: now });
        this.ack(id);
        return this.send({ id: null, method: 'margin_positions.update', params: account().marginPositions(now) });
      }
      case 'borrow_positions.subscribe': {
        this.subscribe('borrow_positions.update', { kind: 'borrow_positions', lastSentAt: now });
        this.ack(id);
        return this.send({ id: null, method: 'borrow_positions.update', params: account().borrowPositions(now) });
      }
      case 'margin_asset.subscribe': {
        const tickers = params as string[];
        this.subscribe('margin_asset.update', { kind: 'margin_asset', tickers });
        this.ack(id);
        return this.pushMarginAssets(account().marginBalances(tickers));
      }
      case 'depth.unsubscribe': {
        const [market] = params as string[];
        const sub = this.subscriptions.get('depth.update');
        if (!market || (sub?.kind === 'depth' && sub.market === market)) this.unsubscribe('depth.update');
        return this.ack(id);
      }
      case 'asset.unsubscribe':
      case 'order.unsubscribe':
      case 'deals.unsubscribe':
      case 'user_deals.unsubscribe':
      case 'state.unsubscribe':
      case 'margin_positions.unsubscribe':
      case 'borrow_positions.unsubscribe':
      case 'margin_asset.unsubscribe':
        this.unsubscribe(method.replace('.unsubscribe', '.update'));
        return this.ack(id);
    }
  }

  /** The streams of one simulation step. */
  tick(now: number, results: ReadonlyMap<string, StepResult>): void {
    for (const sub of [...this.subscriptions.values()]) {
      if (this.closedFlag) return;
      switch (sub.kind) {
        case 'depth':
          if (results.get(sub.market)?.changed) this.depthDelta(sub, now);
          if (now - sub.lastSentAt >= DEPTH_KEEPALIVE_MS) this.depthSnapshot(sub, now);
          break;
        case 'deals':
          for (const m of sub.markets) {
            const trades = results.get(m)?.trades;
            if (trades?.length) this.send({ id: null, method: 'deals.update', params: [m, trades] });
          }
          break;
        case 'state':
          if (now - sub.lastSentAt >= STATE_EVERY_MS) this.pushState(sub, now);
          break;
        case 'margin_positions':
          if (now - sub.lastSentAt >= POSITIONS_EVERY_MS && this.userId) {
            sub.lastSentAt = now;
            this.send({ id: null, method: 'margin_positions.update', params: this.hub.account(this.userId).marginPositions(now) });
          }
          break;
        case 'borrow_positions':
          if (now - sub.lastSentAt >= BORROWS_EVERY_MS && this.userId) {
            sub.lastSentAt = now;
            this.send({ id: null, method: 'borrow_positions.update', params: this.hub.account(this.userId).borrowPositions(now) });
          }
          break;
        default:
          break;
      }
    }
  }

  /** @internal asset.update with the balances this subscription asked for. */
  pushSpot(balances: SpotBalances): void {
    const sub = this.subscriptions.get('asset.update');
    if (sub?.kind !== 'asset') return;
    const picked = Object.fromEntries(Object.entries(balances).filter(([t]) => !sub.tickers.length || sub.tickers.includes(t)));
    if (Object.keys(picked).length) this.send({ id: null, method: 'asset.update', params: [picked] });
  }

  /** @internal */
  pushMarginAssets(balances: MarginAssetBalance[]): void {
    const sub = this.subscriptions.get('margin_asset.update');
    if (sub?.kind !== 'margin_asset') return;
    const picked = balances.filter((b) => !sub.tickers.length || sub.tickers.includes(b.a));
    if (picked.length) this.send({ id: null, method: 'margin_asset.update', params: picked });
  }

  /** @internal */
  pushOrder(event: 1 | 2 | 3, order: Order): void {
    const sub = this.subscriptions.get('order.update');
    if (sub?.kind === 'order' && sub.markets.includes(order.market))
      this.send({ id: null, method: 'order.update', params: [event, order] });
  }

  /** @internal */
  pushPositions(now: number): void {
    if (!this.userId) return;
    const account = this.hub.account(this.userId);
    const positions = this.subscriptions.get('margin_positions.update');
    if (positions?.kind === 'margin_positions') {
      positions.lastSentAt = now;
      this.send({ id: null, method: 'margin_positions.update', params: account.marginPositions(now) });
    }
    const borrows = this.subscriptions.get('borrow_positions.update');
    if (borrows?.kind === 'borrow_positions') {
      borrows.lastSentAt = now;
      this.send({ id: null, method: 'borrow_positions.update', params: account.borrowPositions(now) });
    }
  }

  pushUserDeal(deal: UserDeal): void {
    const sub = this.subscriptions.get('user_deals.update');
    if (sub?.kind === 'user_deals' && sub.markets.includes(deal[2])) this.send({ id: null, method: 'user_deals.update', params: deal });
  }

  private pushState(sub: Extract<Subscription, { kind: 'state' }>, now: number): void {
    sub.lastSentAt = now;
    for (const m of sub.markets) this.send({ id: null, method: 'state.update', params: [m, this.hub.market(m).statistics()] });
  }

  private depthSnapshot(sub: Extract<Subscription, { kind: 'depth' }>, now: number): void {
    const market = this.hub.market(sub.market);
    const view = market.view(sub.limit, sub.step);
    sub.asks = new Map(view.asks);
    sub.bids = new Map(view.bids);
    sub.lastUpdateId = market.updateId;
    sub.lastSentAt = now;
    const frame: DepthUpdateFrame = {
      id: null,
      method: 'depth.update',
      params: [
        true,
        { timestamp: engineTime(now), update_id: market.updateId, asks: view.asks, bids: view.bids, event_time: engineTime(now) },
        sub.market,
      ],
    };
    this.send(frame);
  }

  private depthDelta(sub: Extract<Subscription, { kind: 'depth' }>, now: number): void {
    const market = this.hub.market(sub.market);
    const view = market.view(sub.limit, sub.step);
    const asks = changes(sub.asks, view.asks, 1);
    const bids = changes(sub.bids, view.bids, -1);
    if (!asks.length && !bids.length) return;
    sub.asks = new Map(view.asks);
    sub.bids = new Map(view.bids);
    const frame: DepthUpdateFrame = {
      id: null,
      method: 'depth.update',
      params: [
        false,
        {
          timestamp: engineTime(now),
          update_id: market.updateId,
          past_update_id: sub.lastUpdateId,
          asks,
          bids,
          event_time: engineTime(now),
        },
        sub.market,
      ],
    };
    sub.lastUpdateId = market.updateId;
    sub.lastSentAt = now;
    this.send(frame);
  }
}

/** The levels that differ between what the client holds and the new view; "0" for a level that left it. */
function changes(held: ReadonlyMap<string, string>, next: readonly Level[], direction: 1 | -1): Level[] {
  const out: Level[] = [];
  const nextPrices = new Set<string>();
  for (const [price, amount] of next) {
    nextPrices.add(price);
    if (held.get(price) !== amount) out.push([price, amount]);
  }
  for (const price of held.keys()) if (!nextPrices.has(price)) out.push([price, '0']);
  return out.sort((a, b) => direction * (Number(a[0]) - Number(b[0])));
}

function defaultAuthorize(token: string): string | undefined {
  return token.length >= 8 && !token.startsWith('invalid') ? 'demo' : undefined;
}

/** Every event name the mock may push, for tests that want to know they saw them all. */
export const MOCK_EVENT_NAMES = [
  ...Object.keys(tradeSocketEvents),
  ...Object.keys(accountSocketEvents),
  ...Object.keys(webSocketEvents),
].sort();
