/**
 * Starts an identity check (POST /v2/verification {flow}): the answer names the provider and either a link to
 * continue on the provider's site (external flows) or a session for the provider's own widget. The widget is
 * the provider's script, which this app does not load, so the page says the session is ready and when it ends.
 * The provider's link is followed only when it is an absolute http(s) URL (`safeUrl`): any other link the answer
 * carries (`javascript:`, `data:`, ...) leaves a disabled button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsVerificationResponse } from '../../../generated/api/model/settingsVerificationResponse.zod';
import { useStartVerification } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDateTime } from '../../lib/format/date-format';
import { safeUrl } from '../../lib/navigation/safe-url';

export type Flow = 'regular' | 'diia' | 'external' | 'provider';

export function StartVerification({ flow }: { flow: Flow }) {
  const { t, i18n } = useTranslation('verification');
  const start = useStartVerification();
  const [session, setSession] = useState<SettingsVerificationResponse['data'] | undefined>();
  const link = session?.url === undefined ? undefined : (safeUrl(session.url) ?? null);
  return (
    <section className="card settings-card" aria-labelledby="start-verification" data-testid="start-verification">
      <h2 id="start-verification" className="card__title">
        {t(`flows.${flow}.title`)}
      </h2>
      <p>{t(`flows.${flow}.text`)}</p>
      {session ? (
        link ? (
          <a className="button" href={link} rel="noopener noreferrer" data-testid="verification-link">
            {t('start.continue', { provider: session.provider })}
          </a>
        ) : link === null ? (
          <button type="button" className="button" disabled data-testid="verification-link-refused">
            {t('start.continue', { provider: session.provider })}
          </button>
        ) : (
          <p className="notice" data-testid="verification-session">
            {t('start.ready', { provider: session.provider, until: formatDateTime(session.expiresAt, i18n.language) })}
          </p>
        )
      ) : (
        <button
          type="button"
          className="button"
          disabled={start.isPending}
          onClick={() =>
            start.mutate({ data: { flow } }, { onSuccess: ({ data }) => setSession(data), onError: (e) => failedToFetchToast(e) })
          }
        >
          {start.isPending ? t('start.pending') : t('start.button')}
        </button>
      )}
    </section>
  );
}
