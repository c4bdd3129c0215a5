/**
 * /settings/security/change-password (POST /v2/settings/password); an account without a password is sent to
 * create one instead.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { PasswordForm } from './password-form';
import { AppLink } from '../../ui/app-link';

export function ChangePasswordScreen() {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          user.flags.isPasswordCreateEnabled ? (
            <p className="notice">
              {t('password.noPasswordYet')} <AppLink to="/settings/security/create-password">{t('security.createPassword')}</AppLink>
            </p>
          ) : (
            <PasswordForm mode="change" needsTotp={user.flags.isTwoFactorEnabled} />
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}
