/**
 * /settings/security/create-password (POST /v2/settings/password/create), reachable only when the session says
 * isPasswordCreateEnabled (an account that signed up through Google, Apple or a wallet); otherwise the page says why.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { PasswordForm } from './password-form';
import { AppLink } from '../../ui/app-link';

export function CreatePasswordScreen() {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          user.flags.isPasswordCreateEnabled ? (
            <PasswordForm mode="create" needsTotp={false} />
          ) : (
            <p className="notice" data-testid="create-password-unavailable">
              {t('password.createUnavailable')} <AppLink to="/settings/security/change-password">{t('security.changePassword')}</AppLink>
            </p>
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}
