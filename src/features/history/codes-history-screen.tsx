/**
 * /history/main/codes: every code the user created (its amount out of the main balance) and applied (in), newest
 * first (the contract's assumed listCodesHistory, modelled on the published codes history), filtered by period and
 * asset, 30 a page.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListCodesHistory } from '../../../generated/api/codes/codes';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { CallError } from '../../ui/call-error';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export const CODES_HISTORY_PAGE = 30;

export function CodesHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const filters = useHistoryFilters();
  const { from, to, ticker } = filters.params;
  const history = useListCodesHistory(
    { from, to, ticker, offset: filters.offset, limit: CODES_HISTORY_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      <HistoryFilters filters={filters} fields={{ ticker: true }} />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <CallError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('codes.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="codes-history">
              <caption className="visually-hidden">{t('codes.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('columns.time')}</th>
                  <th scope="col">{t('codes.kind')}</th>
                  <th scope="col">{t('columns.amount')}</th>
                  <th scope="col">{t('codes.status')}</th>
                  <th scope="col">{t('codes.code')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((r) => {
                  const applied = !r.amount.startsWith('-');
                  return (
                    <tr key={`${r.externalId}-${r.amount}`} data-testid="codes-history-row" data-code={r.code}>
                      <td>{formatDate(r.time, locale)}</td>
                      <td>{applied ? t('codes.applied') : t('codes.created')}</td>
                      <td className="num" data-value={r.amount}>
                        {applied ? '+' : ''}
                        {formatDecimal(r.amount, locale, { max: 8 })} {r.ticker}
                      </td>
                      <td>{t(`codes.statuses.${r.status}`)}</td>
                      <td>
                        <code>{r.code.slice(0, 12)}…</code>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={CODES_HISTORY_PAGE}
            total={history.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
