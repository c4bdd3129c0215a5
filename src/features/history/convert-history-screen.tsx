/**
 * /history/trade/convert: the user's conversions (the contract's assumed listConvertHistory), newest first, filtered
 * by period and asset, 50 a page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListConvertHistory } from '../../../generated/api/balances/balances';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const CONVERT_PAGE = 50;

export function ConvertHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, ticker } = filters.params;
  const history = useListConvertHistory(
    { from, to, ticker, offset: filters.offset, limit: CONVERT_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <HistoryFilters filters={filters} fields={{ ticker: true }} />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('convert.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="convert-history">
              <caption className="visually-hidden">{t('convert.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('convert.gave')}</th>
                  <th scope="col">{t('convert.received')}</th>
                  <th scope="col">{t('convert.rate')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((c) => (
                  <tr key={c.id} data-testid="convert-history-row" data-id={c.id} data-quote={c.quoteId} data-from={c.from} data-to={c.to}>
                    <td>{formatDate(c.time, locale)}</td>
                    <td className="num" data-value={c.finalGive}>
                      {formatDecimal(c.finalGive, locale, { max: 8 })} {c.from}
                    </td>
                    <td className="num" data-value={c.finalReceive}>
                      {formatDecimal(c.finalReceive, locale, { max: 8 })} {c.to}
                    </td>
                    <td className="num" data-value={c.rate}>
                      1 {c.from} = {formatDecimal(c.rate, locale, { max: 18 })} {c.to}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={CONVERT_PAGE}
            total={history.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
