/**
 * The candle chart (lightweight-charts), loaded after first paint as its own chunk. History comes from the
 * public kline endpoint (the second resolutions have none there: their last bar comes from the socket's
 * kline_last_deal.query), live bars from the deals stream through the candles store (the last-bar rule:
 * an empty bar carries the previous close when a period passes without a trade). The store's clock is the public
 * API's (GET /api/v4/public/time): a bar closes when the exchange's period ends, not this device's.
 */
import { CandlestickSeries, createChart, HistogramSeries, type IChartApi, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useGetPublicKline } from '../../../generated/api/markets/markets';
import { klineLastDealQuery, useDealsSubscription } from '../../../generated/socket/trade-socket.client';
import { CandlesStore, candleFromTuple, type Candle } from '../../lib/market-data/candles-store';
import { RESOLUTION_SECONDS, type Resolution } from '../../lib/market-data/resolutions';
import { useStoreSnapshot } from '../../lib/market-data/use-order-book';
import { usePublicClockOffset } from '../../lib/time/server-clock';
import { throttledFrames } from './book-frames';

/** The public kline's interval for a chart resolution; the second resolutions have no history there. */
export const KLINE_INTERVAL: Partial<
  Record<Resolution, '1m' | '3m' | '5m' | '15m' | '30m' | '1h' | '2h' | '4h' | '6h' | '8h' | '12h' | '1d' | '3d' | '1w'>
> = {
  '1': '1m',
  '3': '3m',
  '5': '5m',
  '15': '15m',
  '30': '30m',
  '60': '1h',
  '120': '2h',
  '240': '4h',
  '360': '6h',
  '480': '8h',
  '720': '12h',
  '1D': '1d',
  '3D': '3d',
  '1W': '1w',
};

const HISTORY_BARS = 500;

/**
 * Live bars are drawn at most twice a second: each draw repaints the whole chart (20 to 25 ms on a slow phone at a
 * phone's pixel density, issue 18), and a bar's body gains nothing from more (the exchanges' own kline streams push
 * about once a second).
 */
export const CHART_MIN_FRAME_MS = 500;

/** The chart's font (lightweight-charts' own default family, named here to measure labels in it). */
const CHART_FONT_SIZE = 12;
const CHART_FONT_FAMILY = "-apple-system, BlinkMacSystemFont, 'Trebuchet MS', Roboto, Ubuntu, sans-serif";
/** What lightweight-charts adds to its widest label (border, tick, inner and outer padding, label offset at 12 px). */
const PRICE_SCALE_PADDING = 21;

/**
 * The price scale's width before any bar is drawn. lightweight-charts sizes the scale to its labels, 56 px with none,
 * and widened it when the history came: the plot moved inside a chart already on screen (a layout shift, issue 18).
 * Reserved from the market's price instead: the label of a price a tenth higher (a digit more only near a power of
 * ten), measured in the chart's font. The scale still grows for a wider label; it never starts narrower.
 */
function priceScaleWidth(label: string): number {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 0;
  context.font = `${CHART_FONT_SIZE}px ${CHART_FONT_FAMILY}`;
  return Math.ceil(context.measureText(label).width + PRICE_SCALE_PADDING);
}

// Drawing needs numbers; the values stay decimal strings everywhere else.
const toBar = (c: Candle) => ({
  time: c.time as UTCTimestamp,
  open: Number(c.open),
  high: Number(c.high),
  low: Number(c.low),
  close: Number(c.close),
});
const toVolume = (c: Candle) => ({
  time: c.time as UTCTimestamp,
  value: Number(c.volume),
  color: Number(c.close) >= Number(c.open) ? 'rgba(61,220,151,0.35)' : 'rgba(255,107,107,0.35)',
});

