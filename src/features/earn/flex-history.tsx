/** The transactions of the active flexible investment in a ticker (GET .../investments/history status 1), 20 a page. */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListFlexInvestmentHistory } from '../../../generated/api/earn-flex/earn-flex';
import { formatDateTime } from '../../lib/format/date-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { formatReward } from './earn-format';

export const FLEX_HISTORY_PAGE = 20;

export function FlexHistory({ ticker, decimals }: { ticker: string; decimals: number }) {
  const { t, i18n } = useTranslation('earn');
  const [offset, setOffset] = useState(0);
  // A redeem refetches every page of this key ({status: 1, ticker} matches whatever offset follows).
  const history = useListFlexInvestmentHistory(
    { status: 1, ticker, offset, limit: FLEX_HISTORY_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  if (history.isPending) return <QueryLoading />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  const rows = history.data.data;
  if (rows.length === 0) return <QueryEmpty>{t('activity.emptyHistory')}</QueryEmpty>;
  return (
    <>
      <table className="data-table" data-testid="flex-history">
        <caption className="visually-hidden">{t('activity.tabs.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.time')}</th>
            <th scope="col">{t('activity.type')}</th>
            <th scope="col">{t('activity.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => (
            <tr key={item.id}>
              <td>{formatDateTime(item.time, i18n.language)}</td>
              <td>{t(`activity.types.${item.type}`)}</td>
              <td className="num">
                {formatReward(item.amount, decimals, i18n.language)} {item.ticker}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pager
        offset={offset}
        limit={FLEX_HISTORY_PAGE}
        total={history.data.pagination.total}
        onOffset={setOffset}
        disabled={history.isFetching}
      />
    </>
  );
}
