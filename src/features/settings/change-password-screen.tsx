/**
 * /settings/security/change-password (POST /v2/settings/password); an account without a password is sent to
 * create one instead.
 */
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './settings-data';
import { PasswordForm } from './password-form';

export function ChangePasswordScreen() {
  const { t } = useTranslation('settings');
  const { prefix } = useLocalizedPath();
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          user.flags.isPasswordCreateEnabled ? (
            <p className="notice">
              {t('password.noPasswordYet')} <a href={`${prefix}/settings/security/create-password`}>{t('security.createPassword')}</a>
            </p>
          ) : (
            <PasswordForm mode="change" needsTotp={user.flags.isTwoFactorEnabled} />
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}
