/**
 * The registration landing pages (/registration-page and its welcome, buy-crypto, crypto-prises and
 * referral-bonus variants): marketing content with one call to action, the registration form. Referral and
 * affiliate codes in the landing's URL (`ref`/`referral`, `aff`/`affiliate`) are checked and kept in their cookies
 * (src/lib/session/attribution.ts) and handed on to the form, with the campaign of an affiliate's link (`utm_campaign`). The
 * prizes landing lists the campaigns the server config marks active.
 */
import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetServerConfig } from '../../../generated/api/general/general';
import { useRegion } from '../../lib/region/current-region';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { useAttributionArrival } from '../../lib/session/attribution';
import { formatLongDate } from '../../lib/format/date-format';
import { safeUrl } from '../../lib/navigation/safe-url';
import { InfoFrame } from './info-frame';
import { useList } from './prose';
import { AppLink, PageLink } from '../../ui/app-link';

export const LANDINGS = ['index', 'welcome', 'buy-crypto', 'crypto-prises', 'referral-bonus'] as const;
export type Landing = (typeof LANDINGS)[number];

export function landingOf(path: string): Landing {
  const last = path.split('/')[2];
  return (LANDINGS as readonly string[]).includes(last ?? '') ? (last as Landing) : 'index';
}

export function RegistrationLanding({ landing }: { landing: Landing }) {
  const { t } = useTranslation('info');
  const region = useRegion();
  const { prefix } = useLocalizedPath();
  const searchStr = useLocation({ select: (l) => l.searchStr });
  // The codes are checked and kept in their cookies here already, and handed on to the form's page.
  const { referral, affiliate } = useAttributionArrival();
  // An affiliate's tracking link names its campaign: the registration it leads to is attributed to it.
  const [campaign] = useState(() => new URLSearchParams(searchStr).get('utm_campaign')?.slice(0, 255) || undefined);
  const query = new URLSearchParams({
    ...(referral ? { referral } : {}),
    ...(affiliate ? { affiliate } : {}),
    ...(campaign ? { utm_campaign: campaign } : {}),
  }).toString();
  const register = `${prefix}/auth/register${query ? `?${query}` : ''}`;
  const benefits = useList('info', `landing.${landing}.benefits`, { fiat: region.fiatCurrencies.join(', ') });
  const steps = useList('info', `landing.${landing}.steps`, { fiat: region.fiatCurrencies.join(', ') });

  return (
    <InfoFrame links={[]}>
      <div className="landing">
        <section className="landing__hero card" aria-labelledby="landing-offer">
          <h2 id="landing-offer">{t(`landing.${landing}.offer`)}</h2>
          <p>{t(`landing.${landing}.text`, { name: region.name })}</p>
          {referral && (
            <p className="notice" data-testid="referral-code">
              {t('landing.referralCode', { code: referral })}
            </p>
          )}
          <PageLink className="button landing__cta" href={register}>
            {t(`landing.${landing}.cta`)}
          </PageLink>
          <p className="home__muted">
            {t('landing.haveAccount')} <AppLink to="/auth">{t('landing.login')}</AppLink>
          </p>
        </section>
        <div className="grid-2">
          <section aria-labelledby="landing-benefits" className="prose">
            <h2 id="landing-benefits">{t('landing.benefitsTitle')}</h2>
            <ul className="rule-list rule-list--do">
              {benefits.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="landing-steps" className="prose">
            <h2 id="landing-steps">{t('landing.stepsTitle')}</h2>
            <ol className="steps">
              {steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
        </div>
        {landing === 'crypto-prises' && <Campaigns />}
        <p className="landing__fine home__muted">
          {t(`landing.${landing}.fine`)} <AppLink to="/terms/terms-of-use">{t('landing.terms')}</AppLink> ·{' '}
          <AppLink to="/risks">{t('landing.risks')}</AppLink>
        </p>
      </div>
    </InfoFrame>
  );
}

/** The server's running campaigns; when it lists none (or cannot be reached) the landing simply has no list. */
function Campaigns() {
  const { t, i18n } = useTranslation('info');
  const config = useGetServerConfig({ query: { staleTime: 300_000 } });
  const now = Date.now();
  const running = Object.values(config.data?.data.campaigns ?? {})
    .filter((c) => c.active && (!c.endsAt || Date.parse(c.endsAt) > now))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  if (running.length === 0) return null;
  return (
    <section aria-labelledby="landing-campaigns">
      <h2 id="landing-campaigns">{t('landing.campaigns')}</h2>
      <ul className="release-list">
        {running.map((c) => (
          <li key={c.id} className="card release-card">
            <h3>
              <CampaignTitle title={c.title} url={c.url} />
            </h3>
            <p className="home__muted">
              {c.endsAt
                ? t('landing.campaignDates', {
                    from: formatLongDate(c.startsAt, i18n.language),
                    to: formatLongDate(c.endsAt, i18n.language),
                  })
                : t('landing.campaignFrom', { from: formatLongDate(c.startsAt, i18n.language) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A campaign's title, linked to its page when the server's link is http(s) or a path of this site (`safeUrl`). */
function CampaignTitle({ title, url }: { title: string; url: string | undefined }) {
  const href = safeUrl(url, { path: true });
  return href ? <PageLink href={href}>{title}</PageLink> : <>{title}</>;
}
