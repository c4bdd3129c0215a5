/**
 * /history/collateral/funding: the funding the user paid or received on a perpetual market
 * (GET /v2/collateral/funding/user-history/{market}), 20 a page. A negative amount was paid.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { MarketPicker, useMarkets } from './market-picker';
import { FundingTable } from './funding-table';

export function FundingHistoryScreen() {
  const { t } = useTranslation('history');
  const { markets, query } = useMarkets((m) => m.type === 'futures');
  const [chosen, setChosen] = useState<string | undefined>();
  const market = markets.find((m) => m.market === chosen) ?? markets[0];
  return (
    <StandardAreaPage>
      {query.isPending ? (
        <QueryLoading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : !market ? (
        <QueryEmpty>{t('market.none')}</QueryEmpty>
      ) : (
        <>
          <div className="toolbar">
            <MarketPicker markets={markets} value={market.market} onChange={setChosen} />
          </div>
          <FundingTable key={market.market} market={market} />
        </>
      )}
    </StandardAreaPage>
  );
}
