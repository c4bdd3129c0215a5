/**
 * /activities/vesting: the native token on its way to the user's main balance. The spec names the route and, for
 * WBT, the balances hold, unhold and launchpad and the unhold requests (GET /v2/wbt/balances,
 * GET /v2/wbt/unhold-requests): what is released over time is the WBT of the pending unhold requests, each on its
 * release date, and the launchpad balance, released as its projects distribute. Decision: vesting lists those,
 * newest first; a request released early (forced) or cancelled is no longer vesting.
 */
import { useTranslation } from 'react-i18next';
import { useGetWbtBalances, useListWbtUnholdRequests } from '../../../generated/api/balances/balances';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

const REFRESH_MS = 30_000;

export function VestingScreen() {
  const { t, i18n } = useTranslation('activities');
  const balances = useGetWbtBalances({ query: { refetchInterval: REFRESH_MS } });
  const requests = useListWbtUnholdRequests({ query: { refetchInterval: REFRESH_MS } });
  const locale = i18n.language;
  const pending = requests.data?.data.filter((r) => r.status === 'pending') ?? [];
  return (
    <StandardAreaPage>
      {balances.isPending ? (
        <QueryLoading />
      ) : balances.isError ? (
        <QueryError error={balances.error} onRetry={() => void balances.refetch()} />
      ) : (
        <dl className="balance-summary__accounts" data-testid="vesting-balances">
          {(['unhold', 'launchpad', 'hold'] as const).map((key) => (
            <div key={key} className="card">
              <dt>{t(`vesting.balances.${key}`)}</dt>
              <dd data-key={key} data-value={balances.data.data[key] ?? '0'}>
                {formatDecimal(balances.data.data[key] ?? '0', locale, { max: 8 })} WBT
              </dd>
            </div>
          ))}
        </dl>
      )}
      <h2>{t('vesting.releases')}</h2>
      {requests.isPending ? (
        <QueryLoading />
      ) : requests.isError ? (
        <QueryError error={requests.error} onRetry={() => void requests.refetch()} />
      ) : pending.length === 0 ? (
        <QueryEmpty>
          {t('vesting.none')} <AppLink to="/wbt">{t('vesting.wbt')}</AppLink>
        </QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="vesting">
            <caption className="visually-hidden">{t('vesting.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('vesting.amount')}</th>
                <th scope="col">{t('vesting.requested')}</th>
                <th scope="col">{t('vesting.releasedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {pending.map((r) => (
                <tr key={r.id} data-testid="vesting-row" data-id={r.id}>
                  <td className="num" data-value={r.amount}>
                    {formatDecimal(r.amount, locale, { max: 8 })} WBT
                  </td>
                  <td>{formatDateTime(r.createdAt, locale)}</td>
                  <td>{formatDateTime(r.availableAt, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StandardAreaPage>
  );
}
