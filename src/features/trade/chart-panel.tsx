/** The chart panel: resolution picker (spec section 9, default 15) and the chart, which loads after first paint. */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_RESOLUTION, RESOLUTIONS, type Resolution } from '../../lib/market-data/resolutions';
import { rovingKeys } from './roving';

const CandleChart = lazy(() => import('./candle-chart'));

export function ChartPanel({ engineName, pair }: { engineName: string; pair: string }) {
  const { t } = useTranslation('trade');
  const [resolution, setResolution] = useState<Resolution>(DEFAULT_RESOLUTION);
  return (
    <section className="panel chart-panel" aria-labelledby="chart-title">
      <header className="panel__header">
        <h2 id="chart-title">{t('chart.title')}</h2>
        <div
          role="radiogroup"
          aria-label={t('chart.resolution')}
          className="segmented chart-panel__resolutions"
          onKeyDown={rovingKeys(RESOLUTIONS, resolution, setResolution, '[role="radio"]')}
        >
          {RESOLUTIONS.map((r) => (
            <button
              key={r}
              type="button"
              role="radio"
              aria-checked={r === resolution}
              tabIndex={r === resolution ? 0 : -1}
              className={r === resolution ? 'is-active' : undefined}
              onClick={() => setResolution(r)}
            >
              {t(`chart.resolutions.${r}`)}
            </button>
          ))}
        </div>
      </header>
      <Suspense fallback={<div className="candle-chart candle-chart--loading" aria-busy="true" />}>
        <CandleChart engineName={engineName} resolution={resolution} label={t('chart.label', { pair })} />
      </Suspense>
    </section>
  );
}
