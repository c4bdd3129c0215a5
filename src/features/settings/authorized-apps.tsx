/**
 * The applications the user let act on the account (GET /v2/auth/user/tokens), each revocable after a
 * confirmation (POST /v2/auth/revoke), and each able to get a short-lived user token (POST
 * /v2/oauth2/jwt/generate/user_token) to hand to the application. Shown on app-authorization and in the API area's
 * integrations.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useGenerateOauthUserToken } from '../../../generated/api/auth/auth';
import { getListAuthorizedAppsQueryKey, useListAuthorizedApps, useRevokeAuthorizedApp } from '../../../generated/api/settings/settings';
import { formatDateTime } from '../../lib/format/date-format';
import { CopyButton } from '../../ui/copy-button';
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
          <UserToken clientId={app.client.id} name={app.client.name} />
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

/** A user token for one application: generated on demand, shown once with its expiry and a copy button. */
function UserToken({ clientId, name }: { clientId: string; name: string }) {
  const { t, i18n } = useTranslation('settings');
  const generate = useGenerateOauthUserToken({ mutation: { onError: (error) => failedToFetchToast(error) } });
  const token = generate.data?.data;
  return (
    <div className="user-token">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-disabled={generate.isPending}
        aria-busy={generate.isPending}
        onClick={() => {
          if (!generate.isPending) generate.mutate({ data: { client_id: clientId } });
        }}
      >
        {t('apps.token.generate', { name })}
      </button>
      {token && (
        <div role="status" data-testid="user-token">
          <p className="field__hint">
            {token.expiresAt === undefined
              ? t('apps.token.only')
              : t('apps.token.expires', { time: formatDateTime(token.expiresAt, i18n.language) })}
          </p>
          <code className="user-token__value">{token.token}</code>
          <CopyButton
            text={token.token}
            label={t('apps.token.copy', { name })}
            copied={t('apps.token.copied')}
            failed={t('apps.token.copyFailed')}
          />
        </div>
      )}
    </div>
  );
}
