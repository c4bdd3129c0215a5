/**
 * The activities area (spec section 2: /activities/... earns, orders, borrows, vesting, positions,
 * collateral-orders): what is open right now, mostly live from the trade socket.
 */
import type { JSX } from 'react';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { EarnsScreen } from './earns-screen';
import { OpenOrdersScreen } from './open-orders-screen';
import { BorrowsScreen } from './borrows-screen';
import { PositionsScreen } from './positions-screen';
import { VestingScreen } from './vesting-screen';

const SCREENS: Record<string, () => JSX.Element> = {
  '/activities/orders': () => <OpenOrdersScreen kind="spot" />,
  '/activities/collateral-orders': () => <OpenOrdersScreen kind="collateral" />,
  '/activities/positions': PositionsScreen,
  '/activities/borrows': BorrowsScreen,
  '/activities/earns': EarnsScreen,
  '/activities/vesting': VestingScreen,
};

export default function ActivitiesPage() {
  const entry = useRouteEntry();
  const Screen = SCREENS[entry.path] ?? VestingScreen;
  return <Screen key={entry.path} />;
}
