/**
 * Sub-accounts are managed from a main account whose session has permissions.subAccount.enabled (spec
 * section 6). A sub-account's own session sees who its main account is and may switch back to it (which
 * reloads the current page, spec section 4).
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WithSettings } from './settings-data';
import { SubAccountSession } from './sub-account-session';

export function SubAccountGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <WithSettings>
      {({ user, permissions }) => {
        if (!permissions.subAccount.enabled)
          return (
            <p className="notice" data-testid="sub-accounts-disabled">
              {t('subAccounts.disabled')}
            </p>
          );
        if (user.mainAccountExternalId)
          return <SubAccountSession mainNickname={user.mainAccountNickname} mainId={user.mainAccountExternalId} alias={user.alias} />;
        return <>{children}</>;
      }}
    </WithSettings>
  );
}
