/**
 * Lines and bars over days (the analytics' account value, PnL and volumes), drawn with lightweight-charts, the chart
 * library the trade page already has; loaded as a chunk of its own by the screens that draw one (React.lazy). The
 * canvas is for the eye: the same figures are in the screen's table, for assistive technology and exact reading.
 */
import { createChart, HistogramSeries, LineSeries, type IChartApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useRef } from 'react';

export interface ChartSeries {
  kind: 'line' | 'histogram';
  color: string;
  /** Unix seconds and decimal strings, oldest first. */
  points: readonly { time: number; value: string }[];
}

const HEIGHT = 260;

export default function TimeSeriesChart({ series, label }: { series: readonly ChartSeries[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | undefined>(undefined);
  useEffect(() => {
    if (!box.current) return;
    let created: IChartApi;
    try {
      created = createChart(box.current, {
        height: HEIGHT,
        autoSize: true,
        layout: { background: { color: 'transparent' }, textColor: '#9aa4b2' },
        grid: { vertLines: { visible: false }, horzLines: { color: 'rgba(154,164,178,0.15)' } },
        timeScale: { timeVisible: false },
      });
    } catch {
      // No canvas (a test's DOM, a locked-down browser): the screen's table still holds every figure.
      return;
    }
    chart.current = created;
    return () => {
      chart.current = undefined;
      created.remove();
    };
  }, []);
  useEffect(() => {
    const api = chart.current;
    if (!api) return;
    const drawn = series.map((s) => {
      const line =
        s.kind === 'line'
          ? api.addSeries(LineSeries, { color: s.color, lineWidth: 2 })
          : api.addSeries(HistogramSeries, { color: s.color });
      // Drawing needs numbers; the figures stay decimal strings everywhere else.
      line.setData(s.points.map((p) => ({ time: p.time as UTCTimestamp, value: Number(p.value) })));
      return line;
    });
    api.timeScale().fitContent();
    return () => {
      // On unmount the chart itself is gone already (the effect above ran first): nothing to take off it.
      if (chart.current !== api) return;
      for (const line of drawn) api.removeSeries(line);
    };
  }, [series]);
  return (
    <div
      ref={box}
      className="time-series-chart"
      style={{ height: HEIGHT }}
      role="figure"
      aria-label={label}
      data-testid="time-series-chart"
    />
  );
}
