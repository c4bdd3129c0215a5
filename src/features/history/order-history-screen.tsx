/**
 * Trade history through the socket's order.query (market, offset, limit; spec section 7): /history/trade/orders
 * and /history/collateral/orders list a market's finished orders, /history/trade/deals the ones that traded,
 * with what they filled and paid. Spot tabs offer spot markets, collateral tabs margin and futures markets.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { MarketPicker, useMarkets } from './market-picker';
import { OrderTable } from './order-table';

const KINDS = {
  spot: (m: Market) => m.type === 'spot',
  collateral: (m: Market) => m.type === 'futures' || m.isMargin,
};

export function OrderHistoryScreen({ kind, dealsOnly = false }: { kind: keyof typeof KINDS; dealsOnly?: boolean }) {
  const { t } = useTranslation('history');
  const { markets, query } = useMarkets(KINDS[kind]);
  const [chosen, setChosen] = useState<string | undefined>();
  const market = markets.find((m) => m.market === chosen) ?? markets[0];
  return (
    <StandardAreaPage>
      {dealsOnly && <p className="field__hint">{t('orders.dealsExplain')}</p>}
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
          <OrderTable key={market.market} market={market} dealsOnly={dealsOnly} />
        </>
      )}
    </StandardAreaPage>
  );
}
