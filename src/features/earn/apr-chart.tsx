/**
 * The APR history drawn as a line (lightweight-charts), a chunk of its own that the APR tab asks for when it has its
 * points: the library is in no page's first load. The chart is a figure named for what it shows (not role="img": the
 * library puts its attribution link inside, which an image may not hold); the figures it draws are the tab's summary
 * and table (./apr-history.tsx).
 */
import { createChart, LineSeries, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import { formatRate } from '../../lib/format/number-format';

export interface AprPoint {
  /** The day's start, unix seconds. */
  time: number;
  /** The APR in percent, a decimal string. */
  rate: string;
}

export default function AprChart({ points, label, locale }: { points: readonly AprPoint[]; label: string; locale: string }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!container.current) return;
    const styles = getComputedStyle(document.documentElement);
    const chart = createChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: styles.getPropertyValue('--text-muted').trim() || '#9aa8bb' },
      grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(36,48,68,0.6)' } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: false, fixLeftEdge: true, fixRightEdge: true },
      // A small chart inside a page: the page scrolls under a finger or a wheel, the chart does not pan or zoom.
      handleScroll: false,
      handleScale: false,
      localization: {
        locale,
        // The scale's labels as the rest of the page writes a rate (drawing needs numbers; 2 places, as formatRate).
        priceFormatter: (value: number) => formatRate(value.toFixed(2), locale),
      },
    });
    const line = chart.addSeries(LineSeries, { color: '#3ddc97', lineWidth: 2, priceLineVisible: false, lastValueVisible: true });
    line.setData(points.map((p) => ({ time: p.time as UTCTimestamp, value: Number(p.rate) })));
    chart.timeScale().fitContent();
    return () => chart.remove();
  }, [points, locale]);

  return <div ref={container} className="apr-chart" role="figure" aria-label={label} data-testid="apr-chart" data-points={points.length} />;
}
