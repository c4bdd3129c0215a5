/**
 * /earn for a signed-in user: what they have in earn (GET /v2/smart/overview): the worth in USDT of the flexible and
 * the open fixed investments and their sum, then each ticker's principal and earnings. The figures' box is drawn at
 * once and they come into it; a failed read says its code (1618) and offers a retry.
 */
import { useTranslation } from 'react-i18next';
import { useGetEarnOverview } from '../../../generated/api/earn-flex/earn-flex';
import { useFailureToast } from '../../lib/errors/use-failure-toast';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { SkeletonText } from '../../ui/skeleton';

export function EarnOverview() {
  const { t, i18n } = useTranslation('earn');
  const locale = i18n.language;
  const overview = useGetEarnOverview({ query: { staleTime: 30_000, refetchInterval: 60_000 } });
  useFailureToast(overview.error);
  if (overview.isError) return <QueryError error={overview.error} onRetry={() => void overview.refetch()} />;
  const data = overview.data?.data;
  const usdt = (value: string | undefined) =>
    value === undefined ? <SkeletonText width="10ch" /> : `${formatDecimal(value, locale, { min: 2, max: 2 })} USDT`;
  const amount = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  return (
    <section className="card earn-overview" aria-labelledby="earn-overview-title" aria-busy={!data}>
      <h2 id="earn-overview-title" className="card__title">
        {t('overview.title')}
      </h2>
      {!data && <QueryLoading placeholder={null} />}
      <dl className="definition-list">
        {(['total', 'flexible', 'fixed'] as const).map((key) => (
          <div key={key} className="definition-list__row">
            <dt>{t(`overview.${key}`)}</dt>
            <dd data-testid={`earn-overview-${key}`}>{usdt(data?.[`${key}Usdt`])}</dd>
          </div>
        ))}
      </dl>
      {data && data.assets.length > 0 && (
        <div className="table-scroll">
          <table className="data-table" data-testid="earn-overview-assets">
            <caption className="visually-hidden">{t('overview.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('plans.asset')}</th>
                <th scope="col">{t('overview.flexible')}</th>
                <th scope="col">{t('overview.earned')}</th>
                <th scope="col">{t('overview.fixed')}</th>
                <th scope="col">{t('overview.expected')}</th>
              </tr>
            </thead>
            <tbody>
              {data.assets.map((a) => (
                <tr key={a.ticker} data-ticker={a.ticker}>
                  <th scope="row">{a.ticker}</th>
                  <td className="num">{amount(a.flexible, a.ticker)}</td>
                  <td className="num">{amount(a.flexibleEarned, a.ticker)}</td>
                  <td className="num">{amount(a.fixed, a.ticker)}</td>
                  <td className="num">{amount(a.fixedExpectedProfit, a.ticker)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
