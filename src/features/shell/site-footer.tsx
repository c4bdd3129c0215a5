/**
 * The footer: the pages people look for at the bottom of an exchange (company, products, legal), the region
 * picker, the support contact and the copyright from the region's launch year. Only pages the region offers
 * are listed.
 */
import { useTranslation } from 'react-i18next';
import { currentRegion, useRegion } from '../../lib/region/current-region';
import { offeredInRegion } from '../../lib/routing/route-availability';
import { ROUTES } from '../../lib/routing/route-table';
import { AppLink, type AppPath } from '../../ui/app-link';
import { RegionPicker } from './region-picker';

const COLUMNS: { title: string; links: { to: AppPath; label: string }[] }[] = [
  {
    title: 'company',
    links: [
      { to: '/about-us', label: 'aboutUs' },
      { to: '/fees', label: 'fees' },
      { to: '/vip-program', label: 'vip' },
      { to: '/referral', label: 'referral' },
    ],
  },
  {
    title: 'products',
    links: [
      { to: '/markets', label: 'markets' },
      { to: '/assets', label: 'assets' },
      { to: '/trading-data', label: 'tradingData' },
      { to: '/download-apps', label: 'apps' },
    ],
  },
  {
    title: 'help',
    links: [
      { to: '/support', label: 'supportCentre' },
      { to: '/terms', label: 'terms' },
      { to: '/risks', label: 'risks' },
    ],
  },
];

function offered(to: AppPath): boolean {
  const entry = ROUTES.find((r) => r.path === to);
  return entry !== undefined && offeredInRegion(entry, currentRegion());
}

export function SiteFooter() {
  const { t } = useTranslation('footer');
  const region = useRegion();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <nav className="site-footer__columns" aria-label={t('label')}>
        {COLUMNS.map((column) => (
          <div key={column.title} className="site-footer__column">
            <h2 className="site-footer__title">{t(column.title)}</h2>
            <ul>
              {column.links
                .filter((link) => offered(link.to))
                .map((link) => (
                  <li key={link.to}>
                    <AppLink to={link.to}>{t(link.label)}</AppLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <RegionPicker />
      <p>
        {t('support')}: <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
      </p>
      <p>{t('copyright', { from: region.launchYear, to: year, name: region.name })}</p>
    </footer>
  );
}
