/**
 * /verification and /intro/verification: the KYC status and, while it is not verified or submitted, the flows
 * to choose from (Diia only where the permission allows).
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { KycStatusCard } from './kyc-status-card';
import type { Flow } from './start-verification';
import { WithSettings } from './with-settings';
import { diiaOffered } from './verification-rules';
import { AppLink } from '../../ui/app-link';

export function VerificationChoiceScreen({ base }: { base: string }) {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithSettings>
        {(settings) => (
          <>
            <KycStatusCard user={settings.user} />
            {settings.user.paymentKycStatus !== 'verified' && settings.user.paymentKycStatus !== 'submitted' && (
              <ul className="security-list" data-testid="verification-flows">
                {(['regular', 'provider', 'external', ...(diiaOffered(settings) ? ['diia'] : [])] as Flow[]).map((flow) => (
                  <li key={flow} className="card security-item">
                    <div>
                      <h2 className="card__title">{t(`flows.${flow}.title`)}</h2>
                      <p className="field__hint">{t(`flows.${flow}.text`)}</p>
                    </div>
                    <AppLink to={`/${base}/${flow === 'diia' && base === '/verification' ? 'provider/diia' : flow}`}>
                      {t('intro.open')}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </WithSettings>
    </StandardAreaPage>
  );
}
