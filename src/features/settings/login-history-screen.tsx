/** /settings/security/login-history: every sign-in attempt, newest first, 20 a page (GET /v2/settings/login-history). */
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListLoginHistory } from '../../../generated/api/settings/settings';
import { formatDateTime } from '../../lib/format/date-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export const LOGIN_HISTORY_PAGE = 20;

export function LoginHistoryScreen() {
  const { t, i18n } = useTranslation('settings');
  const [offset, setOffset] = useState(0);
  const history = useListLoginHistory({ offset, limit: LOGIN_HISTORY_PAGE }, { query: { placeholderData: keepPreviousData } });
  return (
    <StandardAreaPage>
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('loginHistory.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table data-table--left">
              <caption className="visually-hidden">{t('loginHistory.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('loginHistory.time')}</th>
                  <th scope="col">{t('loginHistory.method')}</th>
                  <th scope="col">{t('loginHistory.status')}</th>
                  <th scope="col">{t('loginHistory.device')}</th>
                  <th scope="col">{t('loginHistory.ip')}</th>
                  <th scope="col">{t('loginHistory.location')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((item) => (
                  <tr key={item.id} data-testid="login-row">
                    <td>{formatDateTime(item.createdAt, i18n.language)}</td>
                    <td>{t(`loginHistory.methods.${item.method}`)}</td>
                    <td className={item.status === 'success' ? 'up' : 'down'}>{t(`loginHistory.statuses.${item.status}`)}</td>
                    <td>{item.device}</td>
                    <td className="mono">{item.ip}</td>
                    <td>{[item.location?.city, item.location?.countryCode].filter(Boolean).join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={offset}
            limit={LOGIN_HISTORY_PAGE}
            total={history.data.pagination.total}
            onOffset={setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
