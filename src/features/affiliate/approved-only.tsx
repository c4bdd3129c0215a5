/**
 * The affiliate's own pages (dashboard figures, payouts, personal data, campaigns) need an approved application: the
 * programme's calls answer 403 to anyone else. Until then the page says where the application stands and how to
 * apply (the partnership page of the settings), instead of failing.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetAffiliateSettings } from '../../../generated/api/settings/settings';
import { useRegion } from '../../lib/region/current-region';
import { AFFILIATE_COOKIE_DAYS } from '../../lib/session/attribution';
import { AppLink } from '../../ui/app-link';
import { asSections, InfoSections } from '../../ui/info-sections';
import { QueryError, QueryLoading } from '../../ui/query-state';

export const useAffiliateSettings = () => useGetAffiliateSettings({ query: { staleTime: 60_000 } });

export function ApprovedOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('affiliate');
  const region = useRegion();
  const settings = useAffiliateSettings();
  if (settings.isPending) return <QueryLoading />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const { status } = settings.data.data;
  if (status === 'approved') return <>{children}</>;
  return (
    <div className="affiliate" data-testid={`affiliate-${status}`}>
      <section className="notice" aria-labelledby="affiliate-status">
        <h2 id="affiliate-status">{t(`dashboard.status.${status}.title`)}</h2>
        <p>{t(`dashboard.status.${status}.text`, { mailbox: region.mailboxes.partnerships })}</p>
        {status !== 'pending' && (
          <AppLink className="button" to="/settings/security/partnership/manage">
            {status === 'none' ? t('dashboard.apply') : t('dashboard.contact')}
          </AppLink>
        )}
      </section>
      <InfoSections sections={asSections(t('info.overview.sections', { returnObjects: true, days: AFFILIATE_COOKIE_DAYS }))} />
    </div>
  );
}
