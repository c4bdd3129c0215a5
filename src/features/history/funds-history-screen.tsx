/**
 * /history/main/deposits and /history/main/withdrawals: the main balance's deposits or withdrawals (the contract's
 * assumed listFundsHistory, section 4's transaction method 1 or 2), newest first, with their status, filtered by
 * period, asset and status, 50 a page; asked again while one is on its way.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListFundsHistory } from '../../../generated/api/profile/profile';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

const REFRESH_MS = 5_000;
export const FUNDS_PAGE = 50;
const STATUSES = {
  deposits: ['pending', 'completed', 'cancelled'],
  withdrawals: ['unconfirmed', 'pending', 'completed', 'cancelled'],
} as const;

export function FundsHistoryScreen({ kind }: { kind: 'deposits' | 'withdrawals' }) {
  const { t, i18n } = useTranslation('history');
  const method = kind === 'deposits' ? 1 : 2;
  const filters = useHistoryFilters();
  const { status, ...rest } = filters.params;
  const history = useListFundsHistory(
    {
      method,
      ...rest,
      ...(status ? { status: status as (typeof STATUSES.withdrawals)[number] } : {}),
      offset: filters.offset,
      limit: FUNDS_PAGE,
    },
    {
      query: {
        placeholderData: keepPreviousData,
        refetchInterval: (query) => (query.state.data?.data.some((r) => r.status === 'pending') ? REFRESH_MS : false),
      },
    },
  );
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <HistoryFilters
        filters={filters}
        fields={{ ticker: true, statuses: STATUSES[kind].map((s) => ({ value: s, label: t(`funds.statuses.${s}`) })) }}
      />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t(`funds.empty.${kind}`)}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="funds-history">
              <caption className="visually-hidden">{t(`funds.caption.${kind}`)}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('columns.asset')}</th>
                  <th scope="col">{t('funds.network')}</th>
                  <th scope="col">{t('funds.address')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                  <th scope="col">{t('funds.fee')}</th>
                  <th scope="col">{t('columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((r) => (
                  <tr key={r.id} data-testid="funds-history-row" data-id={r.id} data-status={r.status}>
                    <td>{formatDate(r.createdAt, locale)}</td>
                    <td>{r.ticker}</td>
                    {/* A fiat withdrawal's route is its provider (its network is only the provider's payout code). */}
                    <td>{r.provider ?? r.network}</td>
                    <td className="mono break">{r.address ?? '—'}</td>
                    <td className="num" data-value={r.amount}>
                      {formatDecimal(r.amount, locale, { max: 8 })}
                    </td>
                    <td className="num">{formatDecimal(r.fee, locale, { max: 8 })}</td>
                    <td>{t(`funds.statuses.${r.status}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={FUNDS_PAGE}
            total={history.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
