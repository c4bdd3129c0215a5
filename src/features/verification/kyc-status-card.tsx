/**
 * Where the user stands with identity checks, from the session (spec section 3): the payment KYC status
 * (a restriction applies while it is required or submitted, spec section 4), the business check and the time
 * left before an unverified account is blocked.
 */
import { useTranslation } from 'react-i18next';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';

type User = SettingsResponse['data']['user'];

/** Spec section 4: payments are restricted while KYC is required or submitted. */
export function paymentRestricted(status: User['paymentKycStatus']): boolean {
  return status === 'required' || status === 'submitted';
}

export function KycStatusCard({ user }: { user: User }) {
  const { t } = useTranslation('verification');
  const days = user.timeUntilBlock === null ? undefined : Math.max(0, Math.ceil(user.timeUntilBlock / 86_400));
  return (
    <section className="card settings-card" aria-labelledby="kyc-status-title" data-testid="kyc-status">
      <h2 id="kyc-status-title" className="card__title">
        {t(`status.kyc.${user.paymentKycStatus}`)}
      </h2>
      <p>{t(`status.kycText.${user.paymentKycStatus}`)}</p>
      {paymentRestricted(user.paymentKycStatus) && <p className="notice notice--warning">{t('status.restricted')}</p>}
      {days !== undefined && <p className="notice notice--warning">{t('status.blockIn', { days })}</p>}
      <dl className="definition-list">
        <dt>{t('status.flow')}</dt>
        <dd>{t(`status.flows.${user.kycFlow}`)}</dd>
        <dt>{t('status.business')}</dt>
        <dd>{t(`status.kyb.${user.kybStatus}`)}</dd>
      </dl>
    </section>
  );
}
