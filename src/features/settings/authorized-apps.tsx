/**
 * The applications the user let act on the account (GET /v2/auth/user/tokens), each revocable after a
 * confirmation (POST /v2/auth/revoke). Shown on app-authorization and in the API area's integrations.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListAuthorizedAppsQueryKey, useListAuthorizedApps, useRevokeAuthorizedApp } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export function AuthorizedApps() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const apps = useListAuthorizedApps();
  const revoke = useRevokeAuthorizedApp();
  if (apps.isPending) return <QueryLoading />;
  if (apps.isError) return <QueryError error={apps.error} onRetry={() => void apps.refetch()} />;
  if (apps.data.data.length === 0) return <QueryEmpty>{t('apps.empty')}</QueryEmpty>;
  return (
    <ul className="session-list">
      {apps.data.data.map((app) => (
        <li key={app.id} className="card session" data-testid="authorized-app">
          <div>
            <h2 className="card__title">{app.client.name}</h2>
            <p className="field__hint">
              {t('apps.granted', { date: formatDate(app.createdAt, i18n.language) })}
              {app.expiresAt ? ` · ${t('apps.expires', { date: formatDate(app.expiresAt, i18n.language) })}` : ''}
            </p>
            {app.scopes.length > 0 && <p className="field__hint">{t('apps.scopes', { scopes: app.scopes.join(', ') })}</p>}
          </div>
          <ConfirmAction
            label={t('apps.revoke')}
            question={t('apps.revokeQuestion', { name: app.client.name })}
            confirmLabel={t('apps.revokeConfirm')}
            cancelLabel={t('actions.cancel')}
            pending={revoke.isPending}
            onConfirm={() =>
              revoke.mutate(
                { data: { tokenId: app.id } },
                {
                  onSuccess: () => {
                    notify.success(t('apps.revoked', { name: app.client.name }));
                    void queryClient.invalidateQueries({ queryKey: getListAuthorizedAppsQueryKey() });
                  },
                  onError: (error) => failedToFetchToast(error),
                },
              )
            }
          />
        </li>
      ))}
    </ul>
  );
}
