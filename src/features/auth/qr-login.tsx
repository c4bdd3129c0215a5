/**
 * Login by QR code (spec section 7, Auth): GET /v2/login/qr/init gives the QR and its expiry; the page polls
 * GET /v2/login/qr every QR_POLL_MS until the mobile app (signed in, QR login on) has scanned and confirmed it, then
 * the session has started and the login finishes like any other (`useFinishLogin`: the return path, else the last
 * pair). An expired QR offers a new one; the time left is shown.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getGetQrLoginStatusQueryKey, useGetQrLoginStatus, useInitQrLogin } from '../../../generated/api/auth/auth';
import { QrCode } from '../../ui/qr-code';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { useFinishLogin } from './use-login-result';

/** How often the page asks whether the QR was confirmed. */
export const QR_POLL_MS = 2000;

function useSecondsLeft(expiresAt: number | undefined): number | undefined {
  const left = () => (expiresAt === undefined ? undefined : Math.max(0, Math.ceil(expiresAt - Date.now() / 1000)));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    setSeconds(left());
    if (expiresAt === undefined) return;
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `left` reads only `expiresAt`
  }, [expiresAt]);
  return seconds;
}

export function QrLogin() {
  const { t } = useTranslation('auth');
  const finish = useFinishLogin();
  // Each QR is shown once: never refetched behind the user's back, a new one only when asked for.
  const init = useInitQrLogin({ query: { staleTime: Infinity, gcTime: 0, refetchOnWindowFocus: false, retry: false } });
  const qr = init.data?.data;
  const secondsLeft = useSecondsLeft(qr?.expiresAt);
  const timedOut = secondsLeft === 0;
  const status = useGetQrLoginStatus({
    query: {
      // Per QR: a new QR starts from its own first answer, not from the last one's "expired".
      queryKey: [...getGetQrLoginStatusQueryKey(), qr?.qr],
      enabled: qr !== undefined && !timedOut,
      refetchInterval: (query) => {
        const state = query.state.data?.data.status;
        return state === 'confirmed' || state === 'expired' ? false : QR_POLL_MS;
      },
      gcTime: 0,
    },
  });
  const state = status.data?.data.status;
  const expired = timedOut || state === 'expired';

  useEffect(() => {
    if (state === 'confirmed') finish();
  }, [state, finish]);

  if (init.isPending) return <QueryLoading label={t('qrLogin.loading')} />;
  if (init.isError) return <QueryError error={init.error} onRetry={() => void init.refetch()} />;
  const message = expired
    ? t('qrLogin.expired')
    : state === 'confirmed'
      ? t('qrLogin.confirmed')
      : state === 'scanned'
        ? t('qrLogin.scanned')
        : t('qrLogin.waiting');
  return (
    <section className="qr-login" aria-labelledby="qr-login-title" data-testid="qr-login">
      <h2 id="qr-login-title" className="card__title">
        {t('qrLogin.title')}
      </h2>
      <ol className="qr-login__steps">
        <li>{t('qrLogin.step1')}</li>
        <li>{t('qrLogin.step2')}</li>
        <li>{t('qrLogin.step3')}</li>
      </ol>
      <div className={`qr-login__code${expired ? ' is-expired' : ''}`}>
        <QrCode text={qr!.qr} label={t('qrLogin.codeLabel')} />
      </div>
      <p className="qr-login__status" role="status" data-testid="qr-login-status" data-state={expired ? 'expired' : (state ?? 'pending')}>
        {message}
        {!expired && secondsLeft !== undefined && state !== 'confirmed' && <> {t('qrLogin.timeLeft', { count: secondsLeft })}</>}
      </p>
      {status.isError && <QueryError error={status.error} onRetry={() => void status.refetch()} />}
      {expired && (
        <button type="button" className="button" onClick={() => void init.refetch()} aria-busy={init.isFetching}>
          {t('qrLogin.newCode')}
        </button>
      )}
    </section>
  );
}
