/**
 * The mock exchange's REST answers: what must stay consistent with the socket and between calls (session,
 * markets, favourites, balances, orders, the public order book and candles, leverage). Every body passes the
 * generated zod schema of its operation before it leaves, so the demo can never serve what the app would
 * reject. Every other call falls through to the generated MSW handlers.
 */
import { activeBonuses } from '../ledger/money/bonuses';
import { http, HttpResponse, type RequestHandler } from 'msw';
import Decimal from 'decimal.js';
import { CancelledConditionalOrderResponse } from '../../generated/api/model/cancelledConditionalOrderResponse.zod';
import { CancelledOrdersResponse } from '../../generated/api/model/cancelledOrdersResponse.zod';
import { LeverageBracketsListResponse } from '../../generated/api/model/leverageBracketsListResponse.zod';
import { MarginAssetListResponse } from '../../generated/api/model/marginAssetListResponse.zod';
import { MarginInfoResponse } from '../../generated/api/model/marginInfoResponse.zod';
import { MarginPositionResponse } from '../../generated/api/model/marginPositionResponse.zod';
import { MarketBaseInfoListResponse } from '../../generated/api/model/marketBaseInfoListResponse.zod';
import { PositionTpslResponse } from '../../generated/api/model/positionTpslResponse.zod';
import { FavoriteMarketListResponse } from '../../generated/api/model/favoriteMarketListResponse.zod';
import { HedgeModeResponse } from '../../generated/api/model/hedgeModeResponse.zod';
import { LeverageResponse } from '../../generated/api/model/leverageResponse.zod';
import { MarginMaxAmountResponse } from '../../generated/api/model/marginMaxAmountResponse.zod';
import { MarketListResponse } from '../../generated/api/model/marketListResponse.zod';
import { MarketResponse } from '../../generated/api/model/marketResponse.zod';
import { OrderResponse } from '../../generated/api/model/orderResponse.zod';
import { PublicKlineResponse } from '../../generated/api/model/publicKlineResponse.zod';
import { PublicOrderBook } from '../../generated/api/model/publicOrderBook.zod';
import type { Order as SocketOrder } from '../../generated/socket/trade-socket.zod';
import { toUnits, trimmed } from '../socket/units';
import type { CatalogueMarket } from './catalogue';
import { featureDisabled, json, unauthorized, validation } from '../ledger/http';
import { refusedFeature } from '../ledger/sub-accounts/sub-accounts';
import { InsufficientBalance } from '../ledger/ledger';
import {
  type MockExchange,
  type ModifyRequest,
  OrderRejected,
  type OrderKind,
  type OrderRequest,
  type TpslRequest,
  type TradeKind,
} from './mock-exchange';
import { MAINTENANCE_MARGIN_RATE } from './positions';

/**
 * What one USDT is worth in each fiat the regions show: fixed demo rates (an assumption of the demo; a real
 * exchange takes them from its fiat providers).
 */
export const USDT_FIAT_RATES: Readonly<Record<string, string>> = {
  USD: '1',
  EUR: '0.92',
  GBP: '0.79',
  TRY: '34.2',
  GEL: '2.71',
  AUD: '1.52',
  KZT: '478.5',
  UAH: '41.3',
};

/**
 * The ledger's rates: every spot market's last price (its stock in its money), so that balances are valued at the
 * prices the markets show, and USDT in each fiat. The app crosses them through USDT or BTC.
 */
export function ledgerRates(exchange: MockExchange): { ticker: string; quote: string; rate: string }[] {
  const fromMarkets = exchange
    .catalogue()
    .filter((m) => m.type === 'spot')
    .map((m) => ({ ticker: m.stock, quote: m.money, rate: exchange.simulated(m.market).statistics().last }));
  // A fiat with a USDT market (USDT-TRY) is priced by that market; the fixed rates stand in for the others.
  const fiat = Object.entries(USDT_FIAT_RATES)
    .filter(([quote]) => !fromMarkets.some((r) => r.ticker === 'USDT' && r.quote === quote))
    .map(([quote, rate]) => ({ ticker: 'USDT', quote, rate }));
  return [...fromMarkets, ...fiat];
}

