/** The header: brand, main navigation (gated by region feature flags) and the language switch. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import type { Feature } from '../../../regions/region-schema';
import { LanguageSwitch } from './language-switch';

const NAV: { to: string; label: string; feature?: Feature }[] = [
  { to: '/markets', label: 'nav.markets' },
  { to: '/trade/BTC-USDT', label: 'nav.trade', feature: 'spot' },
  { to: '/futures', label: 'nav.futures', feature: 'futures' },
  { to: '/convert', label: 'nav.convert', feature: 'convert' },
  { to: '/earn', label: 'nav.earn', feature: 'earn' },
];

export function SiteHeader() {
  const { t } = useTranslation('common');
  const region = useRegion();
  const items = NAV.filter((item) => !item.feature || (region.features[item.feature]?.enabled && !region.features[item.feature]?.hide));
  return (
    <header className="site-header">
      <Link to="/{-$locale}" params={{ locale: undefined }} className="brand" aria-label={t('brand.home')}>
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill="#0f1722" />
          <path d="M6 23 12 9l4 9 4-9 6 14" fill="none" stroke="#3ddc97" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        <span className="brand__name">{t('brand.name')}</span>
      </Link>
      <nav aria-label={t('nav.main')} className="site-nav">
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <a href={item.to} className="site-nav__link">
                {t(item.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__tools">
        <LanguageSwitch />
      </div>
    </header>
  );
}
