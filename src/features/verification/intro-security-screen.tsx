/**
 * The intro's security step: done when a second factor is on, otherwise the choice of authenticator or passkey.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './with-settings';
import { secondFactor } from './verification-rules';
import { AppLink } from '../../ui/app-link';

export function IntroSecurityScreen({ success = false }: { success?: boolean }) {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          secondFactor(user) ? (
            <div className="notice" data-testid="intro-protected">
              <p>{success ? t('intro.protectedNow') : t('intro.protected')}</p>
              <AppLink className="button" to="/intro/verification">
                {t('intro.next')}
              </AppLink>
            </div>
          ) : (
            <section className="card settings-card" aria-labelledby="intro-2fa">
              <h2 id="intro-2fa" className="card__title">
                {t('intro.chooseFactor')}
              </h2>
              <div className="form__actions">
                <AppLink className="button" to="/settings/security/2fa/authenticator-app">
                  {t('intro.authenticator')}
                </AppLink>
                <AppLink className="button button--secondary" to="/settings/security/2fa/passkeys">
                  {t('intro.passkey')}
                </AppLink>
              </div>
            </section>
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}