function change(open: string, last: string, decimals: number): string {
  const o = toUnits(open, decimals);
  if (o === 0n) return '0';
  const bp = ((toUnits(last, decimals) - o) * 10_000n) / o; // basis points, exact to 0.01 %
  return trimmed(bp, 2);
}

export function marketOf(exchange: MockExchange, entry: CatalogueMarket) {
  const stats = exchange.simulated(entry.market).statistics();
  return {
    market: entry.market,
    tradeMarketName: entry.tradeMarketName,
    stock: entry.stock,
    money: entry.money,
    type: entry.type,
    subType: entry.subType,
    stockPrec: entry.stockPrec,
    moneyPrec: entry.moneyPrec,
    minAmount: entry.minAmount,
    maxAmount: entry.maxAmount,
    minTotal: entry.minTotal,
    makerFee: entry.makerFee,
    takerFee: entry.takerFee,
    tradesEnabled: true,
    isMargin: entry.isMargin,
    maxLeverage: entry.maxLeverage,
    priority: entry.priority,
    lastPrice: stats.last,
    change: change(stats.open, stats.last, entry.moneyPrec),
    high: stats.high,
    low: stats.low,
    baseVolume: stats.volume,
    quoteVolume: stats.deal,
  };
}

/** The web API's order from the socket's (the same order, two wire forms). */
export function restOrder(order: SocketOrder) {
  return {
    id: order.id,
    ...(order.client_order_id ? { clientOrderId: order.client_order_id } : {}),
    market: order.market.replace('_', '-'),
    type: order.type === 203 ? 3 : order.type,
    side: order.side,
    amount: order.amount,
    price: order.price,
    ...(order.activation_price ? { activationPrice: order.activation_price } : {}),
    left: order.left,
    dealStock: order.deal_stock,
    dealMoney: order.deal_money,
    dealFee: order.deal_fee,
    timestamp: Math.round(order.ctime * 1000),
  };
}

const ORDER_PATHS: [TradeKind, OrderKind][] = (['spot', 'margin', 'futures'] as const).flatMap((kind) =>
  (['limit', 'market', 'stop_limit', 'stop_market', 'oco', ...(kind === 'spot' ? (['stock_market'] as const) : [])] as const).map(
    (o) => [kind, o] as [TradeKind, OrderKind],
  ),
);

/** The leverages the contract allows. */
const LEVERAGES = [1, 2, 3, 5, 10, 20, 50, 100];

/** Collateral assets: ticker, collateral weight (%), hourly borrow rate (%), the most one may borrow. */
const MARGIN_ASSETS: readonly [string, string, string, string][] = [
  ['USDT', '100', '0.002', '500000'],
  ['USDC', '100', '0.002', '250000'],
  ['BTC', '95', '0.001', '12'],
  ['ETH', '90', '0.0015', '150'],
  ['SOL', '80', '0.003', '2500'],
  ['XRP', '75', '0.003', '400000'],
];

/** Tiers of a margin market: the larger the position, the lower the leverage and the higher the maintenance rate. */
function leverageBrackets(m: CatalogueMarket) {
  const tiers: [string, 1 | 2 | 3 | 5 | 10 | 20 | 50 | 100][] =
    m.maxLeverage >= 100
      ? [
          ['50000', 100],
          ['250000', 50],
          ['1000000', 20],
          ['5000000', 10],
        ]
      : [
          ['100000', 10],
          ['500000', 5],
          ['2000000', 3],
        ];
  const base = MAINTENANCE_MARGIN_RATE.times(100);
  return tiers.map(([max, maxLeverage], i) => ({
    tier: i + 1,
    minPositionValue: i === 0 ? '0' : tiers[i - 1]![0],
    maxPositionValue: max,
    maxLeverage,
    maintenanceMarginRate: base.times(2 ** i).toFixed(),
  }));
}

