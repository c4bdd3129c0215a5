/**
 * The APR of a flexible plan over the last 30 days (GET .../{ticker}/annual-percentage-rate-history from, to): a line
 * chart (./apr-chart.tsx, lightweight-charts in a chunk of its own, asked for once the points are here), the range and
 * the latest rate in words, and every point in a table behind a disclosure, for those who cannot see the chart. The
 * chart's box is reserved while the points and the chunk load, so nothing below it moves. The period is fixed when the
 * tab opens so that the query key stays put.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFlexPlanAprHistory } from '../../../generated/api/earn-flex/earn-flex';
import { formatRate } from '../../lib/format/number-format';
import { formatDate } from '../../lib/format/date-format';
import { Dec } from '../../lib/input/input-result';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';

const AprChart = lazy(() => import('./apr-chart'));

export const APR_PERIOD_SECONDS = 30 * 86_400;

const chartBox = <div className="apr-chart apr-chart--loading" aria-hidden="true" />;

/** The tab's box while its points load: the chart's, the summary's line and the disclosure's. */
const placeholder = (
  <div className="apr-history" aria-hidden="true">
    {chartBox}
    <p className="apr-history__summary">
      <SkeletonText width="40ch" />
    </p>
    <p className="apr-history__toggle">
      <SkeletonText width="12ch" />
    </p>
  </div>
);

export function AprHistory({ ticker }: { ticker: string }) {
  const { t, i18n } = useTranslation('earn');
  const [period] = useState(() => {
    const to = Math.floor(Date.now() / 1000);
    return { from: to - APR_PERIOD_SECONDS, to };
  });
  const history = useListFlexPlanAprHistory(ticker, period, { query: { staleTime: 5 * 60_000 } });
  if (history.isPending) return <QueryLoading placeholder={placeholder} />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const points = [...history.data.data].sort((a, b) => a.time - b.time);
  const latest = points.at(-1);
  if (!latest) return <QueryEmpty>{t('activity.emptyApr')}</QueryEmpty>;
  const locale = i18n.language;
  const rates = points.map((p) => new Dec(p.rate));
  const low = formatRate(Dec.min(...rates).toFixed(), locale);
  const high = formatRate(Dec.max(...rates).toFixed(), locale);
  return (
    <figure className="apr-history" data-testid="apr-history">
      <Suspense fallback={chartBox}>
        <AprChart points={points} locale={locale} label={t('activity.aprChart', { ticker })} />
      </Suspense>
      <figcaption className="apr-history__summary" data-testid="apr-range">
        {t('activity.aprRange', { low, high })}{' '}
        {t('activity.aprLatest', { date: formatDate(latest.time, locale), rate: formatRate(latest.rate, locale) })}
      </figcaption>
      <details className="apr-history__toggle">
        <summary>{t('activity.aprTable')}</summary>
        <table className="data-table" data-testid="apr-table">
          <caption className="visually-hidden">{t('activity.tabs.apr')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('activity.day')}</th>
              <th scope="col">{t('activity.apr')}</th>
            </tr>
          </thead>
          <tbody>
            {[...points].reverse().map((p) => (
              <tr key={p.time}>
                <td>{formatDate(p.time, locale)}</td>
                <td className="num">{formatRate(p.rate, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
