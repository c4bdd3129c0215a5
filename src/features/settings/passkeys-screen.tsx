/**
 * /settings/security/2fa/passkeys: the passkeys (GET /v2/settings/passkeys), each renamable
 * (POST /{id}/rename {name}) and removable after a confirmation (DELETE /{id}). Adding one needs the browser's
 * WebAuthn ceremony (register/start, navigator.credentials.create, register/finish), which is offered only
 * where the browser has it.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getListPasskeysQueryKey, useListPasskeys } from '../../../generated/api/settings/settings';
import { getGetSettingsQueryKey } from '../../../generated/api/session/session';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { AddPasskeyButton } from './add-passkey-button';
import { PasskeyItem } from './passkey-item';

export function PasskeysScreen() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const passkeys = useListPasskeys();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getListPasskeysQueryKey() });
    // The session's isPasskeyEnabled flag follows the list.
    void queryClient.invalidateQueries({ queryKey: getGetSettingsQueryKey() });
  };
  return (
    <StandardAreaPage actions={<AddPasskeyButton onAdded={refresh} />}>
      {passkeys.isPending ? (
        <QueryLoading />
      ) : passkeys.isError ? (
        <QueryError error={passkeys.error} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data.data.length === 0 ? (
        <QueryEmpty>{t('passkeys.empty')}</QueryEmpty>
      ) : (
        <ul className="session-list">
          {passkeys.data.data.map((passkey) => (
            <li key={passkey.id}>
              <PasskeyItem passkey={passkey} onChanged={refresh} />
            </li>
          ))}
        </ul>
      )}
    </StandardAreaPage>
  );
}
