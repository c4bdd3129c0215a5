/**
 * /history/collateral/funding: the funding the user paid or received on a perpetual market
 * (GET /v2/collateral/funding/user-history/{market}), filtered by period, 20 a page. A negative amount was paid.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { MarketPicker, useMarkets } from './market-picker';
import { FundingTable } from './funding-table';
import { HistoryFilters, useHistoryFilters } from './history-filters';

export function FundingHistoryScreen() {
  const { t } = useTranslation('history');
  const { markets, query } = useMarkets((m) => m.type === 'futures');
  const [chosen, setChosen] = useState<string | undefined>();
  const filters = useHistoryFilters();
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
            <MarketPicker
              markets={markets}
              value={market.market}
              onChange={(next) => {
                setChosen(next);
                filters.setOffset(0);
              }}
            />
          </div>
          <HistoryFilters filters={filters} />
          <FundingTable
            key={market.market}
            market={market}
            period={{ from: filters.params.from, to: filters.params.to }}
            offset={filters.offset}
            onOffset={filters.setOffset}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
