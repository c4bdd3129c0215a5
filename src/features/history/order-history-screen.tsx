/**
 * The trade history tabs: /history/trade/orders and /history/collateral/orders list the finished orders (the
 * contract's assumed listSpotOrderHistory and listCollateralOrderHistory), /history/trade/deals every spot fill
 * (listSpotDealHistory). Each filters by period, market, side (and the orders by outcome) on the server, before the
 * page is cut, so the pages and the count are of what was asked for; 50 a page. Spot tabs offer spot markets,
 * collateral tabs margin and futures markets.
 */
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { DealTable } from './deal-table';
import { HistoryFilters, useHistoryFilters } from './history-filters';
import { useMarkets } from './market-picker';
import { ORDER_STATUSES } from './order-labels';
import { OrderTable } from './order-table';

const KINDS = {
  spot: (m: Market) => m.type === 'spot',
  collateral: (m: Market) => m.type === 'futures' || m.isMargin,
};

export function OrderHistoryScreen({ kind, dealsOnly = false }: { kind: keyof typeof KINDS; dealsOnly?: boolean }) {
  const { t } = useTranslation('history');
  const { markets, query } = useMarkets(KINDS[kind]);
  const filters = useHistoryFilters();
  return (
    <StandardAreaPage>
      {dealsOnly && <p className="field__hint">{t('orders.dealsExplain')}</p>}
      <HistoryFilters
        filters={filters}
        fields={{
          markets: markets.map((m) => ({ value: m.market, label: `${m.stock}/${m.money}` })),
          side: true,
          ...(dealsOnly ? {} : { statuses: ORDER_STATUSES.map((s) => ({ value: s.value, label: t(s.key) })) }),
        }}
      />
      {query.isPending ? (
        <QueryLoading />
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : dealsOnly ? (
        <DealTable markets={markets} filters={filters} />
      ) : (
        <OrderTable kind={kind} markets={markets} filters={filters} />
      )}
    </StandardAreaPage>
  );
}
