/**
 * /activities/orders and /activities/collateral-orders: a market's active orders from the socket
 * (spot_order.query for spot, margin_order.query for margin and futures; spec section 7), kept live by the
 * order stream (1 new, 2 updated, 3 finished), each cancellable (DELETE /v2/trade/order/{id}).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { FormField } from '../../ui/form-field';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { ActiveOrders } from './active-orders';

const KINDS = {
  spot: (m: Market) => m.type === 'spot',
  collateral: (m: Market) => m.type === 'futures' || m.isMargin,
};

export function OpenOrdersScreen({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation('activities');
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [chosen, setChosen] = useState<string | undefined>();
  const list = (markets.data?.data ?? [])
    .filter(KINDS[kind])
    .sort(
      (a, b) => Number(b.market === 'BTC-USDT' || b.market === 'BTC-PERP') - Number(a.market === 'BTC-USDT' || a.market === 'BTC-PERP'),
    );
  const market = list.find((m) => m.market === chosen) ?? list[0];
  return (
    <StandardAreaPage>
      {markets.isPending ? (
        <QueryLoading />
      ) : markets.isError ? (
        <QueryError error={markets.error} onRetry={() => void markets.refetch()} />
      ) : !market ? (
        <QueryEmpty>{t('orders.noMarkets')}</QueryEmpty>
      ) : (
        <>
          <div className="toolbar">
            <FormField label={t('orders.market')}>
              {(control) => (
                <select {...control} value={market.market} onChange={(e) => setChosen(e.target.value)}>
                  {list.map((m) => (
                    <option key={m.market} value={m.market}>
                      {m.stock}/{m.money}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <ActiveOrders key={market.market} market={market} spot={kind === 'spot'} />
        </>
      )}
    </StandardAreaPage>
  );
}
