/**
 * /settings/security/account-connections: the Google or Apple accounts linked for sign-in
 * (GET /v2/settings/auth-connections), each removable after a confirmation. "Link Google/Apple" (for a provider not
 * linked yet whose permission is enabled and not hidden) goes through the provider's round trip
 * (src/lib/auth/third-party.ts), which comes back here; the token is then linked (POST /v2/settings/auth-connections).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getListAuthConnectionsQueryKey,
  useLinkAuthConnection,
  useListAuthConnections,
  useUnlinkAuthConnection,
} from '../../../generated/api/settings/settings';
import { forgetThirdPartyReturn, takeThirdPartyReturn, useStartThirdParty, useThirdPartyProviders } from '../../lib/auth/third-party';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { ApiError } from '../../lib/http/errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
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
      <LinkReturn />
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
      {connections.isSuccess && <LinkButtons linked={connections.data.data.map((c) => c.provider)} />}
    </StandardAreaPage>
  );
}

/** "Link Google/Apple" for the providers offered and not linked yet; the provider comes back to this page. */
function LinkButtons({ linked }: { linked: string[] }) {
  const { t } = useTranslation('settings');
  const { prefix } = useLocalizedPath();
  const providers = useThirdPartyProviders().filter((p) => !linked.includes(p));
  const { start, pending } = useStartThirdParty('link', (error) => failedToFetchToast(error));
  if (providers.length === 0) return null;
  return (
    <section className="card" aria-labelledby="connections-link-title">
      <h2 id="connections-link-title" className="card__title">
        {t('connectionsLink.title')}
      </h2>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          className="button button--secondary"
          aria-busy={pending}
          data-testid={`link-${provider}`}
          onClick={() => {
            if (!pending) start(provider, `${prefix}/settings/security/account-connections`);
          }}
        >
          {t(`connectionsLink.link.${provider}`)}
        </button>
      ))}
    </section>
  );
}

/** The provider's answer, when the address brought one: its token is linked to the account. */
function LinkReturn() {
  const { t } = useTranslation(['settings', 'auth', 'forms']);
  const queryClient = useQueryClient();
  // Taken during render: out of the address at once (src/lib/auth/third-party.ts).
  const [returned] = useState(() => takeThirdPartyReturn('link'));
  const link = useLinkAuthConnection({ request: { handledStatuses: [422] } });
  const sent = useRef(false);
  useEffect(() => () => forgetThirdPartyReturn(), []);
  useEffect(() => {
    if (!returned?.ok || sent.current) return;
    sent.current = true;
    link.mutate(
      { data: { provider: returned.provider, token: returned.token } },
      {
        onSuccess: ({ data }) => {
          notify.success(t('connectionsLink.linked', { email: data.email }));
          void queryClient.invalidateQueries({ queryKey: getListAuthConnectionsQueryKey() });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) notify.error(error.messages[0] ?? t('connectionsLink.failed'));
          else failedToFetchToast(error);
        },
        onSettled: () => forgetThirdPartyReturn(),
      },
    );
  }, [returned, link, t, queryClient]);
  if (returned && !returned.ok) {
    return (
      <p className="notice" role="alert">
        {t(returned.message)}
      </p>
    );
  }
  return null;
}
