/**
 * /history/main/transfers: the transfers between the user's own balances (the contract's assumed listBalanceTransfers),
 * newest first, filtered by period and asset, a page of 100 at a time as the user scrolls, however long the history:
 * only the rows near the viewport are drawn (src/ui/virtual-rows.tsx).
 */
import { useCallback, useMemo } from 'react';
import type { BalanceTransferRecord as Transfer } from '../../../generated/api/model/balanceTransferRecord.zod';
import { useTranslation } from 'react-i18next';
import { useListBalanceTransfersInfinite } from '../../../generated/api/balances/balances';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { VirtualRows } from '../../ui/virtual-rows';
import { HistoryFilters, useHistoryFilters } from './history-filters';

/** The web API's longest page. */
export const TRANSFERS_PAGE = 100;

const rowProps = (r: Transfer) => ({ 'data-testid': 'transfer-history-row', 'data-id': r.id });

export function TransferHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, ticker } = filters.params;
  const transfers = useListBalanceTransfersInfinite(
    { from, to, ticker, limit: TRANSFERS_PAGE },
    {
      query: {
        initialPageParam: 0,
        getNextPageParam: ({ pagination }) =>
          pagination.offset + pagination.limit < pagination.total ? pagination.offset + pagination.limit : undefined,
      },
    },
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = transfers;
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const locale = i18n.language;
  // Stable between frames: a row already drawn is not drawn again while the window scrolls (src/ui/virtual-rows.tsx).
  const cells = useCallback(
    (r: Transfer) => (
      <>
        <td>{formatDate(r.time, locale)}</td>
        <td>{t(`transfers.accounts.${r.from}`)}</td>
        <td>{t(`transfers.accounts.${r.to}`)}</td>
        <td className="num" data-value={r.amount}>
          {formatDecimal(r.amount, locale, { max: 8 })} {r.ticker}
        </td>
      </>
    ),
    [t, locale],
  );
  const rows = useMemo(() => transfers.data?.pages.flatMap((page) => page.data) ?? [], [transfers.data]);
  const total = transfers.data?.pages[0]?.pagination.total ?? 0;
  return (
    <StandardAreaPage>
      <HistoryFilters filters={filters} fields={{ ticker: true }} />
      {transfers.isPending ? (
        <QueryLoading />
      ) : transfers.isError ? (
        <QueryError error={transfers.error} onRetry={() => void transfers.refetch()} />
      ) : rows.length === 0 ? (
        <QueryEmpty>{t('transfers.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="transfer-history" aria-rowcount={total + 1}>
              <caption className="visually-hidden">{t('transfers.caption')}</caption>
              <thead>
                <tr aria-rowindex={1}>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('transfers.from')}</th>
                  <th scope="col">{t('transfers.to')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                </tr>
              </thead>
              <VirtualRows rows={rows} rowKey={(r) => r.id} columns={4} onNearEnd={more} rowProps={rowProps} cells={cells} />
            </table>
          </div>
          <p className="field__hint" aria-live="polite" data-testid="transfer-history-count">
            {isFetchingNextPage
              ? t('list.loadingMore')
              : rows.length < total
                ? t('list.shown', { shown: rows.length, total })
                : t('list.all', { total })}
          </p>
        </>
      )}
    </StandardAreaPage>
  );
}
