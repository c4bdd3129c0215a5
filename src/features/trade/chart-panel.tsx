/**
 * The chart panel: resolution picker (spec section 9, default 15) and the chart, whose chunk (lightweight-charts,
 * the candles' store, the socket's validators) is asked for once the page has painted.
 */
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AfterPaint } from '../../lib/loading/after-first-paint';
import { DEFAULT_RESOLUTION, RESOLUTIONS, type Resolution } from '../../lib/market-data/resolutions';
import { SegmentedControl } from '../../ui/segmented-control';

const CandleChart = lazy(() => import('./candle-chart'));

export function ChartPanel({ engineName, pair, priceHint }: { engineName: string; pair: string; priceHint?: string }) {
  const { t } = useTranslation('trade');
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  return (
    <section className="panel chart-panel" aria-labelledby="chart-title">
      <header className="panel__header">
        <h2 id="chart-title">{t('chart.title')}</h2>
        <SegmentedControl
          variant="radio"
          className="segmented chart-panel__resolutions"
          aria-label={t('chart.resolution')}
          items={RESOLUTIONS.map((r) => ({ value: r, label: t(`chart.resolutions.${r}`) }))}
          value={resolution}
          onChange={setResolution}
        />
      </header>
      <AfterPaint placeholder={<div className="candle-chart candle-chart--loading" aria-busy="true" />}>
        <CandleChart engineName={engineName} resolution={resolution} label={t('chart.label', { pair })} priceHint={priceHint} />
      </AfterPaint>
    </section>
  );
}
