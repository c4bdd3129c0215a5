/**
 * /settings/security/2fa: the second factor, on when the authenticator or a passkey is on (spec section 6),
 * and the way to each of them.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { secondFactorEnabled, WithSettings } from './settings-data';
import { AppLink } from '../../ui/app-link';

export function TwoFactorScreen() {
  const { t } = useTranslation('settings');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user: { flags } }) => (
          <>
            <p className={`notice ${secondFactorEnabled(flags) ? '' : 'notice--warning'}`} data-testid="second-factor">
              {secondFactorEnabled(flags) ? t('twoFactor.on') : t('twoFactor.off')}
            </p>
            <ul className="security-list">
              <li className="card security-item">
                <div>
                  <h2 className="card__title">{t('security.items.authenticator.title')}</h2>
                  <p className="field__hint">{t('security.items.authenticator.text')}</p>
                </div>
                <span className={`status-chip status-chip--${flags.isTwoFactorEnabled ? 'on' : 'off'}`}>
                  {t(`security.state.${flags.isTwoFactorEnabled ? 'on' : 'off'}`)}
                </span>
                <AppLink to="/settings/security/2fa/authenticator-app">{t('security.manage')}</AppLink>
              </li>
              <li className="card security-item">
                <div>
                  <h2 className="card__title">{t('security.items.passkeys.title')}</h2>
                  <p className="field__hint">{t('security.items.passkeys.text')}</p>
                </div>
                <span className={`status-chip status-chip--${flags.isPasskeyEnabled ? 'on' : 'off'}`}>
                  {t(`security.state.${flags.isPasskeyEnabled ? 'on' : 'off'}`)}
                </span>
                <AppLink to="/settings/security/2fa/passkeys">{t('security.manage')}</AppLink>
              </li>
            </ul>
          </>
        )}
      </WithSettings>
    </StandardAreaPage>
  );
}
