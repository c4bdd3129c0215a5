/**
 * The mock exchange's REST answers: what must stay consistent with the socket and between calls (session,
 * markets, favourites, balances, orders, the public order book and candles, leverage). Every body passes the
 * generated zod schema of its operation before it leaves, so the demo can never serve what the app would
 * reject. Every other call falls through to the generated MSW handlers.
 */
import { http, HttpResponse, type RequestHandler } from 'msw';
import { CancelledOrdersResponse } from '../../generated/api/model/cancelledOrdersResponse.zod';
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
import { type MockExchange, OrderRejected, type OrderKind, type OrderRequest, type TradeKind } from './mock-exchange';

type Schema = { parse(value: unknown): unknown };

/** A JSON answer checked against its contract schema first. */
function json(schema: Schema, body: unknown, status = 200) {
  return HttpResponse.json(schema.parse(body) as Record<string, unknown>, { status });
}

const unauthorized = () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
const validation = (code: number, errors: Record<string, string[]>) =>
  HttpResponse.json({ code, message: 'Validation failed', errors }, { status: 422 });

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
  const fiat = Object.entries(USDT_FIAT_RATES).map(([quote, rate]) => ({ ticker: 'USDT', quote, rate }));
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

export function exchangeHandlers(exchange: MockExchange): RequestHandler[] {
  const guard = () => (exchange.isLoggedIn() ? undefined : unauthorized());
  return [
    // --- markets and favourites
    http.get('*/v2/trade/markets', () => json(MarketListResponse, { data: exchange.catalogue().map((m) => marketOf(exchange, m)) })),
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
        try {
          const placed = exchange.place(kind, order, (await request.json()) as OrderRequest);
          if (order === 'oco') {
            const leg = restOrder(placed);
            return HttpResponse.json({ data: { id: placed.id, stop_loss: leg, take_profit: { ...leg, id: placed.id + 1 } } });
          }
          return json(OrderResponse, { data: restOrder(placed) });
        } catch (error) {
          if (error instanceof OrderRejected) return validation(error.code, error.errors);
          throw error;
        }
      }),
    ),
    http.delete('*/v2/trade/order/:id', ({ params }) => {
      const denied = guard();
      if (denied) return denied;
      const cancelled = exchange.cancel(Number(params.id));
      if (!cancelled) return HttpResponse.json({ message: 'Order not found', code: 3000 }, { status: 422 });
      return json(OrderResponse, { data: restOrder(cancelled) });
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
      const body = (await request.json()) as { leverage: number };
      exchange.setLeverage(body.leverage);
      return json(LeverageResponse, { data: { leverage: exchange.leverage() } });
    }),
    http.get('*/v2/trade/futures/hedge-mode', () => guard() ?? json(HedgeModeResponse, { data: { hedgeMode: exchange.hedgeMode() } })),
    http.post('*/v2/trade/futures/hedge-mode', async ({ request }) => {
      const body = (await request.json()) as { hedgeMode: boolean };
      exchange.setHedgeMode(body.hedgeMode);
      return json(HedgeModeResponse, { data: { hedgeMode: exchange.hedgeMode() } });
    }),
    http.get('*/v2/trade/margin/max-amount', ({ request }) => {
      const denied = guard();
      if (denied) return denied;
      const url = new URL(request.url);
      const entry = exchange.entry(url.searchParams.get('market') ?? '') ?? exchange.catalogue()[0]!;
      const price = url.searchParams.get('price') || exchange.simulated(entry.market).statistics().last;
      // 5 000 USDT of collateral at the account leverage.
      const buying = toUnits('5000', entry.moneyPrec) * BigInt(exchange.leverage());
      const amount = (buying * 10n ** BigInt(entry.stockPrec)) / (toUnits(price, entry.moneyPrec) || 1n);
      // The answer names the market and side it was asked for, as the contract's MarginMaxAmount says.
      const side = url.searchParams.get('side') === '1' ? 1 : 2;
      return json(MarginMaxAmountResponse, {
        data: { market: entry.market, side, amount: trimmed(amount, entry.stockPrec), total: trimmed(buying, entry.moneyPrec) },
      });
    }),

    // --- public market data, from the same simulated markets the socket streams
    http.get('*/api/v4/public/orderbook/:market', ({ params, request }) => {
      const entry = exchange.entry(String(params.market));
      if (!entry) return HttpResponse.json({ market: ['Market is not available.'] }, { status: 422 });
      const limit = Number(new URL(request.url).searchParams.get('limit') || 100) || 100;
      const view = exchange.simulated(entry.market).view(Math.min(100, limit));
      return json(PublicOrderBook, {
        ticker_id: entry.tradeMarketName,
        timestamp: Math.floor(Date.now() / 1000),
        asks: view.asks,
        bids: view.bids,
      });
    }),
    http.get('*/api/v1/public/kline', ({ request }) => {
      const url = new URL(request.url);
      const entry = exchange.entry(url.searchParams.get('market') ?? '');
      if (!entry)
        return HttpResponse.json({ success: false, message: { market: ['Market is not available.'] }, params: [] }, { status: 422 });
      const interval = INTERVAL_SECONDS[url.searchParams.get('interval') ?? '1h'] ?? 3600;
      const limit = Math.min(1440, Number(url.searchParams.get('limit') || 500) || 500);
      return json(PublicKlineResponse, { success: true, message: null, result: history(exchange, entry, interval, limit) });
    }),
  ];
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
  const now = Math.floor(Date.now() / 1000 / interval) * interval;
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
