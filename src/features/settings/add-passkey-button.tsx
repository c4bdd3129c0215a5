/**
 * Adds a passkey: the server's creation options (POST /v2/settings/passkeys/register/start), the browser's
 * WebAuthn ceremony through @simplewebauthn/browser's startRegistration (src/lib/passkeys/passkey-ceremony.ts,
 * loaded on the first click), then the new credential in its JSON form (POST .../register/finish). A ceremony the
 * user cancels is not an error; on an IP host (http://127.0.0.1:4173), where WebAuthn refuses to run, the button
 * gives way to the address to open instead; a browser without WebAuthn says so. In the mobile app's webview the
 * app runs the ceremony through the webview bridge (`passkeyCreate`).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishPasskeyRegistration, useStartPasskeyRegistration } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { createPasskey, localhostUrl, passkeyObstacle, type CeremonyFailure } from '../../lib/passkeys/passkey-ceremony';
import { notify } from '../../lib/toast/toast';
import { createWebviewBridge } from '../../lib/webview/webview-bridge';

/** Why passkeys cannot be used on this page, in words (an IP host names the address to open). */
export function useIpHostHint(): string {
  const { t } = useTranslation('settings');
  const url = localhostUrl(location.href);
  return url ? t('passkeyCeremony.ipHostLocal', { url }) : t('passkeyCeremony.ipHost');
}

export function AddPasskeyButton({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('settings');
  const start = useStartPasskeyRegistration();
  const finish = useFinishPasskeyRegistration();
  const ipHostHint = useIpHostHint();
  // The browser's dialog is open (between the two calls).
  const [signing, setSigning] = useState(false);
  // In the mobile app's webview the app makes the passkey (the bridge); there, no browser obstacle applies.
  const bridge = useMemo(() => createWebviewBridge(), []);
  const obstacle = passkeyObstacle(bridge);
  if (obstacle === 'ipHost')
    return (
      <p className="field__hint" data-testid="passkey-ip-host">
        {ipHostHint}
      </p>
    );
  if (obstacle === 'unsupported') return <p className="field__hint">{t('passkeys.unsupported')}</p>;
  const pending = start.isPending || signing || finish.isPending;

  const failed = (failure: CeremonyFailure) => {
    if (failure === 'cancelled') notify.info(t('passkeys.cancelled'));
    else if (failure === 'ipHost') notify.warning(ipHostHint);
    else if (failure === 'unsupported') notify.warning(t('passkeys.unsupported'));
    else if (failure === 'exists') notify.info(t('passkeyCeremony.exists'));
    else notify.warning(t('passkeyCeremony.failed'));
  };

  const add = async () => {
    if (pending) return;
    let options;
    try {
      options = await start.mutateAsync();
    } catch (error) {
      return failedToFetchToast(error);
    }
    setSigning(true);
    const made = await createPasskey(options.data, bridge).finally(() => setSigning(false));
    if ('failure' in made) return failed(made.failure);
    finish.mutate(
      { data: { credential: made.credential } },
      {
        onSuccess: ({ data }) => {
          notify.success(t('passkeys.addedToast', { name: data.name }));
          onAdded();
        },
        onError: (error) => failedToFetchToast(error),
      },
    );
  };

  return (
    <button type="button" className="button" disabled={pending} aria-busy={pending} onClick={() => void add()}>
      {pending ? t('passkeys.adding') : t('passkeys.add')}
    </button>
  );
}
