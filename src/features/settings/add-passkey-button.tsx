/**
 * Adds a passkey: the server's creation options (POST /v2/settings/passkeys/register/start), the browser's
 * WebAuthn ceremony, then the new credential in its JSON form (POST .../register/finish). Offered only where
 * the browser can read the options' JSON form; a ceremony the user cancels is not an error.
 */
import { useTranslation } from 'react-i18next';
import type { PasskeyCredential } from '../../../generated/api/model/passkeyCredential.zod';
import { useFinishPasskeyRegistration, useStartPasskeyRegistration } from '../../../generated/api/settings/settings';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { notify } from '../../lib/toast/toast';

function webAuthnAvailable(): boolean {
  return (
    typeof PublicKeyCredential !== 'undefined' &&
    typeof PublicKeyCredential.parseCreationOptionsFromJSON === 'function' &&
    typeof navigator.credentials?.create === 'function'
  );
}

export function AddPasskeyButton({ onAdded }: { onAdded: () => void }) {
  const { t } = useTranslation('settings');
  const start = useStartPasskeyRegistration();
  const finish = useFinishPasskeyRegistration();
  if (!webAuthnAvailable()) return <p className="field__hint">{t('passkeys.unsupported')}</p>;
  const pending = start.isPending || finish.isPending;

  const add = async () => {
    let options;
    try {
      options = await start.mutateAsync();
    } catch (error) {
      return failedToFetchToast(error);
    }
    let credential: PublicKeyCredential | null;
    try {
      const publicKey = PublicKeyCredential.parseCreationOptionsFromJSON(options.data as unknown as PublicKeyCredentialCreationOptionsJSON);
      credential = (await navigator.credentials.create({ publicKey })) as PublicKeyCredential | null;
    } catch {
      // Cancelled, timed out or refused by the authenticator: the user chose not to go on.
      return notify.info(t('passkeys.cancelled'));
    }
    if (!credential) return notify.info(t('passkeys.cancelled'));
    finish.mutate(
      { data: { credential: credential.toJSON() as unknown as PasskeyCredential } },
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
    <button type="button" className="button" disabled={pending} onClick={() => void add()}>
      {pending ? t('passkeys.adding') : t('passkeys.add')}
    </button>
  );
}
