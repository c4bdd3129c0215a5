/**
 * A market's 24 h figures: live from the socket's state stream once its feed is there (market-figures-feed.tsx,
 * loaded after the first paint with the socket), from the markets list until then.
 */
import { useEffect, useState } from 'react';
import type { Market } from '../../../generated/api/model/market.zod';
import { animationFrameScheduler } from '../../lib/market-data/frame-publisher';

export interface MarketFigures {
  last: string;
  changePercent: string;
  high: string;
  low: string;
  baseVolume: string;
  quoteVolume: string;
}

/** Figures from the state stream, with the market (engine name) they are of. */
export interface LiveFigures {
  name: string;
  figures: MarketFigures;
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
 * The figures to show for the market, and `feed`, which the live feed calls with each update. An update is drawn
 * on the page's frame loop, with the book and the trades of that frame (one render), the latest one if several came.
 */
export function useMarketFigures(
  engineName: string | null,
  market: Market | undefined,
): { figures: MarketFigures | undefined; feed: (live: LiveFigures) => void } {
  const [live, setLive] = useState<LiveFigures | undefined>();
  const [feed] = useState(() => framedFeed(setLive));
  useEffect(() => feed.cancel, [feed]);
  const figures = live && live.name === engineName ? live.figures : market ? figuresFromMarket(market) : undefined;
  return { figures, feed: feed.push };
}

function framedFeed(draw: (live: LiveFigures) => void) {
  let latest: LiveFigures | undefined;
  let cancel: (() => void) | undefined;
  return {
    push(live: LiveFigures) {
      latest = live;
      cancel ??= animationFrameScheduler.schedule(() => {
        cancel = undefined;
        if (latest) draw(latest);
      });
    },
    cancel() {
      cancel?.();
      cancel = undefined;
    },
  };
}
