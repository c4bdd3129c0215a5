/**
 * The products area: the native token (WBT overview, burns, boost with hold and unhold), the VIP program,
 * crypto loans, institutional loans (a request form), the soulbound token (its overview and the dashboard:
 * ./wb-soul-dashboard.tsx) and the lifecell promotion and bonus centre, one screen per route.
 */
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { BonusCenter } from './bonus-center';
import { BurnHistory } from './burn-history';
import { CryptoBorrow } from './crypto-borrow';
import { ProductInfo } from './product-info';
import { InstitutionalLoanForm } from './request-forms';
import { VipProgram } from './vip-program';
import { WbSoulDashboardScreen } from './wb-soul-dashboard';
import { WbtBoost } from './wbt-boost';
import { WbtOverview } from './wbt-overview';

export default function ProductsPage() {
  const entry = useRouteEntry();
  return <StandardAreaPage>{screenOf(entry.path)}</StandardAreaPage>;
}

function screenOf(path: string) {
  switch (path) {
    case '/wbt':
      return <WbtOverview />;
    case '/burn':
      return <BurnHistory />;
    case '/wbt/boost':
      return <WbtBoost />;
    case '/vip-program':
      return <VipProgram />;
    case '/crypto-borrow':
      return <CryptoBorrow />;
    case '/institutional-loan':
      return <InstitutionalLoanForm />;
    case '/lifecell-bonus-center':
      return <BonusCenter />;
    case '/wb-soul/dashboard':
      return <WbSoulDashboardScreen />;
    case '/lifecell-promo':
      return <ProductInfo topic="lifecellPromo" />;
    default:
      return <ProductInfo topic="soul" />;
  }
}
