/**
 * /crypto-card/status: the user's application (getCryptoCardApplication) and where it stands, asked again every few
 * seconds until the card is issued (the issuer's review runs on the exchange's clock): requested, in review, issued
 * (with the card's last four digits). Before an application, the way to order.
 */
import { useTranslation } from 'react-i18next';
import { useGetCryptoCardApplication } from '../../../generated/api/crypto-card/crypto-card';
import type { CryptoCardApplication } from '../../../generated/api/model/cryptoCardApplication.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryLoading } from '../../ui/query-state';
import { countryName, maskedCard, money } from './card-format';

export const STATUS_POLL_MS = 3_000;
const STEPS: readonly CryptoCardApplication['status'][] = ['requested', 'in-review', 'issued'];

export function CryptoCardStatus() {
  const { t, i18n } = useTranslation('card');
  const locale = i18n.language;
  const application = useGetCryptoCardApplication({
    query: { refetchInterval: (query) => (query.state.data?.data && query.state.data.data.status !== 'issued' ? STATUS_POLL_MS : false) },
  });
  if (application.isPending) return <QueryLoading />;
  if (application.isError) return <CallError error={application.error} onRetry={() => void application.refetch()} />;
  const a = application.data.data;
  if (!a)
    return (
      <div className="notice" data-testid="crypto-card-none">
        <p>{t('crypto.none')}</p>
        <AppLink className="button" to="/crypto-card/order">
          {t('links.order')}
        </AppLink>
      </div>
    );
  const at = STEPS.indexOf(a.status);
  const times: Record<CryptoCardApplication['status'], number | undefined> = {
    requested: a.createdAt,
    'in-review': a.reviewStartedAt,
    issued: a.issuedAt,
  };
  return (
    <div className="card-product" data-testid="crypto-card-application" data-status={a.status}>
      <p className="notice" role="status" data-testid="crypto-card-status">
        {t(`crypto.status.${a.status}`)}
      </p>
      <ol className="flow-steps" aria-label={t('crypto.steps')}>
        {STEPS.map((step, i) => (
          <li key={step} aria-current={i === at ? 'step' : undefined} className={i === at ? 'is-current' : undefined}>
            {t(`crypto.statuses.${step}`)}
            {i <= at && times[step] !== undefined && <span className="field__hint"> {formatDateTime(times[step]!, locale)}</span>}
          </li>
        ))}
      </ol>
      <dl className="definition-list">
        {a.last4 && (
          <>
            <dt>{t('crypto.card')}</dt>
            <dd className="mono" data-testid="crypto-card-number">
              {maskedCard(a.last4)}
            </dd>
          </>
        )}
        <dt>{t('crypto.form.country')}</dt>
        <dd>{countryName(a.country, locale)}</dd>
        <dt>{t('crypto.form.phone')}</dt>
        <dd className="mono">{a.phone}</dd>
        <dt>{t('crypto.form.documentType')}</dt>
        <dd>{t(`crypto.documents.${a.documentType}`)}</dd>
        <dt>{t('crypto.feePaid')}</dt>
        <dd data-testid="crypto-card-fee">{money(a.issueFee, a.feeTicker, locale)}</dd>
      </dl>
    </div>
  );
}