export default function CandleChart({
  engineName,
  resolution,
  label,
  priceHint,
}: {
  engineName: string;
  resolution: Resolution;
  label: string;
  /** A recent price of the market (a decimal string): the price scale is sized for it before the bars come. */
  priceHint?: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null);
  const drawn = useRef<readonly Candle[]>([]);
  // Gives the chart its box's size (then again on each change of the box); set by the chart's effect.
  const fitToBox = useRef<(() => void) | null>(null);
  // Hidden until then: its growth from a pixel to the box is no layout shift of what the user sees.
  const [fitted, setFitted] = useState(false);
  // The first hint sizes every chart of the market: a later price does not rebuild the chart.
  const [sizingPrice] = useState(priceHint);
  // The history's window is fixed when the market or the resolution is chosen: a new `now` at every render
  // would be a new query (a refetch of 500 bars at each live update).
  const offset = useRef(0);
  offset.current = usePublicClockOffset();
  const { store, now } = useMemo(() => {
    const clock = {
      now: () => Date.now() + offset.current,
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    return {
      store: new CandlesStore({ market: engineName, resolution, clock, scheduler: throttledFrames(CHART_MIN_FRAME_MS) }),
      now: Math.floor(clock.now() / 1000),
    };
  }, [engineName, resolution]);
  const interval = KLINE_INTERVAL[resolution];
  const history = useGetPublicKline(
    {
      market: engineName,
      interval: interval ?? '1m',
      start: now - HISTORY_BARS * RESOLUTION_SECONDS[resolution],
      end: now,
      limit: HISTORY_BARS,
    },
    { query: { enabled: interval !== undefined, staleTime: 60_000 } },
  );

  useEffect(() => {
    // asOf: trades the stream delivers from before the history was fetched are already in its last bar.
    if (history.data?.result)
      store.setHistory(
        history.data.result.map((tuple) => candleFromTuple(tuple)),
        { asOf: Math.floor((history.dataUpdatedAt + offset.current) / 1000) },
      );
  }, [history.data, history.dataUpdatedAt, store]);
  useEffect(() => {
    // A second resolution has no kline history: its last bar (the previous close when nothing traded) starts it.
    if (interval !== undefined) return;
    let current = true;
    klineLastDealQuery([engineName, RESOLUTION_SECONDS[resolution]]).then(
      (bar) => {
        if (current) store.setHistory([candleFromTuple(bar)], { asOf: Math.floor((Date.now() + offset.current) / 1000) });
      },
      // No last bar: the stream's first trade opens the chart.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [interval, engineName, resolution, store]);
  useDealsSubscription([engineName], ([market, trades]) => {
    if (market === engineName) store.applyTrades(trades);
  });
  const { bars } = useStoreSnapshot(store);

  // The chart, then its series, each in a task of its own after the commit that mounts the chart: with the commit's
  // other effects and the first bars they were one task of 200 ms on a slow phone (issue 18). The bars are drawn
  // once the series are there. The chart is made once the history has answered (or failed; a second resolution has
  // none to wait for): made before, it was drawn empty first, a whole chart's drawing for nothing.
  const started = interval === undefined || history.isFetched || bars.length > 0;
  const [seriesReady, setSeriesReady] = useState<IChartApi | null>(null);
  useEffect(() => {
    const element = container.current;
    if (!element || !started) return;
    let created: IChartApi | undefined;
    let resizes: ResizeObserver | undefined;
    const createTheChart = () => {
      const styles = getComputedStyle(document.documentElement);
      // Made at a pixel's size and given its box's size with its first bars (fitToBox), so that its first real draw
      // is the one with the data: made at its size, the empty chart was drawn whole before the series were added, and
      // the library's own autoSize drew it again once its observer had the size (each a long task on a slow phone,
      // issue 18). Then it follows real changes of the box only.
      created = createChart(element, {
        width: 1,
        height: 1,
        layout: {
          background: { color: 'transparent' },
          textColor: styles.getPropertyValue('--text-muted').trim() || '#9aa8bb',
          fontSize: CHART_FONT_SIZE,
          fontFamily: CHART_FONT_FAMILY,
        },
        grid: { vertLines: { color: 'rgba(36,48,68,0.6)' }, horzLines: { color: 'rgba(36,48,68,0.6)' } },
        timeScale: { timeVisible: true, secondsVisible: RESOLUTION_SECONDS[resolution] < 60 },
        rightPriceScale: { borderVisible: false },
      });
      chart.current = created;
      setFitted(false);
      let size = '';
      const fit = () => {
        const now = `${element.clientWidth}x${element.clientHeight}`;
        if (now === size) return;
        size = now;
        created?.resize(element.clientWidth, element.clientHeight);
        setFitted(true);
      };
      fitToBox.current = fit;
      if (typeof ResizeObserver !== 'function') return;
      resizes = new ResizeObserver(() => {
        if (size) fit();
      });
      resizes.observe(element);
    };
    const addTheSeries = () => {
      const target = created!;
      candles.current = target.addSeries(CandlestickSeries, {
        upColor: '#3ddc97',
        downColor: '#ff6b6b',
        borderVisible: false,
        wickUpColor: '#3ddc97',
        wickDownColor: '#ff6b6b',
      });
      // The volume has no last-value label or price line: a second label on the scale, and its alignment against the
      // price's, were a third of the chart's drawing time on a slow phone.
      volumes.current = target.addSeries(HistogramSeries, {
        priceScaleId: 'volume',
        priceFormat: { type: 'volume' },
        lastValueVisible: false,
        priceLineVisible: false,
      });
      target.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
      const hint = Number(sizingPrice);
      if (hint > 0)
        target.applyOptions({ rightPriceScale: { minimumWidth: priceScaleWidth(candles.current.priceFormatter().format(hint * 1.1)) } });
      drawn.current = [];
      setSeriesReady(target);
    };
    let timer = setTimeout(() => {
      createTheChart();
      timer = setTimeout(addTheSeries);
    });
    return () => {
      clearTimeout(timer);
      resizes?.disconnect();
      created?.remove();
      chart.current = null;
      fitToBox.current = null;
      candles.current = null;
      volumes.current = null;
    };
  }, [resolution, sizingPrice, started]);

  // A live trade changes the last bar or opens the next one: only those are drawn again (bars are immutable,
  // so the unchanged ones are the same objects); anything else (history, a new chart) sets the whole series.
  useEffect(() => {
    const series = candles.current;
    const volume = volumes.current;
    if (!series || !volume) return;
    const previous = drawn.current;
    let from = 0;
    const common = Math.min(previous.length, bars.length);
    while (from < common && previous[from] === bars[from]) from++;
    const last = previous.length - 1;
    const onlyTheEnd = last >= 0 && from >= last && bars.length > last && bars[last]!.time === previous[last]!.time;
    drawn.current = bars;
    if (onlyTheEnd) {
      try {
        for (let i = from; i < bars.length; i++) {
          series.update(toBar(bars[i]!));
          volume.update(toVolume(bars[i]!));
        }
        return;
      } catch {
        // the series refused an update (out of order): draw it whole
      }
    }
    series.setData(bars.map(toBar));
    volume.setData(bars.map(toVolume));
    fitToBox.current?.();
  }, [bars, seriesReady]);

  return (
    <div
      ref={container}
      className={fitted ? 'candle-chart' : 'candle-chart candle-chart--unfitted'}
      role="figure"
      aria-label={label}
      data-testid="candle-chart"
      data-bars={bars.length}
      data-last-close={bars.at(-1)?.close}
    />
  );
}
