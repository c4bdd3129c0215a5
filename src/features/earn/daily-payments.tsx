/** The daily payments of a flexible investment, newest first (GET .../investments/{ticker}/daily-payments). */
import { useTranslation } from 'react-i18next';
import { useListFlexDailyPayments } from '../../../generated/api/earn-flex/earn-flex';
import { formatRate } from '../../lib/format/number-format';
import { formatDate } from '../../lib/format/date-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatReward } from './earn-format';

export function DailyPayments({ ticker, decimals }: { ticker: string; decimals: number }) {
  const { t, i18n } = useTranslation('earn');
  const payments = useListFlexDailyPayments(ticker);
  if (payments.isPending) return <QueryLoading />;
  if (payments.isError) return <QueryError error={payments.error} onRetry={() => void payments.refetch()} />;
  if (payments.data.data.length === 0) return <QueryEmpty>{t('activity.emptyDaily')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <table className="data-table" data-testid="daily-payments">
      <caption className="visually-hidden">{t('activity.tabs.daily')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('activity.day')}</th>
          <th scope="col">{t('activity.reward')}</th>
          <th scope="col">{t('activity.apr')}</th>
        </tr>
      </thead>
      <tbody>
        {[...payments.data.data]
          .sort((a, b) => b.time - a.time)
          .map((p) => (
            <tr key={p.time}>
              <td>{formatDate(p.time, locale)}</td>
              <td className="num">
                {formatReward(p.amount, decimals, locale)} {ticker}
              </td>
              <td className="num">{formatRate(p.rate, locale)}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