/** The web API's position from the socket's (what a close answers). */
function restPosition(p: ReturnType<MockExchange['positions']['marginPositions']>['records'][number], now: number) {
  return {
    positionId: p.id,
    market: p.market.replace('_', '-'),
    amount: p.amount,
    basePrice: p.base_price,
    liquidationPrice: p.liq_price,
    pnl: p.pnl,
    margin: p.margin,
    freeMargin: p.free_margin.startsWith('-') ? '0' : p.free_margin,
    funding: p.funding,
    unrealizedFunding: p.unrealized_funding,
    positionSide: p.position_side,
    openDate: p.ctime,
    modifyDate: Math.floor(now / 1000),
  };
}

async function readJson<T>(request: Request): Promise<T> {
  return (await request.json().catch(() => ({}))) as T;
}

/** A refused order or a balance the order cannot have: the web API's 422 with the catalogue's code. */
async function rejections(answer: () => Response | Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof OrderRejected) return validation(error.code, error.errors);
    if (error instanceof InsufficientBalance) return validation(37, { amount: [error.message] });
    throw error;
  }
}

export function exchangeHandlers(exchange: MockExchange): RequestHandler[] {
  const guard = () => (exchange.isLoggedIn() ? undefined : unauthorized());
  return [
    // --- markets and favourites
    http.get('*/v2/trade/markets', () => json(MarketListResponse, { data: exchange.catalogue().map((m) => marketOf(exchange, m)) })),
    http.get('*/v2/trade/markets/base-info', () =>
      json(MarketBaseInfoListResponse, {
        data: exchange.catalogue().map((m) => ({
          market: m.market,
          tradeMarketName: m.tradeMarketName,
          stock: m.stock,
          money: m.money,
          type: m.type,
          stockPrec: m.stockPrec,
          moneyPrec: m.moneyPrec,
          minAmount: m.minAmount,
          maxAmount: m.maxAmount,
          minTotal: m.minTotal,
          tradesEnabled: true,
          isMargin: m.isMargin,
          maxLeverage: m.maxLeverage,
        })),
      }),
    ),
    http.get('*/v2/trade/markets/:market', ({ params }) => {
      const entry = exchange.entry(String(params.market));
      if (!entry) return HttpResponse.json({ message: 'Market not found' }, { status: 404 });
      return json(MarketResponse, { data: marketOf(exchange, entry) });
    }),
    http.get('*/v2/trade/favorites', () => guard() ?? json(FavoriteMarketListResponse, { data: exchange.favorites() })),
    http.post('*/v2/trade/favorites', async ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const body = (await request.json()) as { markets: { market: string; priority: number }[] };
      exchange.saveFavorites(body.markets);
      return json(FavoriteMarketListResponse, { data: exchange.favorites() });
    }),

    // --- orders
    ...ORDER_PATHS.map(([kind, order]) =>
      http.post(`*/v2/trade/${kind}/${order}`, async ({ request }) => {
        const denied = guard();
        if (denied) return denied;
        // A sub-account's session trades only what its permissions allow (spot; margin and futures on collateral).
        const refused = refusedFeature(exchange.ledger, kind === 'spot' ? 'spot' : 'collateral');
        if (refused) return featureDisabled(refused);
        const body = await readJson<OrderRequest>(request);
        return rejections(() => {
          const placed = exchange.place(kind, order, body);
          if (order === 'oco') {
            const leg = restOrder(placed);
            return HttpResponse.json({ data: { id: placed.id, stop_loss: leg, take_profit: { ...leg, id: placed.id + 1 } } });
          }
          return json(OrderResponse, { data: restOrder(placed) });
        });
      }),
    ),
    http.delete('*/v2/trade/order/:id', ({ params }) => {
      const denied = guard();
      if (denied) return denied;
      const cancelled = exchange.cancel(Number(params.id));
      if (!cancelled) return HttpResponse.json({ message: 'Order not found', code: 3000 }, { status: 422 });
      return json(OrderResponse, { data: restOrder(cancelled) });
    }),
    http.post('*/v2/trade/order/modify', async ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const body = await readJson<ModifyRequest>(request);
      return rejections(() => json(OrderResponse, { data: restOrder(exchange.modify(body)) }));
    }),
    http.delete('*/v2/trade/conditional/cancel/:market/:id', ({ params }) => {
      const denied = guard();
      if (denied) return denied;
      const cancelled = exchange.cancelConditional(String(params.market), Number(params.id));
      if (!cancelled) return HttpResponse.json({ message: 'Conditional order not found', code: 3000 }, { status: 422 });
      return json(CancelledConditionalOrderResponse, { data: { id: cancelled.id, market: String(params.market) } });
    }),
    http.post('*/v2/trade/tpsl', async ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const refused = refusedFeature(exchange.ledger, 'collateral');
      if (refused) return featureDisabled(refused);
      const body = await readJson<TpslRequest>(request);
      return rejections(() => {
        const ids = exchange.setTpsl(body);
        return json(PositionTpslResponse, {
          data: {
            market: body.market,
            ...(body.positionSide ? { positionSide: body.positionSide } : {}),
            ...(ids.takeProfitId ? { takeProfitId: ids.takeProfitId, takeProfit: body.takeProfit } : {}),
            ...(ids.stopLossId ? { stopLossId: ids.stopLossId, stopLoss: body.stopLoss } : {}),
          },
        });
      });
    }),
    http.delete('*/v2/trade/margin/positions/:id', ({ params }) => {
      const denied = guard();
      if (denied) return denied;
      const id = Number(params.id);
      const before = exchange.positions.marginPositions(exchange.ledger.now()).records.find((p) => p.id === id);
      if (!before) return HttpResponse.json({ message: 'Position not found', code: 3000 }, { status: 422 });
      return rejections(() => {
        exchange.closePosition(id);
        return json(MarginPositionResponse, { data: restPosition(before, exchange.ledger.now()) });
      });
    }),
    http.post('*/v2/trade/orders/cancel_all', async ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const body = (await request.json().catch(() => ({}))) as { market?: string };
      return json(CancelledOrdersResponse, { data: { orderIds: exchange.cancelAll(body.market) } });
    }),

    // --- margin and futures settings
    http.get('*/v2/trade/margin/leverage', () => guard() ?? json(LeverageResponse, { data: { leverage: exchange.leverage() } })),
    http.post('*/v2/trade/margin/leverage', async ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const body = await readJson<{ leverage?: number }>(request);
      if (!LEVERAGES.includes(Number(body.leverage)))
        return validation(30, { leverage: [`Leverage must be one of ${LEVERAGES.join(', ')}.`] });
      exchange.setLeverage(Number(body.leverage));
      return json(LeverageResponse, { data: { leverage: exchange.leverage() } });
    }),
    http.get('*/v2/trade/futures/hedge-mode', () => guard() ?? json(HedgeModeResponse, { data: { hedgeMode: exchange.hedgeMode() } })),
    http.post('*/v2/trade/futures/hedge-mode', async ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const body = await readJson<{ hedgeMode?: boolean }>(request);
      if (typeof body.hedgeMode !== 'boolean') return validation(30, { hedgeMode: ['Hedge mode must be true or false.'] });
      // One-way and hedge positions cannot live side by side: the mode changes only without open positions.
      if (exchange.positions.open().length > 0 && body.hedgeMode !== exchange.hedgeMode())
        return validation(30, { hedgeMode: ['Close your open positions before changing the position mode.'] });
      exchange.setHedgeMode(body.hedgeMode);
      return json(HedgeModeResponse, { data: { hedgeMode: exchange.hedgeMode() } });
    }),
    http.get('*/v2/trade/margin/max-amount', ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const url = new URL(request.url);
      const entry = exchange.entry(url.searchParams.get('market') ?? '') ?? exchange.catalogue()[0]!;
      const price = url.searchParams.get('price') || exchange.simulated(entry.market).statistics().last;
      // The collateral's available quote at the account leverage, less the fee (0.1 %), in whole units of the market.
      const available = new Decimal(trimmed(exchange.ledger.balance('collateral', entry.money).available, 8));
      const buying = available.times(exchange.leverage()).div('1.001').toDecimalPlaces(entry.moneyPrec, Decimal.ROUND_DOWN);
      const amount = buying.div(new Decimal(price).isZero() ? 1 : price).toDecimalPlaces(entry.stockPrec, Decimal.ROUND_DOWN);
      // The answer names the market and side it was asked for, as the contract's MarginMaxAmount says.
      const side = url.searchParams.get('side') === '1' ? 1 : 2;
      return json(MarginMaxAmountResponse, { data: { market: entry.market, side, amount: amount.toFixed(), total: buying.toFixed() } });
    }),
    http.get('*/v2/trade/margin/info', ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const now = exchange.ledger.now();
      const positions = exchange.positions.marginPositions(now).records;
      const sum = (pick: (p: (typeof positions)[number]) => string) => positions.reduce((t, p) => t.plus(pick(p)), new Decimal(0));
      const usdt = exchange.ledger.balance('collateral', 'USDT');
      const pnl = sum((p) => p.pnl);
      const margin = sum((p) => p.margin);
      const equity = Decimal.max(new Decimal(trimmed(usdt.available + usdt.freeze, 8)).plus(pnl), 0);
      const notional = sum((p) => p.amount_in_money);
      return json(MarginInfoResponse, {
        data: {
          equity: equity.toFixed(),
          margin: margin.toFixed(),
          freeMargin: Decimal.max(equity.minus(margin), 0).toFixed(),
          unrealizedFunding: sum((p) => p.unrealized_funding).toFixed(),
          pnl: pnl.toFixed(),
          leverage: exchange.leverage(),
          marginFraction: notional.isZero() ? '0' : equity.div(notional).times(100).toDecimalPlaces(2, Decimal.ROUND_DOWN).toFixed(),
          // The active trading bonuses (issue 23: granted from the bonus centre's vouchers), when asked for.
          ...(new URL(request.url).searchParams.get('includeBonus') === 'true'
            ? {
                bonus: activeBonuses(exchange.ledger, 'USDT')
                  .reduce((t, a) => t.plus(a), new Decimal(0))
                  .toFixed(),
              }
            : {}),
        },
      });
    }),
    http.get('*/v2/trade/margin/assets', () =>
      json(MarginAssetListResponse, {
        data: MARGIN_ASSETS.map(([ticker, collateralWeight, hourlyBorrowRate, maxBorrow]) => ({
          ticker,
          collateralWeight,
          borrowEnabled: true,
          hourlyBorrowRate,
          maxBorrow,
        })),
      }),
    ),
    http.get('*/v2/trade/brackets', () =>
      json(LeverageBracketsListResponse, {
        data: exchange
          .catalogue()
          .filter((m) => m.isMargin)
          .map((m) => ({ market: m.market, brackets: leverageBrackets(m) })),
      }),
    ),

    // --- public market data, from the same simulated markets the socket streams
    // Public API v4 and v1: their errors are the published "Error messages V4/V1 format" envelope with a 422, not the
    // web API's {code, message, errors}.
    http.get('*/api/v4/public/orderbook/:market', ({ params, request }) => {
      const entry = exchange.entry(String(params.market));
      if (!entry) return publicError('Market is not available.', ['market']);
      const query = new URL(request.url).searchParams;
      // limit 0-100 (0 or none: 100); level 0-5 (0 or none: no aggregation).
      const limit = integerIn(query.get('limit'), 0, 100);
      const level = integerIn(query.get('level'), 0, 5);
      if (limit === undefined) return publicError('The limit must be an integer from 0 to 100.', ['limit']);
      if (level === undefined) return publicError('The level must be an integer from 0 to 5.', ['level']);
      // Each level of aggregation groups prices ten times coarser than the one before.
      const view = exchange.simulated(entry.market).view(limit || 100, level === 0 ? 1 : 10 ** level);
      return json(PublicOrderBook, {
        ticker_id: entry.tradeMarketName,
        timestamp: Math.floor(exchange.ledger.now() / 1000),
        asks: view.asks,
        bids: view.bids,
      });
    }),
    http.get('*/api/v1/public/kline', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const entry = exchange.entry(query.get('market') ?? '');
      if (!entry) return publicError('Market is not available.', ['market']);
      const interval = INTERVAL_SECONDS[query.get('interval') ?? '1h'];
      if (interval === undefined)
        return publicError(`The interval must be one of ${Object.keys(INTERVAL_SECONDS).join(', ')}.`, ['interval']);
      // limit 1-1440, 1440 when not given.
      const limit = query.has('limit') ? integerIn(query.get('limit'), 1, 1440) : 1440;
      if (limit === undefined) return publicError('The limit must be an integer from 1 to 1440.', ['limit']);
      const start = query.get('start');
      const end = query.get('end');
      if (start !== null && end !== null && Number(start) > Number(end))
        return publicError('The start cannot be greater than the end.', ['start', 'end']);
      return json(PublicKlineResponse, { success: true, message: null, result: history(exchange, entry, interval, limit) });
    }),
  ];
}

