/**
 * The trading-data area: trading fees, collateral weights, leverage brackets, the public market history
 * (/trading-data/history/:type) and a perpetual's funding history (/funding-history/:pair), one screen per route.
 */
import { useParams } from '@tanstack/react-router';
import { useRouteEntry } from '../../lib/routing/route-entry-context';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { CollateralWeight } from './collateral-weight';
import { FundingHistory } from './funding-history';
import { LeverageBrackets } from './leverage-brackets';
import { MarketHistory } from './market-history';
import { TradingFees } from './trading-fees';

export default function TradingDataPage() {
  const entry = useRouteEntry();
  const params = useParams({ strict: false }) as { type?: string; pair?: string };
  return <StandardAreaPage>{screenOf(entry.path, params)}</StandardAreaPage>;
}

function screenOf(path: string, params: { type?: string; pair?: string }) {
  switch (path) {
    case '/trading-data/collateral-weight':
      return <CollateralWeight />;
    case '/trading-data/collateral-brackets':
      return <LeverageBrackets />;
    case '/trading-data/history/:type':
      return <MarketHistory type={params.type ?? ''} />;
    case '/funding-history/:pair':
      return <FundingHistory pair={params.pair ?? ''} />;
    default:
      return <TradingFees />;
  }
}
