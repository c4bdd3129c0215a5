/**
 * The review's page (/verification/provider/checking, /intro/verification/checking): the status while the provider
 * reviews (read again every few seconds, and at once on the socket's kycRestrictionEvent), then verified (with the
 * way to what it opened: fiat deposits) or rejected (why, and another try where allowed).
 */
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../ui/app-link';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { KycStatusCard } from './kyc-status-card';
import { mayStart, type Base } from './verification-status';
import { WithChecks } from './with-settings';

export function VerificationStatusScreen({ base = '/verification' }: { base?: Base }) {
  const { t } = useTranslation('verification');
  return (
    <StandardAreaPage>
      <WithChecks>
        {({ user }, checks) => (
          <>
            <KycStatusCard user={user} checks={checks} />
            {checks.kyc.status === 'submitted' && (
              <p className="field__hint" role="status" data-testid="verification-reviewing">
                {t('checking.reviewing')}
              </p>
            )}
            {checks.kyc.status === 'verified' && (
              <p className="notice" data-testid="verification-verified">
                {t('checking.verified')} <AppLink to="/deposit">{t('checking.deposit')}</AppLink>
              </p>
            )}
            {checks.kyc.status === 'rejected' && mayStart(checks.kyc) && (
              <AppLink className="button" to={base} data-testid="verification-retry">
                {t('checking.retry')}
              </AppLink>
            )}
            {checks.kyc.status === 'required' && (
              <AppLink className="button" to={base}>
                {t('checking.start')}
              </AppLink>
            )}
          </>
        )}
      </WithChecks>
    </StandardAreaPage>
  );
}
