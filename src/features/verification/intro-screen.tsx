/**
 * /intro: the onboarding checklist: protect the account, then verify the identity, each with its state.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { WithSettings } from './with-settings';
import { secondFactor } from './verification-rules';
import { AppLink } from '../../ui/app-link';

export function IntroScreen() {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithSettings>
        {({ user }) => (
          <ol className="security-list intro-steps" data-testid="intro-steps">
            <li className="card security-item">
              <div>
                <h2 className="card__title">{t('intro.security')}</h2>
                <p className="field__hint">{t('intro.securityText')}</p>
              </div>
              <span className={`status-chip status-chip--${secondFactor(user) ? 'on' : 'off'}`}>
                {secondFactor(user) ? t('intro.done') : t('intro.todo')}
              </span>
              <AppLink to="/intro/security">{t('intro.open')}</AppLink>
            </li>
            <li className="card security-item">
              <div>
                <h2 className="card__title">{t('intro.verification')}</h2>
                <p className="field__hint">{t(`status.kyc.${user.paymentKycStatus}`)}</p>
              </div>
              <span className={`status-chip status-chip--${user.paymentKycStatus === 'verified' ? 'on' : 'off'}`}>
                {user.paymentKycStatus === 'verified' ? t('intro.done') : t('intro.todo')}
              </span>
              <AppLink to="/intro/verification">{t('intro.open')}</AppLink>
            </li>
          </ol>
        )}
      </WithSettings>
    </StandardAreaPage>
  );
}
