/**
 * One page of investment transactions: time, asset, type (spec section 4), amount and the investment's status.
 */
import { useTranslation } from 'react-i18next';
import type { EarnHistoryResponse } from '../../../generated/api/model/earnHistoryResponse.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty } from '../../ui/query-state';
import { EARN_HISTORY_PAGE } from './earn-history-page-size';

export function EarnHistoryTable({
  page,
  offset,
  fetching,
  onOffset,
}: {
  page: EarnHistoryResponse;
  offset: number;
  fetching: boolean;
  onOffset: (offset: number) => void;
}) {
  const { t, i18n } = useTranslation('history');
  if (page.data.length === 0) return <QueryEmpty>{t('earn.empty')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="earn-history">
          <caption className="visually-hidden">{t('earn.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('columns.asset')}</th>
              <th scope="col">{t('columns.type')}</th>
              <th scope="col">{t('columns.amount')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {page.data.map((item) => (
              <tr key={item.id} data-testid="earn-history-row" data-id={item.id} data-type={item.type}>
                <td>{formatDateTime(item.time, locale)}</td>
                <td>{item.ticker}</td>
                <td>{t(`earn.types.${item.type}`)}</td>
                <td className="num" data-value={item.amount}>
                  {formatDecimal(item.amount, locale, { max: 8 })}
                </td>
                <td>{t(`earn.statuses.${item.status}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager offset={offset} limit={EARN_HISTORY_PAGE} total={page.pagination.total} onOffset={onOffset} disabled={fetching} />
    </>
  );
}
