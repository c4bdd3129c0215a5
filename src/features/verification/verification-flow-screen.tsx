/**
 * One verification flow's page: its steps (./kyc-flow.tsx, Diia's: ./diia-flow.tsx), or the status once verified;
 * Diia only where the permission allows.
 */
import { useTranslation } from 'react-i18next';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { DiiaFlow, LivenessCheck } from './diia-flow';
import { KycFlow } from './kyc-flow';
import { KycStatusCard } from './kyc-status-card';
import type { Base, Flow } from './verification-status';
import { diiaOffered } from './verification-rules';
import { WithChecks } from './with-settings';

export function VerificationFlowScreen({ flow, base, liveness = false }: { flow: Flow; base: Base; liveness?: boolean }) {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithChecks>
        {(settings, checks) =>
          flow === 'diia' && !diiaOffered(settings) ? (
            <p className="notice" data-testid="diia-unavailable">
              {t('flows.diia.unavailable')}
            </p>
          ) : checks.kyc.status === 'verified' ? (
            <KycStatusCard user={settings.user} checks={checks} />
          ) : flow === 'diia' ? (
            liveness ? (
              <LivenessCheck base={base} />
            ) : (
              <DiiaFlow base={base} />
            )
          ) : (
            <KycFlow flow={flow} base={base} kyc={checks.kyc} />
          )
        }
      </WithChecks>
    </StandardAreaPage>
  );
}
