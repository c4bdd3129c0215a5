/**
 * The session call's failure at start (issue 17), said in the shell above the page until a retry succeeds (and
 * during the retry, its button busy). The notice itself loads only now (./startup-error-module.ts; the start-up
 * asks for it before it publishes the failure). Should it not load (the network is down), a short notice in the
 * shell's own texts says so instead, with the same retry: the failure is never left unsaid.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyModule } from '../../lib/loading/lazy-module';
import { sessionStatus, useSessionStatus } from '../../lib/session/session-status';
import { startupErrorModule } from './startup-error-module';

export function SessionStartupError() {
  const { t } = useTranslation('common');
  const status = useSessionStatus();
  const failure = status.state === 'failed' ? status.failure : status.state === 'loading' ? status.after : undefined;
  const notice = useLazyModule(startupErrorModule);
  useEffect(() => {
    // Each new failure asks again for a chunk that did not load the time before.
    if (failure && !notice) startupErrorModule.load().catch(() => undefined);
  }, [failure, notice]);
  if (!failure) return null;
  const retrying = status.state === 'loading';
  if (notice) return <notice.SessionFailureNotice failure={failure} retrying={retrying} />;
  return (
    <section className="startup-error notice notice--warning" role="alert" data-testid="startup-error">
      <p>{t('errors.network')}</p>
      <button type="button" className="button" onClick={() => sessionStatus.retry()} disabled={retrying} aria-busy={retrying || undefined}>
        {t('actions.retry')}
      </button>
    </section>
  );
}
