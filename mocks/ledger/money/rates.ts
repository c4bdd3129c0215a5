/**
 * Rates in one currency (GET /v2/currencies/rates/{currency}), crossed through USDT: every ticker's price in
 * USDT (its X-USDT market's last price; 1 for USDT and the USDC peg; 0 for a demo token; a fiat's from the fixed USDT-fiat rates),
 * then in the quote. A product of decimals is exact; a quotient is rounded half up to RATE_DECIMALS places.
 */
import Decimal from 'decimal.js';
import type { MockExchange } from '../../exchange/mock-exchange';
import { ledgerRates, USDT_FIAT_RATES } from '../../exchange/rest-handlers';
import { CURRENCIES, DEMO_TOKENS } from './currencies';

export const RATE_DECIMALS = 12;
const Dec = Decimal.clone({ precision: 50 });
/** Stablecoins the demo values at one USDT. */
const PEGGED = ['USDC'];

const text = (value: Decimal): string => {
  const rounded = value.toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0' : rounded.toFixed();
};

/** One unit of each ticker in USDT (exact for market prices, rounded for a fiat's inverse). */
export function usdtPrices(exchange: MockExchange): Map<string, Decimal> {
  const prices = new Map<string, Decimal>([['USDT', new Dec(1)]]);
  for (const ticker of PEGGED) prices.set(ticker, new Dec(1));
  // A demo token is a practice copy: it is worth nothing.
  for (const { ticker } of DEMO_TOKENS) prices.set(ticker, new Dec(0));
  for (const m of exchange.catalogue()) {
    if (m.type === 'spot' && m.money === 'USDT') prices.set(m.stock, new Dec(exchange.simulated(m.market).statistics().last));
  }
  for (const [fiat, rate] of Object.entries(USDT_FIAT_RATES)) {
    if (prices.has(fiat)) continue;
    // A fiat with a USDT market (USDT-TRY) is priced by it, as the exchange's own rates are; else the fixed rate.
    const market = exchange.entry(`USDT-${fiat}`);
    const usdtInFiat = market ? exchange.simulated(market.market).statistics().last : rate;
    prices.set(fiat, new Dec(1).div(usdtInFiat));
  }
  return prices;
}

/** The rates of every known ticker in `quote`, or undefined when the quote has no price. */
export function ratesIn(exchange: MockExchange, quote: string): { ticker: string; quote: string; rate: string }[] | undefined {
  const prices = usdtPrices(exchange);
  const quotePrice = prices.get(quote);
  if (!quotePrice || quotePrice.isZero()) return undefined;
  const fiatMarket = exchange.entry(`USDT-${quote}`);
  const fiatRate = fiatMarket ? exchange.simulated(fiatMarket.market).statistics().last : USDT_FIAT_RATES[quote];
  const tickers = [...new Set([...CURRENCIES.map((c) => c.ticker), ...prices.keys()])].filter((t) => t !== quote && prices.has(t)).sort();
  return tickers.map((ticker) => {
    const price = prices.get(ticker)!;
    // Into a fiat: times one USDT in that fiat (exact for a market-priced ticker); otherwise divided by the quote's USDT price.
    const rate = fiatRate !== undefined ? price.times(fiatRate) : price.div(quotePrice);
    return { ticker, quote, rate: text(rate) };
  });
}

/**
 * GET /v2/currencies/rates: the exchange's ledgerRates (every spot market's last price and USDT in each fiat), and
 * what they leave out for the balances the ledger holds: the USDC peg and each listed fiat in USDT (so that a
 * TRY or EUR balance has a value in BTC too, through USDT).
 */
export function currencyRates(exchange: MockExchange): { ticker: string; quote: string; rate: string }[] {
  const rates = ledgerRates(exchange);
  const have = new Set(rates.map((r) => `${r.ticker}/${r.quote}`));
  const extra = [
    ...PEGGED.map((ticker) => ({ ticker, quote: 'USDT', rate: '1' })),
    ...DEMO_TOKENS.map(({ ticker }) => ({ ticker, quote: 'USDT', rate: '0' })),
    ...CURRENCIES.filter((c) => c.isFiat && USDT_FIAT_RATES[c.ticker] !== undefined).map((c) => ({
      ticker: c.ticker,
      quote: 'USDT',
      rate: text(usdtPrices(exchange).get(c.ticker)!),
    })),
  ].filter((r) => !have.has(`${r.ticker}/${r.quote}`));
  return [...rates, ...extra];
}
