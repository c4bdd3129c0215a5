/**
 * The market header's live figures: subscribes to the socket's state stream and hands each update of the market
 * to the page (use-market-statistics.ts). Draws nothing; a chunk of its own with the socket's validators, loaded
 * after the first paint (the figures of the markets list show until then, and the stream's data comes after it).
 */
import { useStateSubscription } from '../../../generated/socket/trade-socket.client';
import { fractionDigits, isZeroDecimal, scaledBigInt } from '../../lib/market-data/decimal-string';
import type { LiveFigures } from './use-market-statistics';

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

export function MarketFiguresFeed({ engineName, onFigures }: { engineName: string; onFigures: (live: LiveFigures) => void }) {
  useStateSubscription([engineName], ([name, stats]) => {
    if (name !== engineName) return;
    onFigures({
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
  return null;
}
