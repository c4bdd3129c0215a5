/**
 * /history/collateral/bonuses: the user's trading bonuses (GET /v2/bonuses; granted when a bonus-centre voucher is
 * activated), newest first, filtered by period and status, 50 a page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListBonuses } from '../../../generated/api/balances/balances';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const BONUSES_PAGE = 50;
const STATUSES = ['active', 'used', 'expired'] as const;

export function BonusesScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, status } = filters.params;
  const bonuses = useListBonuses(
    { from, to, ...(status ? { status: status as (typeof STATUSES)[number] } : {}), offset: filters.offset, limit: BONUSES_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <HistoryFilters filters={filters} fields={{ statuses: STATUSES.map((s) => ({ value: s, label: t(`bonuses.statuses.${s}`) })) }} />
      {bonuses.isPending ? (
        <QueryLoading />
      ) : bonuses.isError ? (
        <QueryError error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data.data.length === 0 ? (
        <QueryEmpty>{t('bonuses.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="bonuses">
              <caption className="visually-hidden">{t('bonuses.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                  <th scope="col">{t('columns.status')}</th>
                  <th scope="col">{t('bonuses.expires')}</th>
                </tr>
              </thead>
              <tbody>
                {bonuses.data.data.map((b) => (
                  <tr key={b.id} data-testid="bonus-history-row" data-id={b.id} data-status={b.status}>
                    <td>{formatDate(b.createdAt, locale)}</td>
                    <td className="num" data-value={b.amount}>
                      {formatDecimal(b.amount, locale, { max: 8 })} {b.ticker}
                    </td>
                    <td>{t(`bonuses.statuses.${b.status}`)}</td>
                    <td>{b.expiresAt ? formatDate(b.expiresAt, locale) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={BONUSES_PAGE}
            total={bonuses.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={bonuses.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
