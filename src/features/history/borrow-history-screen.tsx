/**
 * /history/collateral/borrow: every movement of the user's crypto loans (the contract's assumed
 * listCryptoLoanHistory): borrowed, repaid, collateral added or released, liquidated; newest first, filtered by
 * period, asset and kind, 25 a page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListCryptoLoanHistory } from '../../../generated/api/crypto-borrow/crypto-borrow';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

const KINDS = ['borrow', 'repay', 'collateral', 'release', 'liquidation'] as const;

const PAGE = 25;

export function BorrowHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { offset, setOffset } = filters;
  const { from, to, ticker, status } = filters.params;
  const history = useListCryptoLoanHistory(
    { from, to, ticker, ...(status ? { kind: status as (typeof KINDS)[number] } : {}), offset, limit: PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <HistoryFilters
        filters={filters}
        fields={{ ticker: true, statuses: KINDS.map((k) => ({ value: k, label: t(`borrow.kinds.${k}`) })) }}
      />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('borrow.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="borrow-history">
              <caption className="visually-hidden">{t('borrow.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('borrow.loan')}</th>
                  <th scope="col">{t('borrow.kind')}</th>
                  <th scope="col">{t('borrow.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((e) => (
                  <tr key={e.id} data-testid="borrow-history-row" data-kind={e.kind}>
                    <td>{formatDateTime(e.time, locale)}</td>
                    <td>{e.loanId}</td>
                    <td>{t(`borrow.kinds.${e.kind}`)}</td>
                    <td className="num" data-value={e.amount}>
                      {formatDecimal(e.amount, locale, { max: 8 })} {e.ticker}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={PAGE} total={history.data.pagination.total} onOffset={setOffset} disabled={history.isFetching} />
        </>
      )}
    </StandardAreaPage>
  );
}
