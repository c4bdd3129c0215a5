/**
 * How many sub-accounts exist and may exist (GET /v2/sub-account/info), and the way to the list and creation.
 */
import { useTranslation } from 'react-i18next';
import { useGetSubAccountInfo } from '../../../generated/api/sub-accounts/sub-accounts';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { AppLink } from '../../ui/app-link';

export function SubAccountsOverview() {
  const { t } = useTranslation('settings');
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
        <AppLink className="button" to="/settings/general/sub-accounts/list">
          {t('subAccounts.openList')}
        </AppLink>
        {count < limit ? (
          <AppLink className="button button--secondary" to="/settings/general/sub-accounts/create">
            {t('subAccounts.create')}
          </AppLink>
        ) : (
          <span className="field__hint">{t('subAccounts.limitReached')}</span>
        )}
      </div>
    </section>
  );
}
