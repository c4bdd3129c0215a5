/**
 * The product areas the home page links to, each with the region feature flag (and, where the session
 * carries one, the user permission) that gates it: a region that switches a product off, or hides it from
 * navigation, does not advertise it either.
 */
import type { Feature, RegionConfig } from '../../../regions/region-schema';
import type { SessionSnapshot } from '../../lib/session/session-store';

export interface Product {
  id: string;
  href: (region: RegionConfig) => string;
  feature?: Feature;
  /** The session permission of the same module (spec section 3, user permissions). */
  permission?: string;
}

export const PRODUCTS: readonly Product[] = [
  { id: 'spot', feature: 'spot', href: () => '/trade/BTC-USDT' },
  { id: 'margin', feature: 'margin', permission: 'margin', href: () => '/trade/BTC-USDT?type=margin' },
  { id: 'futures', feature: 'futures', permission: 'futures', href: () => '/futures' },
  { id: 'convert', feature: 'convert', href: (r) => `/convert/${r.defaultSwapPair.give}/${r.defaultSwapPair.receive}` },
  { id: 'earn', feature: 'earn', permission: 'earn', href: () => '/earn' },
  { id: 'lending', feature: 'lending', href: () => '/earn/crypto-lending/list/flex' },
  { id: 'borrow', feature: 'borrow', permission: 'borrow', href: () => '/crypto-borrow' },
  { id: 'autoInvest', feature: 'autoInvest', href: (r) => (r.autoInvestPath === '/auto-buy' ? '/auto-buy' : '/auto-invest/overview') },
  { id: 'launchpad', feature: 'launchpad', permission: 'launchpad', href: () => '/launchpad' },
  { id: 'p2pExpress', feature: 'p2pExpress', href: () => '/p2p-express' },
  { id: 'giftCards', feature: 'giftCards', href: () => '/gift-cards/overview' },
  { id: 'cryptoCard', feature: 'cryptoCard', permission: 'wbcard', href: () => '/crypto-card' },
  { id: 'miningPool', feature: 'miningPool', href: () => '/mining-pool' },
  { id: 'otc', feature: 'otc', href: () => '/otc-desk' },
  { id: 'token', href: () => '/wbt' },
  { id: 'vip', feature: 'vip', href: () => '/vip-program' },
];

export function visibleProducts(region: RegionConfig, session: Pick<SessionSnapshot, 'permissions'>): Product[] {
  return PRODUCTS.filter((product) => {
    const flag = product.feature ? region.features[product.feature] : undefined;
    const permission = product.permission ? session.permissions[product.permission] : undefined;
    return (!flag || (flag.enabled && !flag.hide)) && (!permission || (permission.enabled && !permission.hide));
  });
}
