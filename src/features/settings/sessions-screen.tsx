/**
 * /settings/security/device-management: the active sessions (GET /v2/settings/session); any other one can be
 * ended, or all others at once. The current session is marked and cannot be ended here (that is logout).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getListSessionsQueryKey,
  useListSessions,
  useTerminateOtherSessions,
  useTerminateSession,
} from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDateTime } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';

export function SessionsScreen() {
  const { t, i18n } = useTranslation('settings');
  const queryClient = useQueryClient();
  const sessions = useListSessions();
  const terminate = useTerminateSession();
  const terminateOthers = useTerminateOtherSessions();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: getListSessionsQueryKey() });
  const others = sessions.data?.data.filter((s) => !s.isCurrent).length ?? 0;

  return (
    <StandardAreaPage
      actions={
        others > 0 && (
          <ConfirmAction
            label={t('sessions.endOthers')}
            question={t('sessions.endOthersQuestion', { count: others })}
            confirmLabel={t('sessions.endConfirm')}
            cancelLabel={t('actions.cancel')}
            pending={terminateOthers.isPending}
            onConfirm={() =>
              terminateOthers.mutate(undefined, {
                onSuccess: ({ data }) => {
                  notify.success(t('sessions.endedOthers', { count: data.terminated }));
                  refresh();
                },
                onError: (error) => failedToFetchToast(error),
              })
            }
          />
        )
      }
    >
      {sessions.isPending ? (
        <QueryLoading />
      ) : sessions.isError ? (
        <QueryError error={sessions.error} onRetry={() => void sessions.refetch()} />
      ) : sessions.data.data.length === 0 ? (
        <QueryEmpty>{t('sessions.empty')}</QueryEmpty>
      ) : (
        <ul className="session-list">
          {[...sessions.data.data]
            .sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastActivityAt - a.lastActivityAt)
            .map((session) => (
              <li key={session.id} className="card session" data-testid="session">
                <div>
                  <h2 className="card__title">
                    {session.device} {session.isCurrent && <span className="status-chip status-chip--on">{t('sessions.current')}</span>}
                  </h2>
                  <p className="field__hint">
                    {t('sessions.detail', {
                      ip: session.ip,
                      location: [session.location?.city, session.location?.countryCode].filter(Boolean).join(', ') || '—',
                      active: formatDateTime(session.lastActivityAt, i18n.language),
                      started: formatDateTime(session.createdAt, i18n.language),
                    })}
                  </p>
                </div>
                {!session.isCurrent && (
                  <ConfirmAction
                    label={t('sessions.end')}
                    question={t('sessions.endQuestion', { device: session.device })}
                    confirmLabel={t('sessions.endConfirm')}
                    cancelLabel={t('actions.cancel')}
                    pending={terminate.isPending && terminate.variables?.id === session.id}
                    onConfirm={() =>
                      terminate.mutate(
                        { id: session.id },
                        {
                          onSuccess: () => {
                            notify.success(t('sessions.ended', { device: session.device }));
                            refresh();
                          },
                          onError: (error) => failedToFetchToast(error),
                        },
                      )
                    }
                  />
                )}
              </li>
            ))}
        </ul>
      )}
    </StandardAreaPage>
  );
}
