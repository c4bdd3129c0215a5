/**
 * The header: brand, main navigation (gated by the region's feature flags and the user's permissions),
 * the language switch, and the account menu (login and registration for a guest; balance, orders, settings
 * and logout for a user; a placeholder while the start-up still learns the session). On a phone the navigation
 * folds into a menu button.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '../../lib/region/current-region';
import { useSessionStatus } from '../../lib/session/session-status';
import { useSessionSnapshot } from '../../lib/session/session-store';
import type { Feature } from '../../../regions/region-schema';
import { AccountMenu } from './account-menu';
import { LanguageSwitch } from './language-switch';
import { AppLink } from '../../ui/app-link';
import { BRAND_MARK } from '../../ui/brand-mark';

const NAV: { to: `/${string}`; label: string; feature?: Feature; permission?: string }[] = [
  { to: '/markets', label: 'nav.markets' },
  { to: '/trade/BTC-USDT', label: 'nav.trade', feature: 'spot' },
  { to: '/futures', label: 'nav.futures', feature: 'futures', permission: 'futures' },
  { to: '/convert', label: 'nav.convert', feature: 'convert' },
  { to: '/earn', label: 'nav.earn', feature: 'earn', permission: 'earn' },
  { to: '/launchpad', label: 'nav.launchpad', feature: 'launchpad', permission: 'launchpad' },
];

export function SiteHeader() {
  const { t } = useTranslation('common');
  const region = useRegion();
  const session = useSessionSnapshot();
  const sessionLoading = useSessionStatus().state === 'loading';
  const [open, setOpen] = useState(false);
  const items = NAV.filter((item) => {
    const flag = item.feature ? region.features[item.feature] : undefined;
    const permission = item.permission ? session.permissions[item.permission] : undefined;
    return (!flag || (flag.enabled && !flag.hide)) && (!permission || (permission.enabled && !permission.hide));
  });
  return (
    <header className="site-header">
      <AppLink to="/" className="brand" aria-label={t('brand.home')}>
        <svg viewBox={BRAND_MARK.viewBox} width={BRAND_MARK.size} height={BRAND_MARK.size} aria-hidden="true">
          <rect
            width={BRAND_MARK.square.size}
            height={BRAND_MARK.square.size}
            rx={BRAND_MARK.square.radius}
            fill={BRAND_MARK.square.fill}
          />
          <path
            d={BRAND_MARK.stroke.d}
            fill="none"
            stroke={BRAND_MARK.stroke.color}
            strokeWidth={BRAND_MARK.stroke.width}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="brand__name">{t('brand.name')}</span>
      </AppLink>
      <button
        type="button"
        className="site-header__menu-button"
        aria-expanded={open}
        aria-controls="site-nav"
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      <nav id="site-nav" aria-label={t('nav.main')} className={`site-nav ${open ? 'is-open' : ''}`}>
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              {/* The page changes without a load: the open mobile menu closes itself. */}
              <AppLink to={item.to} className="site-nav__link" onClick={() => setOpen(false)}>
                {t(item.label)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="site-header__tools">
        <LanguageSwitch />
        {sessionLoading ? (
          // The session loads in place: the account corner waits for it rather than guessing login or menu.
          <div className="account-menu" role="status" aria-busy="true" data-testid="session-loading">
            <span className="spinner" aria-hidden="true" />
            <span className="visually-hidden">{t('account.loading')}</span>
          </div>
        ) : (
          <AccountMenu />
        )}
      </div>
    </header>
  );
}
