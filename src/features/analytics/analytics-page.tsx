/** The analytics area (spec section 2: /analytics total, account, collateral, trading-volumes). */
import type { JSX } from 'react';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { AccountAnalyticsScreen } from './account-analytics-screen';
import { AssetAnalyticsScreen } from './asset-analytics-screen';
import { CollateralAnalyticsScreen } from './collateral-analytics-screen';
import { TradingVolumesScreen } from './trading-volumes-screen';

const SCREENS: Record<string, () => JSX.Element> = {
  '/analytics/account': AccountAnalyticsScreen,
  '/analytics/total': AssetAnalyticsScreen,
  '/analytics/collateral': CollateralAnalyticsScreen,
  '/analytics/trading-volumes': TradingVolumesScreen,
};

export default function AnalyticsPage() {
  const entry = useRouteEntry();
  const Screen = SCREENS[entry.path] ?? AccountAnalyticsScreen;
  return <Screen key={entry.path} />;
}
