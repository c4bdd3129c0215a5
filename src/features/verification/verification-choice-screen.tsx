/**
 * /verification and /intro/verification: the KYC status and, while a check may be started (required, or rejected with
 * another try allowed), the flows to choose from (Diia only where the permission allows); under review, the way to
 * the review's page.
 */
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { KycStatusCard } from './kyc-status-card';
import { checkingPath, flowPath, mayStart, type Base, type Flow } from './verification-status';
import { diiaOffered } from './verification-rules';
import { WithChecks } from './with-settings';

export function VerificationChoiceScreen({ base }: { base: Base }) {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithChecks>
        {(settings, checks) => (
          <>
            <KycStatusCard user={settings.user} checks={checks} />
            {checks.kyc.status === 'submitted' && (
              <AppLink className="button" to={checkingPath(base)}>
                {t('flow.follow')}
              </AppLink>
            )}
            {mayStart(checks.kyc) && (
              <section aria-labelledby="verification-flows-title">
                <h2 id="verification-flows-title">{checks.kyc.status === 'rejected' ? t('choice.again') : t('choice.title')}</h2>
                <ul className="security-list" data-testid="verification-flows">
                  {(['provider', 'regular', 'external', ...(diiaOffered(settings) ? ['diia'] : [])] as Flow[]).map((flow) => (
                    <li key={flow} className="card security-item">
                      <div>
                        <h3 className="card__title">{t(`flows.${flow}.title`)}</h3>
                        <p className="field__hint">{t(`flows.${flow}.text`)}</p>
                      </div>
                      <AppLink to={flowPath(base, flow)} data-testid={`verification-flow-${flow}`}>
                        {t('intro.open')}
                      </AppLink>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </WithChecks>
    </StandardAreaPage>
  );
}
