/** Live 24 h figures of a market from the socket's state stream, falling back to the markets list. */
import Decimal from 'decimal.js';
import { useState } from 'react';
import { useStateSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';

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

/** The change from the 24 h open to the last price, in percent with 2 decimals (exact, via decimal.js). */
export function changePercent(open: string, last: string): string {
  const o = new Decimal(open);
  if (o.isZero()) return '0';
  return new Decimal(last).minus(o).div(o).times(100).toDecimalPlaces(2).toFixed(2);
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
