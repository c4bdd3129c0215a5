/**
 * /affiliate/campaigns and /affiliate/campaigns/:campaign: the running campaigns of the server config (its
 * campaigns map), each with a tracking link: the affiliate link with the campaign as `utm_campaign`, so
 * sign-ups are attributed to it. Per-campaign statistics have no contract call yet, and the screen says so.
 */
import { useTranslation } from 'react-i18next';
import { useGetServerConfig } from '../../../generated/api/general/general';
import { useGetAffiliateSettings } from '../../../generated/api/settings/settings';
import { formatDate } from '../../lib/format/date-format';
import { safeUrl } from '../../lib/navigation/safe-url';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { CopyRow } from './copy-row';
import { AppLink } from '../../ui/app-link';

/** The affiliate link tagged with a campaign; an unparsable link stays as it is rather than breaking. */
export function trackingLink(affiliateLink: string, campaign: string): string {
  try {
    const url = new URL(affiliateLink);
    url.searchParams.set('utm_campaign', campaign);
    return url.toString();
  } catch {
    return affiliateLink;
  }
}

function useCampaignData() {
  const config = useGetServerConfig({ query: { staleTime: 5 * 60_000 } });
  const settings = useGetAffiliateSettings({ query: { staleTime: 60_000 } });
  const campaigns = Object.values(config.data?.data.campaigns ?? {}).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const link = settings.data?.data.status === 'approved' ? settings.data.data.affiliateLink : undefined;
  return { config, settings, campaigns, link };
}

export function Campaigns() {
  const { t, i18n } = useTranslation('affiliate');
  const { config, settings, campaigns, link } = useCampaignData();
  const lng = i18n.language;
  if (config.isPending || settings.isPending) return <QueryLoading />;
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  return (
    <div className="campaigns">
      {!link && <p className="notice">{t('campaigns.needsApproval')}</p>}
      {campaigns.length === 0 ? (
        <QueryEmpty>{t('campaigns.empty')}</QueryEmpty>
      ) : (
        <ul className="entry-list" data-testid="campaigns">
          {campaigns.map((c, index) => (
            <li key={`${c.slug}-${index}`} className="card entry-list__item">
              <h2 className="entry-list__title">
                <AppLink to={`/affiliate/campaigns/${encodeURIComponent(c.slug)}`}>{c.title}</AppLink>
              </h2>
              <p className="entry-list__meta">
                <span className={`status-pill status-pill--${c.active ? 'on' : 'off'}`}>
                  {c.active ? t('campaigns.active') : t('campaigns.ended')}
                </span>{' '}
                {c.endsAt
                  ? t('campaigns.period', { from: formatDate(c.startsAt, lng), to: formatDate(c.endsAt, lng) })
                  : t('campaigns.since', { from: formatDate(c.startsAt, lng) })}
              </p>
              {link && (
                <dl className="copy-list">
                  <CopyRow
                    label={t('campaigns.trackingLink')}
                    copyLabel={t('copy.link')}
                    value={trackingLink(link, c.slug)}
                    testId={`campaign-link-${c.slug}`}
                  />
                </dl>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function CampaignDetail({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation('affiliate');
  const { config, settings, campaigns, link } = useCampaignData();
  const lng = i18n.language;
  if (config.isPending || settings.isPending) return <QueryLoading />;
  if (config.isError) return <QueryError error={config.error} onRetry={() => void config.refetch()} />;
  if (settings.isError) return <QueryError error={settings.error} onRetry={() => void settings.refetch()} />;
  const campaign = campaigns.find((c) => c.slug === slug);
  // The landing page is the server's link: only an absolute http(s) URL is shown as one, anything else not at all.
  const landing = safeUrl(campaign?.url);
  if (!campaign)
    return (
      <QueryEmpty>
        <p>{t('campaigns.notFound', { slug })}</p>
        <AppLink to="/affiliate/campaigns">{t('links.campaigns')}</AppLink>
      </QueryEmpty>
    );
  return (
    <div className="campaign" data-testid="campaign-detail">
      <section className="card" aria-labelledby="campaign-title">
        <h2 id="campaign-title">{campaign.title}</h2>
        <dl className="definition-list">
          <dt>{t('campaigns.status')}</dt>
          <dd>{campaign.active ? t('campaigns.active') : t('campaigns.ended')}</dd>
          <dt>{t('campaigns.starts')}</dt>
          <dd>{formatDate(campaign.startsAt, lng)}</dd>
          {campaign.endsAt && (
            <>
              <dt>{t('campaigns.ends')}</dt>
              <dd>{formatDate(campaign.endsAt, lng)}</dd>
            </>
          )}
          {landing && (
            <>
              <dt>{t('campaigns.landing')}</dt>
              <dd>
                <a href={landing} target="_blank" rel="noopener noreferrer">
                  {landing}
                </a>
              </dd>
            </>
          )}
        </dl>
        {link ? (
          <dl className="copy-list">
            <CopyRow
              label={t('campaigns.trackingLink')}
              copyLabel={t('copy.link')}
              value={trackingLink(link, campaign.slug)}
              testId="campaign-link"
            />
          </dl>
        ) : (
          <p className="notice">{t('campaigns.needsApproval')}</p>
        )}
      </section>
      <p className="field__hint">{t('campaigns.noStats')}</p>
    </div>
  );
}
