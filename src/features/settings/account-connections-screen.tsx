/**
 * /settings/security/account-connections: the Google or Apple accounts linked for sign-in
 * (GET /v2/settings/auth-connections), each removable after a confirmation. Linking a new one starts from the
 * provider's sign-in on the login page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListAuthConnectionsQueryKey, useListAuthConnections, useUnlinkAuthConnection } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDate } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function AccountConnectionsScreen() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const connections = useListAuthConnections();
  const unlink = useUnlinkAuthConnection();
  return (
    <StandardAreaPage>
      {connections.isPending ? (
        <QueryLoading />
      ) : connections.isError ? (
        <QueryError error={connections.error} onRetry={() => void connections.refetch()} />
      ) : connections.data.data.length === 0 ? (
        <QueryEmpty>{t('connections.empty')}</QueryEmpty>
      ) : (
        <ul className="session-list">
          {connections.data.data.map((c) => (
            <li key={c.id} className="card session">
              <div>
                <h2 className="card__title">{t(`connections.providers.${c.provider}`)}</h2>
                <p className="field__hint">{t('connections.detail', { email: c.email, date: formatDate(c.createdAt, i18n.language) })}</p>
              </div>
              <ConfirmAction
                label={t('connections.unlink')}
                question={t('connections.unlinkQuestion', { email: c.email })}
                confirmLabel={t('connections.unlinkConfirm')}
                cancelLabel={t('actions.cancel')}
                pending={unlink.isPending}
                onConfirm={() =>
                  unlink.mutate(
                    { id: c.id },
                    {
                      onSuccess: () => {
                        notify.success(t('connections.unlinked', { email: c.email }));
                        void queryClient.invalidateQueries({ queryKey: getListAuthConnectionsQueryKey() });
                      },
                      onError: (e) => failedToFetchToast(e),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </StandardAreaPage>
  );
}
