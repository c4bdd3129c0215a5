/** The balance area (spec section 2: /balance and its tabs earn, spot, total, wallet, collateral). */
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { balanceTabOf } from './balance-tabs';
import { BalanceScreen } from './balance-screen';

export default function BalancePage() {
  const entry = useRouteEntry();
  const tab = balanceTabOf(entry.path);
  // A new key per tab: each tab starts with its own transfer form state.
  return <BalanceScreen key={tab} tab={tab} />;
}
