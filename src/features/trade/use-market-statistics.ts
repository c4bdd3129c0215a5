/** Live 24 h figures of a market from the socket's state stream, falling back to the markets list. */
import { useState } from 'react';
import { useStateSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';
import { fractionDigits, isZeroDecimal, scaledBigInt } from '../../lib/market-data/decimal-string';

export interface MarketFigures {
  last: string;
  changePercent: string;
  high: string;
  low: string;
  baseVolume: string;
  quoteVolume: string;
}

export function figuresFromMarket(market: Market): MarketFigures {
  return {
    last: market.lastPrice,
    changePercent: market.change,
    high: market.high,
    low: market.low,
    baseVolume: market.baseVolume,
    quoteVolume: market.quoteVolume,
  };
}

/**
 * The change from the 24 h open to the last price, in percent with 2 decimals, rounded half away from zero;
 * exact (scaled integers).
 */
export function changePercent(open: string, last: string): string {
  if (isZeroDecimal(open)) return '0';
  const scale = Math.max(fractionDigits(open), fractionDigits(last));
  const o = scaledBigInt(open, scale);
  const diff = (scaledBigInt(last, scale) - o) * 10_000n; // hundredths of a percent, times o
  let hundredths = diff / o;
  const rest = diff % o;
  if (2n * (rest < 0n ? -rest : rest) >= o) hundredths += diff < 0n ? -1n : 1n;
  const negative = hundredths < 0n;
  const digits = (negative ? -hundredths : hundredths).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

export function useMarketFigures(engineName: string | null, market: Market | undefined): MarketFigures | undefined {
  const [live, setLive] = useState<{ name: string; figures: MarketFigures } | undefined>();
  useStateSubscription(engineName ? [engineName] : null, ([name, stats]) => {
    if (name !== engineName) return;
    setLive({
      name,
      figures: {
        last: stats.last,
        changePercent: changePercent(stats.open, stats.last),
        high: stats.high,
        low: stats.low,
        baseVolume: stats.volume,
        quoteVolume: stats.deal,
      },
    });
  });
  if (live && live.name === engineName) return live.figures;
  return market ? figuresFromMarket(market) : undefined;
}
