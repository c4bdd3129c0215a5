/**
 * "Use a passkey", the passkey choice of the confirm-code modal when the login result says `passkeys`: the options
 * of a passkey check (POST /v2/settings/passkeys/authentication/start), the ceremony (the browser through
 * @simplewebauthn/browser, loaded on the first click, or the mobile app through the webview bridge), then the
 * assertion as the login's second factor (POST /v2/2fa/validate {passkey}); a confirmed passkey finishes the login.
 * A cancelled ceremony, a refused passkey (with the attempts left) or an IP host, where WebAuthn refuses to run (the
 * address to open instead), is said in the modal, which stays open; blocked, frozen, too many attempts and network
 * failures go to the modal's own handling.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateTwoFactor } from '../../../generated/api/auth/auth';
import { useStartPasskeyAuthentication } from '../../../generated/api/settings/settings';
import { getPasskey, localhostUrl, passkeyObstacle, type CeremonyFailure } from '../../lib/passkeys/passkey-ceremony';
import { createWebviewBridge } from '../../lib/webview/webview-bridge';
import { loginFailure } from './use-login-result';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { ApiError } from '../../lib/http/errors';

export function PasskeyLoginChoice({
  onConfirmed,
  onFailure,
  primary,
}: {
  onConfirmed: () => void;
  /** The modal's handling of a failure that is not the passkey's own (blocked, frozen, too many, network). */
  onFailure: (error: unknown) => void;
  /** The only way to finish the login (no code is asked): the main button, focused when the modal opens. */
  primary: boolean;
}) {
  const { t } = useTranslation('auth');
  const bridge = useMemo(() => createWebviewBridge(), []);
  const obstacle = passkeyObstacle(bridge);
  const [message, setMessage] = useState<string | undefined>();
  const [signing, setSigning] = useState(false);

  const failed = (error: unknown) => {
    const failure = loginFailure(error);
    if (failure.kind === 'keepOpen' || failure.kind === 'message')
      setMessage(
        failure.attemptsLeft !== undefined
          ? t('passkeyLogin.rejected', { count: failure.attemptsLeft })
          : failure.messages.join(' ') || t('passkeyLogin.failed'),
      );
    else onFailure(error);
  };
  const start = useStartPasskeyAuthentication({ request: { handledStatuses: [419, 422, 429] } });
  const validate = useValidateTwoFactor({
    request: { handledStatuses: [302, 419, 422, 429] },
    mutation: { onSuccess: onConfirmed, onError: failed },
  });
  const busy = signing || start.isPending || validate.isPending;

  const ceremonyMessage = (failure: CeremonyFailure) => {
    if (failure === 'cancelled') return t('passkeyLogin.cancelled');
    if (failure === 'ipHost') return ipHostHint();
    if (failure === 'unsupported') return t('passkeyLogin.unsupported');
    return t('passkeyLogin.failed');
  };
  const ipHostHint = () => {
    const url = localhostUrl(location.href);
    return url ? t('passkeyLogin.ipHostLocal', { url }) : t('passkeyLogin.ipHost');
  };

  const use = async () => {
    if (busy) return;
    setMessage(undefined);
    setSigning(true);
    try {
      let options;
      try {
        options = await start.mutateAsync();
      } catch (error) {
        // A server that failed to start the check (not a refusal of this login) says its catalogue message
        // (FailedToStartPasskeyAuthentication, 1517); the modal stays for another try or the code.
        if (error instanceof ApiError && error.status >= 500) {
          failedToFetchToast(error);
          return setMessage(t('passkeyLogin.failed'));
        }
        return failed(error);
      }
      const signed = await getPasskey(options.data, bridge);
      if ('failure' in signed) return setMessage(ceremonyMessage(signed.failure));
      validate.mutate({ data: { passkey: signed.credential } });
    } finally {
      setSigning(false);
    }
  };

  if (obstacle)
    return (
      <p className="notice notice--warning" data-testid="passkey-unavailable">
        {obstacle === 'ipHost' ? ipHostHint() : t('passkeyLogin.unsupported')}
      </p>
    );
  return (
    <>
      <button
        type="button"
        className={primary ? 'button' : 'button button--secondary'}
        aria-disabled={busy || undefined}
        aria-busy={busy}
        onClick={() => void use()}
        data-testid="use-passkey"
        {...(primary ? { 'data-autofocus': true } : {})}
      >
        {busy ? t('passkeyLogin.using') : t('passkeyLogin.use')}
      </button>
      {message && (
        <p className="notice notice--warning" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
