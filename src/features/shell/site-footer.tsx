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
import { DemoReset } from './demo-reset';
import { RegionPicker } from './region-picker';

/** Each column: its title key, then the pages it links to with their label keys (namespace `footer`). */
const COLUMNS: readonly (readonly [string, readonly (readonly [AppPath, string])[]])[] = [
  [
    'company',
    [
      ['/about-us', 'aboutUs'],
      ['/fees', 'fees'],
      ['/vip-program', 'vip'],
      ['/referral', 'referral'],
    ],
  ],
  [
    'products',
    [
      ['/markets', 'markets'],
      ['/assets', 'assets'],
      ['/trading-data', 'tradingData'],
      ['/download-apps', 'apps'],
    ],
  ],
  [
    'help',
    [
      ['/support', 'supportCentre'],
      ['/terms', 'terms'],
      ['/risks', 'risks'],
    ],
  ],
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
        {COLUMNS.map(([title, links]) => (
          <div key={title} className="site-footer__column">
            <h2 className="site-footer__title">{t(title)}</h2>
            <ul>
              {links
                .filter(([to]) => offered(to))
                .map(([to, label]) => (
                  <li key={to}>
                    <AppLink to={to}>{t(label)}</AppLink>
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </nav>
      <RegionPicker />
      <DemoReset />
      <p>
        {t('support')}: <a href={`mailto:${region.mailboxes.support}`}>{region.mailboxes.support}</a>
      </p>
      <p>{t('copyright', { from: region.launchYear, to: year, name: region.name })}</p>
    </footer>
  );
}
