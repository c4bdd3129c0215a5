/**
 * The history area (spec section 2, /history/...): one screen per tab, each listing the records of its contract call
 * with its filters. The codes tab belongs to the codes product (issue 24) and says what it will list until its call
 * exists (InformationalTab).
 */
import type { JSX } from 'react';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { AutoInvestHistoryScreen } from './auto-invest-history-screen';
import { BonusesScreen } from './bonuses-screen';
import { BorrowHistoryScreen } from './borrow-history-screen';
import { ConvertHistoryScreen } from './convert-history-screen';
import { EarnHistoryScreen } from './earn-history-screen';
import { ExportsScreen } from './exports-screen';
import { FundingHistoryScreen } from './funding-history-screen';
import { FundsHistoryScreen } from './funds-history-screen';
import { InformationalTab } from './informational-tab';
import { InstitutionalLoanHistoryScreen } from './institutional-loan-history-screen';
import { LaunchpadHistoryScreen } from './launchpad-history-screen';
import { MiningRewardsHistoryScreen } from './mining-rewards-history-screen';
import { PositionsHistoryScreen } from './positions-history-screen';
import { OrderHistoryScreen } from './order-history-screen';
import { TransferHistoryScreen } from './transfer-history-screen';

const info = (topic: string) =>
  function Informational() {
    return <InformationalTab topic={topic} />;
  };

const SCREENS: Record<string, () => JSX.Element> = {
  '/history/main/deposits': () => <FundsHistoryScreen kind="deposits" />,
  '/history/main/withdrawals': () => <FundsHistoryScreen kind="withdrawals" />,
  '/history/main/transfers': TransferHistoryScreen,
  '/history/main/codes': info('codes'),
  '/history/main/launchpad': LaunchpadHistoryScreen,
  '/history/main/mining-rewards': MiningRewardsHistoryScreen,
  '/history/main/investments': () => <EarnHistoryScreen kind="fixed" />,
  '/history/main/investments-flexible': () => <EarnHistoryScreen kind="flex" />,
  '/history/trade/deals': () => <OrderHistoryScreen kind="spot" dealsOnly />,
  '/history/trade/orders': () => <OrderHistoryScreen kind="spot" />,
  '/history/trade/convert': ConvertHistoryScreen,
  '/history/trade/auto-invest': AutoInvestHistoryScreen,
  '/history/collateral/borrow': BorrowHistoryScreen,
  '/history/collateral/orders': () => <OrderHistoryScreen kind="collateral" />,
  '/history/collateral/bonuses': BonusesScreen,
  '/history/collateral/funding': FundingHistoryScreen,
  '/history/collateral/positions': PositionsHistoryScreen,
  '/history/collateral/institutional-loan': InstitutionalLoanHistoryScreen,
  '/history/exports': ExportsScreen,
};

const Fallback = info('general');

export default function HistoryPage() {
  const entry = useRouteEntry();
  const { path } = useLocalizedPath();
  if (entry.path === '/history/main/investments-flexible/:slug') {
    const ticker = decodeURIComponent(path.split('/').pop() ?? '').toUpperCase();
    return <EarnHistoryScreen key={ticker} kind="flex" ticker={ticker} />;
  }
  const Screen = SCREENS[entry.path] ?? Fallback;
  return <Screen key={entry.path} />;
}
