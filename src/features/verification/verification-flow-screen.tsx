/**
 * One verification flow's page: its start, or the status once verified; Diia only where the permission allows.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { KycStatusCard } from './kyc-status-card';
import { StartVerification, type Flow } from './start-verification';
import { WithSettings } from './with-settings';
import { diiaOffered } from './verification-rules';

export function VerificationFlowScreen({ flow }: { flow: Flow }) {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithSettings>
        {(settings) =>
          flow === 'diia' && !diiaOffered(settings) ? (
            <p className="notice" data-testid="diia-unavailable">
              {t('flows.diia.unavailable')}
            </p>
          ) : settings.user.paymentKycStatus === 'verified' ? (
            <KycStatusCard user={settings.user} />
          ) : (
            <StartVerification flow={flow} />
          )
        }
      </WithSettings>
    </StandardAreaPage>
  );
}
