/**
 * The affiliate program: the dashboard (GET affiliate settings: the application's status and, once approved,
 * the code, link and commission), the payouts (the commission rate; the contract has no payout list yet) and
 * the public overview and profile pages (informational). Applying and profile changes go to the region's
 * partnerships mailbox: the contract has no call for them.
 */
import { useTranslation } from 'react-i18next';
import { useGetAffiliateSettings } from '../../../generated/api/settings/settings';
import { formatDecimal } from '../../lib/format/number-format';
import { useRegion } from '../../lib/region/current-region';
import { AFFILIATE_COOKIE_DAYS } from '../../lib/session/attribution';
import { asSections, InfoSections } from '../../ui/info-sections';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { CopyRow } from './copy-row';
import { AppLink } from '../../ui/app-link';

function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

export function AffiliateDashboard() {
  const { t, i18n } = useTranslation('affiliate');
  const region = useRegion();
  const settings = useGetAffiliateSettings({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const s = settings.data.data;
  const partners = region.mailboxes.partnerships;
  return (
    <div className="affiliate" data-testid={`affiliate-${s.status}`}>
      {s.status === 'approved' ? (
        <section className="card" aria-labelledby="affiliate-links">
          <h2 id="affiliate-links">{t('dashboard.approved')}</h2>
          <dl className="copy-list">
            {s.affiliateCode && (
              <CopyRow label={t('dashboard.code')} copyLabel={t('copy.code')} value={s.affiliateCode} testId="affiliate-code" />
            )}
            {s.affiliateLink && (
              <CopyRow label={t('dashboard.link')} copyLabel={t('copy.link')} value={s.affiliateLink} testId="affiliate-link" />
            )}
          </dl>
          {s.commissionRate && (
            <p className="stat__value" data-testid="affiliate-commission">
              {t('dashboard.commission', { rate: formatDecimal(s.commissionRate, lng, { max: 2 }) })}
            </p>
          )}
          <p className="field__hint">{t('dashboard.attribution', { days: AFFILIATE_COOKIE_DAYS })}</p>
          <p className="product-info__links">
            <AppLink className="button" to="/affiliate/campaigns">
              {t('links.campaigns')}
            </AppLink>
            <AppLink className="button button--secondary" to="/affiliate/payments">
              {t('links.payouts')}
            </AppLink>
          </p>
        </section>
      ) : (
        <section className="notice" aria-labelledby="affiliate-status">
          <h2 id="affiliate-status">{t(`dashboard.status.${s.status}.title`)}</h2>
          <p>{t(`dashboard.status.${s.status}.text`, { mailbox: partners })}</p>
          {s.status !== 'pending' && (
            <a className="button" href={mailto(partners, t('dashboard.applySubject'))}>
              {s.status === 'none' ? t('dashboard.apply') : t('dashboard.contact')}
            </a>
          )}
        </section>
      )}
      {s.status !== 'approved' && (
        <InfoSections sections={asSections(t('info.overview.sections', { returnObjects: true, days: AFFILIATE_COOKIE_DAYS }))} />
      )}
    </div>
  );
}

export function AffiliatePayouts() {
  const { t, i18n } = useTranslation('affiliate');
  const region = useRegion();
  const settings = useGetAffiliateSettings({ query: { staleTime: 60_000 } });
  const lng = i18n.language;
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const s = settings.data.data;
  return (
    <div className="affiliate-payouts">
      {s.status === 'approved' && s.commissionRate ? (
        <p className="notice">{t('payouts.rate', { rate: formatDecimal(s.commissionRate, lng, { max: 2 }) })}</p>
      ) : (
        <p className="notice">{t('payouts.notApproved')}</p>
      )}
      <InfoSections sections={asSections(t('info.payouts.sections', { returnObjects: true, mailbox: region.mailboxes.partnerships }))} />
      <p className="product-info__links">
        <AppLink className="button button--secondary" to="/affiliate">
          {t('links.dashboard')}
        </AppLink>
      </p>
    </div>
  );
}

export function AffiliateInfo({ topic }: { topic: 'overview' | 'profile' }) {
  const { t } = useTranslation('affiliate');
  const region = useRegion();
  const partners = region.mailboxes.partnerships;
  return (
    <div className="affiliate-info" data-testid={`affiliate-info-${topic}`}>
      <p className="notice">{t(`info.${topic}.summary`, { mailbox: partners })}</p>
      <InfoSections
        sections={asSections(t(`info.${topic}.sections`, { returnObjects: true, days: AFFILIATE_COOKIE_DAYS, mailbox: partners }))}
      />
      <p className="product-info__links">
        {topic === 'overview' ? (
          <AppLink className="button" to="/affiliate">
            {t('links.dashboard')}
          </AppLink>
        ) : (
          <a className="button" href={mailto(partners, t('info.profile.subject'))}>
            {t('links.writePartners')}
          </a>
        )}
        <AppLink className="button button--secondary" to="/referral">
          {t('links.referral')}
        </AppLink>
      </p>
    </div>
  );
}
