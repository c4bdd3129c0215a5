/**
 * The APR of a flexible plan over the last 30 days (GET .../{ticker}/annual-percentage-rate-history from, to):
 * its range and the latest points. The period is fixed when the tab opens so that the query key stays put.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFlexPlanAprHistory } from '../../../generated/api/earn-flex/earn-flex';
import { formatRate } from '../../lib/format/number-format';
import { formatDateTime } from '../../lib/format/date-format';
import { Dec } from '../../lib/input/input-result';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export const APR_PERIOD_SECONDS = 30 * 86_400;
const POINTS_SHOWN = 30;

export function AprHistory({ ticker }: { ticker: string }) {
  const { t, i18n } = useTranslation('earn');
  const [period] = useState(() => {
    const to = Math.floor(Date.now() / 1000);
    return { from: to - APR_PERIOD_SECONDS, to };
  });
  const history = useListFlexPlanAprHistory(ticker, period, { query: { staleTime: 5 * 60_000 } });
  if (history.isPending) return <QueryLoading />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const points = [...history.data.data].sort((a, b) => b.time - a.time);
  if (points.length === 0) return <QueryEmpty>{t('activity.emptyApr')}</QueryEmpty>;
  const locale = i18n.language;
  const rates = points.map((p) => new Dec(p.rate));
  const low = Dec.min(...rates).toFixed();
  const high = Dec.max(...rates).toFixed();
  return (
    <>
      <p data-testid="apr-range">{t('activity.aprRange', { low: formatRate(low, locale), high: formatRate(high, locale) })}</p>
      <table className="data-table" data-testid="apr-history">
        <caption className="visually-hidden">{t('activity.tabs.apr')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.time')}</th>
            <th scope="col">{t('activity.apr')}</th>
          </tr>
        </thead>
        <tbody>
          {points.slice(0, POINTS_SHOWN).map((p) => (
            <tr key={p.time}>
              <td>{formatDateTime(p.time, locale)}</td>
              <td className="num">{formatRate(p.rate, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
