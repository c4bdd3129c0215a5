/**
 * Where the user stands with identity checks, from the session (spec section 3) and the checks' state: the payment KYC
 * status (a restriction applies while it is required or submitted, spec section 4), why the last review failed, the
 * business check and the time left before an unverified account is blocked.
 */
import { useTranslation } from 'react-i18next';
import type { SettingsResponse } from '../../../generated/api/model/settingsResponse.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { paymentRestricted } from '../../lib/verification/kyc-status';
import type { Checks } from './verification-status';

type User = SettingsResponse['data']['user'];

export function KycStatusCard({ user, checks }: { user: User; checks?: Checks }) {
  const { t, i18n } = useTranslation('verification');
  const days = user.timeUntilBlock === null ? undefined : Math.max(0, Math.ceil(user.timeUntilBlock / 86_400));
  // The checks' own read is the newer while a review runs (it is read again every few seconds).
  const status = checks?.kyc.status ?? user.paymentKycStatus;
  const reviewed = checks?.kyc.attempt?.reviewedAt;
  const rejection = status === 'rejected' ? checks?.kyc.rejection : undefined;
  return (
    <section className="card settings-card" aria-labelledby="kyc-status-title" data-testid="kyc-status" data-status={status}>
      <h2 id="kyc-status-title" className="card__title">
        {t(`status.kyc.${status}`)}
      </h2>
      <p>{t(`status.kycText.${status}`)}</p>
      {rejection && (
        <div className="notice notice--warning" data-testid="kyc-rejection">
          <p>{t('status.reasons')}</p>
          <ul>
            {rejection.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      )}
      {paymentRestricted(status) && <p className="notice notice--warning">{t('status.restricted')}</p>}
      {days !== undefined && <p className="notice notice--warning">{t('status.blockIn', { days })}</p>}
      <dl className="definition-list">
        <dt>{t('status.flow')}</dt>
        <dd>{t(`status.flows.${checks?.kyc.flow ?? user.kycFlow}`)}</dd>
        {reviewed !== undefined && (
          <>
            <dt>{t('status.reviewed')}</dt>
            <dd>{formatDateTime(reviewed, i18n.language)}</dd>
          </>
        )}
        <dt>{t('status.business')}</dt>
        <dd>{t(`status.kyb.${checks?.kyb.status ?? user.kybStatus}`)}</dd>
      </dl>
    </section>
  );
}
