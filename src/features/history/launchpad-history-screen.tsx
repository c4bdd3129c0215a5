/**
 * /history/main/launchpad: every movement of the user's launchpad participations, newest first (the contract's assumed
 * listLaunchpadHistory): votes and subscriptions (WBT to the launchpad balance), votes given back, distributions (the
 * project's tokens) and refunds (WBT back to main).
 */
import { useTranslation } from 'react-i18next';
import { useListLaunchpadHistory } from '../../../generated/api/launchpad/launchpad';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function LaunchpadHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const history = useListLaunchpadHistory({ limit: 100 }, { query: { refetchInterval: 30_000 } });
  const locale = i18n.language;
  return (
    <StandardAreaPage>
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <CallError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>
          <p>{t('launchpadTab.empty')}</p>
          <AppLink to="/launchpad/projects">{t('launchpadTab.projects')}</AppLink>
        </QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="launchpad-history">
            <caption className="visually-hidden">{t('launchpadTab.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('launchpadTab.project')}</th>
                <th scope="col">{t('launchpadTab.type')}</th>
                <th scope="col">{t('launchpadTab.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.data.map((e) => (
                <tr key={e.id} data-testid="launchpad-history-row" data-slug={e.slug} data-type={e.type}>
                  <td>{formatDateTime(e.time, locale)}</td>
                  <td>
                    <AppLink to={`/launchpad/projects/${e.slug}`}>{e.project}</AppLink>
                  </td>
                  <td>{t(`launchpadTab.types.${e.type}`)}</td>
                  <td className="num" data-value={e.amount}>
                    {`${formatDecimal(e.amount, locale, { max: 8 })} ${e.asset}`}
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