/** The public API's error: `{success: false, message, params}` with HTTP 422, as its documentation gives it. */
function publicError(message: string, params: string[]): Response {
  return HttpResponse.json({ success: false, message, params }, { status: 422 });
}

/** A query parameter as an integer in [min, max] (absent or empty: min); undefined when it is not one. */
function integerIn(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value === '') return min;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const INTERVAL_SECONDS: Record<string, number> = {
  '1m': 60,
  '3m': 180,
  '5m': 300,
  '15m': 900,
  '30m': 1800,
  '1h': 3600,
  '2h': 7200,
  '4h': 14400,
  '6h': 21600,
  '8h': 28800,
  '12h': 43200,
  '1d': 86400,
  '3d': 259200,
  '1w': 604800,
  '1M': 2592000,
};

/**
 * Candle history that ends at the simulated market's price: a seeded walk backwards in time, in exact price
 * units, so the chart has a past that joins the live bars.
 */
function history(exchange: MockExchange, entry: CatalogueMarket, interval: number, limit: number) {
  const market = exchange.simulated(entry.market);
  const p = entry.moneyPrec;
  let close = Number(toUnits(market.statistics().last, p));
  const now = Math.floor(exchange.ledger.now() / 1000 / interval) * interval;
  let seed = [...entry.market].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, interval);
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32;
  const candles: [number, string, string, string, string, string, string][] = [];
  for (let i = 1; i <= limit; i++) {
    const time = now - i * interval;
    const move = Math.round(close * (next() - 0.5) * 0.01 * Math.sqrt(interval / 900));
    const open = Math.max(1, close - move);
    const high = Math.max(open, close) + Math.round(close * next() * 0.003);
    const low = Math.max(1, Math.min(open, close) - Math.round(close * next() * 0.003));
    const volume = BigInt(Math.round((next() * 40 + 1) * 10 ** entry.stockPrec));
    candles.push([
      time,
      trimmed(open, p),
      trimmed(close, p),
      trimmed(high, p),
      trimmed(low, p),
      trimmed(volume, entry.stockPrec),
      trimmed(volume * BigInt(close), entry.stockPrec + p),
    ]);
    close = open;
  }
  return candles.reverse();
}
