/**
 * The trade header's figures as text: one formatting for the header (market-header.tsx) and for the server that
 * writes them into the page shell (scripts/serve/served-figures.ts), so both draw the same text at the same size.
 */
import { formatCompact, formatDecimal, formatPercent } from '../../lib/format/number-format';
import type { MarketFigures } from './use-market-statistics';

export interface HeaderFigureTexts {
  last: string;
  change: string;
  high: string;
  low: string;
  baseVolume: string;
  quoteVolume: string;
}

/** Whether the 24 h change is down (the last price and the change then show in the down colour). */
export const isDown = (figures: MarketFigures): boolean => figures.changePercent.startsWith('-');

/** Prices with the market's price precision, the change as a percent, volumes compact. */
export function headerFigureTexts(figures: MarketFigures, moneyPrec: number, locale: string): HeaderFigureTexts {
  const price = (value: string) => formatDecimal(value, locale, { min: moneyPrec, max: moneyPrec });
  return {
    last: price(figures.last),
    change: formatPercent(figures.changePercent, locale),
    high: price(figures.high),
    low: price(figures.low),
    baseVolume: formatCompact(figures.baseVolume, locale),
    quoteVolume: formatCompact(figures.quoteVolume, locale),
  };
}
