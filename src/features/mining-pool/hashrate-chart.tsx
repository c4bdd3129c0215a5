/**
 * The hashrate chart (lightweight-charts, a chunk of its own loaded with the mining pages' charts): an area of the
 * points the hashrate calls answer, in TH/s. Only the drawing turns the decimal strings into numbers; the figures
 * beside the chart (./hashrate-panel.tsx) stay exact.
 */
import { AreaSeries, createChart, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';
import type { MiningHashratePoint } from '../../../generated/api/model/miningHashratePoint.zod';

const TH = 1e12;

export default function HashrateChart({ points, label }: { points: readonly MiningHashratePoint[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const series = useRef<ISeriesApi<'Area'> | null>(null);
  const chart = useRef<IChartApi | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const styles = getComputedStyle(document.documentElement);
    const created = createChart(container.current, {
      autoSize: true,
      layout: { background: { color: 'transparent' }, textColor: styles.getPropertyValue('--text-muted').trim() || '#9aa8bb' },
      grid: { vertLines: { color: 'rgba(36,48,68,0.6)' }, horzLines: { color: 'rgba(36,48,68,0.6)' } },
      timeScale: { timeVisible: true, secondsVisible: false },
      rightPriceScale: { borderVisible: false },
    });
    series.current = created.addSeries(AreaSeries, {
      lineColor: '#3ddc97',
      topColor: 'rgba(61,220,151,0.35)',
      bottomColor: 'rgba(61,220,151,0.02)',
      priceFormat: { type: 'custom', formatter: (value: number) => `${value.toFixed(2)} TH/s`, minMove: 0.01 },
    });
    chart.current = created;
    return () => {
      created.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  useEffect(() => {
    series.current?.setData(points.map((p) => ({ time: p.timestamp as UTCTimestamp, value: Number(p.hashrate) / TH })));
    chart.current?.timeScale().fitContent();
  }, [points]);

  return (
    <div
      ref={container}
      className="hashrate-chart"
      role="figure"
      aria-label={label}
      data-testid="hashrate-chart"
      data-points={points.length}
    />
  );
}
