/**
 * /history/trade/auto-invest: every buy of the user's auto-invest plans, deleted plans included (the contract's
 * assumed listAutoInvestExecutions), newest first, filtered by period and outcome, 50 a page; a failed buy says why.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListAutoInvestExecutions } from '../../../generated/api/auto-invest/auto-invest';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const AUTO_INVEST_PAGE = 50;

export function AutoInvestHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, status } = filters.params;
  const history = useListAutoInvestExecutions(
    { from, to, ...(status ? { status: status as 'success' | 'failed' } : {}), offset: filters.offset, limit: AUTO_INVEST_PAGE },
    { query: { refetchInterval: 15_000, placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  const amount = (value: string, ticker: string) => `${formatDecimal(value, locale, { max: 8 })} ${ticker}`;
  return (
    <StandardAreaPage>
      <HistoryFilters
        filters={filters}
        fields={{ statuses: (['success', 'failed'] as const).map((s) => ({ value: s, label: t(`autoInvest.outcomes.${s}`) })) }}
      />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('autoInvest.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="auto-invest-history">
              <caption className="visually-hidden">{t('autoInvest.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('autoInvest.plan')}</th>
                  <th scope="col">{t('autoInvest.spent')}</th>
                  <th scope="col">{t('autoInvest.price')}</th>
                  <th scope="col">{t('autoInvest.received')}</th>
                  <th scope="col">{t('autoInvest.fee')}</th>
                  <th scope="col">{t('autoInvest.status')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((b) => (
                  <tr key={b.id} data-testid="auto-invest-history-row" data-plan={b.planId} data-ticker={b.ticker} data-status={b.status}>
                    <td>{formatDateTime(b.time, locale)}</td>
                    <td className="num">#{b.planId}</td>
                    <td className="num" data-value={b.spent}>
                      {amount(b.spent, b.quote)}
                    </td>
                    <td className="num">{b.price ? amount(b.price, b.quote) : '—'}</td>
                    <td className="num" data-value={b.amount}>
                      {amount(b.amount, b.ticker)}
                    </td>
                    <td className="num" data-value={b.fee}>
                      {amount(b.fee, b.ticker)}
                    </td>
                    <td>{b.status === 'success' ? t('autoInvest.success') : t(`autoInvest.failed.${b.failure ?? 'balance'}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={AUTO_INVEST_PAGE}
            total={history.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
