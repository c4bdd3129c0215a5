/**
 * One KYC flow's steps (pages /verification/regular, /provider, /external and their /intro twins): intro, then the
 * provider's steps, then submitted, then verified or rejected.
 *
 * - Not started (or rejected with another try allowed): "Start" opens an attempt (POST /v2/verification, 1507) whose
 *   first token draws the provider's SDK; the external flow continues on the provider's own site instead (a link
 *   followed only when it is an absolute http(s) URL: `safeUrl`).
 * - An attempt open and not submitted (the page left, a reload): "Continue" asks for a new token for it (GET
 *   /v2/verification/token, 4400). The SDK renews an expired token itself (POST /v2/verification/token/refresh, 4401).
 * - Submitted: the review's page (checkingPath), which follows it until verified or rejected.
 * Failures say their catalogue code in place; the start's also as its toast.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsVerificationResponse } from '../../../generated/api/model/settingsVerificationResponse.zod';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { useStartVerification } from '../../../generated/api/settings/settings';
import { getGetVerificationStatusQueryKey, refreshKycToken, useGetKycToken } from '../../../generated/api/verification/verification';
import { formatDateTime } from '../../lib/format/date-format';
import { safeUrl } from '../../lib/navigation/safe-url';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { ProviderSdk } from './provider-sdk';
import { checkingPath, mayStart, type Base, type Checks, type Flow } from './verification-status';

type Started = SettingsVerificationResponse['data'];

/** What follows the provider's submission: the checks and the session read again, and the review's page. */
export function useSubmitted(base: Base) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  return () => {
    void queryClient.invalidateQueries({ queryKey: getGetVerificationStatusQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
    void navigate({ href: `${prefix}${checkingPath(base)}` });
  };
}

const renewKyc = (expired: string) => refreshKycToken({ accessToken: expired }).then(({ data }) => data);

export function KycFlow({ flow, base, kyc }: { flow: Exclude<Flow, 'diia'>; base: Base; kyc: Checks['kyc'] }) {
  const { t } = useTranslation('verification');
  const open = kyc.attempt && kyc.attempt.submittedAt === undefined && kyc.status === 'required' ? kyc.attempt : undefined;
  if (kyc.status === 'submitted')
    return (
      <p className="notice" data-testid="verification-submitted">
        {t('flow.submitted')} <AppLink to={checkingPath(base)}>{t('flow.follow')}</AppLink>
      </p>
    );
  if (!mayStart(kyc))
    return (
      <p className="notice" data-testid="verification-closed">
        {t(`status.kycText.${kyc.status}`)}
      </p>
    );
  return (
    <section className="card settings-card" aria-labelledby="start-verification" data-testid="start-verification">
      <h2 id="start-verification" className="card__title">
        {t(`flows.${flow}.title`)}
      </h2>
      <p>{t(`flows.${flow}.text`)}</p>
      <ol className="verification-steps">
        {(['document', 'selfie', 'review'] as const).map((step) => (
          <li key={step}>{t(`flow.steps.${step}`)}</li>
        ))}
      </ol>
      <Steps flow={flow} base={base} resumable={open !== undefined && open.method === flow} />
    </section>
  );
}

function Steps({ flow, base, resumable }: { flow: Exclude<Flow, 'diia'>; base: Base; resumable: boolean }) {
  const { t, i18n } = useTranslation('verification');
  const start = useStartVerification();
  const [session, setSession] = useState<Started | undefined>();
  const [resume, setResume] = useState(false);
  const submitted = useSubmitted(base);
  if (resume) return <Resumed base={base} />;
  if (session) {
    if (flow === 'external') {
      const link = session.url === undefined ? undefined : safeUrl(session.url);
      return link ? (
        <a className="button" href={link} rel="noopener noreferrer" data-testid="verification-link">
          {t('start.continue', { provider: session.provider })}
        </a>
      ) : (
        <button type="button" className="button" disabled data-testid="verification-link-refused">
          {t('start.continue', { provider: session.provider })}
        </button>
      );
    }
    return (
      <>
        <p className="field__hint" data-testid="verification-session">
          {t('start.ready', { provider: session.provider, until: formatDateTime(session.expiresAt, i18n.language) })}
        </p>
        <ProviderSdk kind="kyc" provider={session.provider} token={session} refresh={renewKyc} onSubmitted={submitted} />
      </>
    );
  }
  return (
    <div className="form__actions">
      {resumable && (
        <button type="button" className="button" onClick={() => setResume(true)} data-testid="verification-resume">
          {t('start.resume')}
        </button>
      )}
      <button
        type="button"
        className={resumable ? 'button button--secondary' : 'button'}
        disabled={start.isPending}
        aria-busy={start.isPending}
        onClick={() => start.mutate({ data: { flow } }, { onSuccess: ({ data }) => setSession(data) })}
        data-testid="verification-start"
      >
        {start.isPending ? t('start.pending') : resumable ? t('start.again') : t('start.button')}
      </button>
      {start.error && <CallError error={start.error} />}
    </div>
  );
}

/** The open attempt taken up again with a new token (4400 when it cannot be had). */
function Resumed({ base }: { base: Base }) {
  const token = useGetKycToken({ query: { staleTime: Infinity, gcTime: 0, retry: false } });
  const submitted = useSubmitted(base);
  if (token.isPending) return <QueryLoading />;
  if (token.isError) return <CallError error={token.error} onRetry={() => void token.refetch()} />;
  const { provider, ...rest } = token.data.data;
  return <ProviderSdk kind="kyc" provider={provider} token={rest} refresh={renewKyc} onSubmitted={submitted} />;
}
