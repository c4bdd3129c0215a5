/** /history/main/transfers: the transfers between the user's own balances (the contract's assumed listBalanceTransfers), newest first. */
import { useTranslation } from 'react-i18next';
import { useListBalanceTransfers } from '../../../generated/api/balances/balances';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function TransferHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const transfers = useListBalanceTransfers({ limit: 100 });
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      {transfers.isPending ? (
        <QueryLoading />
      ) : transfers.isError ? (
        <QueryError error={transfers.error} onRetry={() => void transfers.refetch()} />
      ) : transfers.data.data.length === 0 ? (
        <QueryEmpty>{t('transfers.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="transfer-history">
            <caption className="visually-hidden">{t('transfers.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('transfers.from')}</th>
                <th scope="col">{t('transfers.to')}</th>
                <th scope="col">{t('columns.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {transfers.data.data.map((r) => (
                <tr key={r.id} data-testid="transfer-history-row" data-id={r.id}>
                  <td>{formatDate(r.time, locale)}</td>
                  <td>{t(`transfers.accounts.${r.from}`)}</td>
                  <td>{t(`transfers.accounts.${r.to}`)}</td>
                  <td className="num" data-value={r.amount}>
                    {formatDecimal(r.amount, locale, { max: 8 })} {r.ticker}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardAreaPage>
  );
}
