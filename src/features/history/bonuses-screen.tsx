/** /history/collateral/bonuses: the user's trading bonuses (GET /v2/bonuses), newest first. */
import { useTranslation } from 'react-i18next';
import { useListBonuses } from '../../../generated/api/balances/balances';
import { formatDate } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function BonusesScreen() {
  const { t, i18n } = useTranslation('history');
  const bonuses = useListBonuses();
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      {bonuses.isPending ? (
        <QueryLoading />
      ) : bonuses.isError ? (
        <QueryError error={bonuses.error} onRetry={() => void bonuses.refetch()} />
      ) : bonuses.data.data.length === 0 ? (
        <QueryEmpty>{t('bonuses.empty')}</QueryEmpty>
      ) : (
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
              {[...bonuses.data.data]
                .sort((a, b) => b.createdAt - a.createdAt)
                .map((b) => (
                  <tr key={b.id}>
                    <td>{formatDate(b.createdAt, locale)}</td>
                    <td className="num">
                      {formatDecimal(b.amount, locale, { max: 8 })} {b.ticker}
                    </td>
                    <td>{t(`bonuses.statuses.${b.status}`)}</td>
                    <td>{b.expiresAt ? formatDate(b.expiresAt, locale) : '—'}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardAreaPage>
  );
}
