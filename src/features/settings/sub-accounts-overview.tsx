/**
 * How many sub-accounts exist and may exist (GET /v2/sub-account/info), and the way to the list and creation.
 */
import { useTranslation } from 'react-i18next';
import { useGetSubAccountInfo } from '../../../generated/api/sub-accounts/sub-accounts';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { QueryError, QueryLoading } from '../../ui/query-state';

export function SubAccountsOverview() {
  const { t } = useTranslation('settings');
  const { prefix } = useLocalizedPath();
  const info = useGetSubAccountInfo({ query: { staleTime: 60_000 } });
  if (info.isPending) return <QueryLoading />;
  if (info.isError) return <QueryError error={info.error} onRetry={() => void info.refetch()} />;
  const { count, limit } = info.data.data;
  return (
    <section className="card settings-card" aria-labelledby="sub-overview">
      <h2 id="sub-overview" className="card__title">
        {t('subAccounts.count', { count, limit })}
      </h2>
      <p>{t('subAccounts.explain')}</p>
      <div className="form__actions">
        <a className="button" href={`${prefix}/settings/general/sub-accounts/list`}>
          {t('subAccounts.openList')}
        </a>
        {count < limit ? (
          <a className="button button--secondary" href={`${prefix}/settings/general/sub-accounts/create`}>
            {t('subAccounts.create')}
          </a>
        ) : (
          <span className="field__hint">{t('subAccounts.limitReached')}</span>
        )}
      </div>
    </section>
  );
}
