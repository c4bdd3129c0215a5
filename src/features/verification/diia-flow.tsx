/**
 * Verification with Diia (pages /verification/provider/diia, its liveness check, and /intro/verification/diia),
 * offered only where permissions.diia allows (spec section 9: disabled everywhere for now, so the pages say it is not
 * available). The flow opens a diia attempt (POST /v2/verification), then Diia's sharing request (GET
 * /v2/verification/diia/token, 4404: a link the Diia app opens), then the liveness check in the provider's SDK (GET
 * /v2/verification/liveness/token, 4405; also its own page), which submits the attempt for review.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStartVerification } from '../../../generated/api/settings/settings';
import { refreshKycToken, useGetDiiaToken, useGetLivenessToken } from '../../../generated/api/verification/verification';
import { formatDateTime } from '../../lib/format/date-format';
import { safeUrl } from '../../lib/navigation/safe-url';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { useSubmitted } from './kyc-flow';
import { ProviderSdk } from './provider-sdk';
import type { Base } from './verification-status';

export function DiiaFlow({ base }: { base: Base }) {
  const { t } = useTranslation('verification');
  const start = useStartVerification();
  const [opened, setOpened] = useState(false);
  return (
    <section className="card settings-card" aria-labelledby="diia-title" data-testid="diia-flow">
      <h2 id="diia-title" className="card__title">
        {t('flows.diia.title')}
      </h2>
      <p>{t('flows.diia.text')}</p>
      {opened ? (
        <DiiaLink base={base} />
      ) : (
        <button
          type="button"
          className="button"
          disabled={start.isPending}
          onClick={() => start.mutate({ data: { flow: 'diia' } }, { onSuccess: () => setOpened(true) })}
        >
          {t('start.button')}
        </button>
      )}
      {start.error && <CallError error={start.error} />}
    </section>
  );
}

function DiiaLink({ base }: { base: Base }) {
  const { t, i18n } = useTranslation('verification');
  const link = useGetDiiaToken({ query: { staleTime: Infinity, gcTime: 0, retry: false } });
  const [liveness, setLiveness] = useState(false);
  if (link.isPending) return <QueryLoading />;
  if (link.isError) return <CallError error={link.error} onRetry={() => void link.refetch()} />;
  const href = safeUrl(link.data.data.deepLink);
  return (
    <>
      <p className="field__hint">{t('diia.until', { until: formatDateTime(link.data.data.expiresAt, i18n.language) })}</p>
      {href && (
        <a className="button" href={href} rel="noopener noreferrer" data-testid="diia-link">
          {t('diia.open')}
        </a>
      )}
      {liveness ? (
        <LivenessCheck base={base} />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setLiveness(true)}>
          {t('diia.next')}
        </button>
      )}
    </>
  );
}

/** The selfie video after Diia's sharing, in the provider's SDK. */
export function LivenessCheck({ base }: { base: Base }) {
  const token = useGetLivenessToken({ query: { staleTime: Infinity, gcTime: 0, retry: false } });
  const submitted = useSubmitted(base);
  if (token.isPending) return <QueryLoading />;
  if (token.isError) return <CallError error={token.error} onRetry={() => void token.refetch()} />;
  const { provider, ...rest } = token.data.data;
  return (
    <ProviderSdk
      kind="liveness"
      provider={provider}
      token={rest}
      refresh={(expired) => refreshKycToken({ accessToken: expired }).then(({ data }) => data)}
      onSubmitted={submitted}
    />
  );
}
