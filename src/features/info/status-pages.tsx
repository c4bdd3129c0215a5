/**
 * /system-page: the platform status from the contract (operational, degraded, maintenance, with the
 * window's start and expected end), polled once a minute so a visitor sees the end of a maintenance without
 * reloading. /loading: the hand-over page that sends the visitor on to a same-site `redirect` target.
 */
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetSystemPage } from '../../../generated/api/misc/misc';
import { safeRedirectPath } from '../../lib/navigation/safe-redirect';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { formatLongDate } from '../../lib/format/date-format';
import { InfoFrame } from './info-frame';
import { AppLink, PageLink } from '../../ui/app-link';

/** How often the status is asked again while the page is open. */
const STATUS_POLL_MS = 60_000;
/** The loading page waits this long before moving on, so its message can be read and the move is not a flash. */
export const LOADING_HANDOVER_MS = 1_500;

export function SystemStatusPage() {
  const { t, i18n } = useTranslation('info');
  const region = useRegion();
  const status = useGetSystemPage({ query: { refetchInterval: STATUS_POLL_MS, staleTime: 30_000 } });
  return (
    <InfoFrame links={[]}>
      {status.isPending ? (
        <QueryLoading />
      ) : status.isError ? (
        <QueryError error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <article
          className={`card system-status system-status--${status.data.data.status}`}
          aria-labelledby="status-title"
          aria-live="polite"
        >
          <p className="system-status__badge">
            <span className="system-status__dot" aria-hidden="true" />
            {t(`system.status.${status.data.data.status}`)}
          </p>
          <h2 id="status-title">{status.data.data.title}</h2>
          {status.data.data.message
            .split(/\n+/)
            .filter((line) => line.trim())
            .map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          <dl className="definition-list">
            {status.data.data.startedAt && (
              <>
                <dt>{t('system.startedAt')}</dt>
                <dd>{formatLongDate(status.data.data.startedAt, i18n.language, { withTime: true })}</dd>
              </>
            )}
            {status.data.data.status !== 'operational' && (
              <>
                <dt>{t('system.expectedEndAt')}</dt>
                <dd>
                  {status.data.data.expectedEndAt
                    ? formatLongDate(status.data.data.expectedEndAt, i18n.language, { withTime: true })
                    : t('system.unknownEnd')}
                </dd>
              </>
            )}
          </dl>
          <p className="home__muted">{t('system.refresh')}</p>
        </article>
      )}
      <p>
        {t('system.help', { email: region.mailboxes.support })} <AppLink to="/">{t('system.home')}</AppLink>
      </p>
    </InfoFrame>
  );
}

export function LoadingPage() {
  const { t } = useTranslation('info');
  const { prefix } = useLocalizedPath();
  const search = useSearch({ strict: false }) as { redirect?: unknown };
  // Only a same-site path is followed (the same rule as every redirect query); anything else offers home.
  // Without a target the page waits for the visitor: moving on by itself would only ever mean "home".
  const hasTarget = search.redirect !== undefined;
  const target = safeRedirectPath(search.redirect, prefix || '/');
  const navigate = useNavigate();
  useEffect(() => {
    if (!hasTarget) return;
    const timer = window.setTimeout(() => void navigate({ href: target, replace: true }), LOADING_HANDOVER_MS);
    return () => window.clearTimeout(timer);
  }, [hasTarget, target, navigate]);
  return (
    <InfoFrame links={[]}>
      <div className="loading-handover" role="status" aria-live="polite">
        {hasTarget && <span className="spinner" aria-hidden="true" />}
        <p>{hasTarget ? t('loading.text') : t('loading.idle')}</p>
        <PageLink href={target} replace>
          {hasTarget ? t('loading.link') : t('loading.home')}
        </PageLink>
      </div>
    </InfoFrame>
  );
}
