/**
 * The intro's security step: done when a second factor is on, otherwise the choice of authenticator or passkey.
 */
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './with-settings';
import { secondFactor } from './verification-rules';

export function IntroSecurityScreen({ success = false }: { success?: boolean }) {
  const { t } = useTranslation('verification');
  const { prefix } = useLocalizedPath();
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) =>
          secondFactor(user) ? (
            <div className="notice" data-testid="intro-protected">
              <p>{success ? t('intro.protectedNow') : t('intro.protected')}</p>
              <a className="button" href={`${prefix}/intro/verification`}>
                {t('intro.next')}
              </a>
            </div>
          ) : (
            <section className="card settings-card" aria-labelledby="intro-2fa">
              <h2 id="intro-2fa" className="card__title">
                {t('intro.chooseFactor')}
              </h2>
              <div className="form__actions">
                <a className="button" href={`${prefix}/settings/security/2fa/authenticator-app`}>
                  {t('intro.authenticator')}
                </a>
                <a className="button button--secondary" href={`${prefix}/settings/security/2fa/passkeys`}>
                  {t('intro.passkey')}
                </a>
              </div>
            </section>
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}
