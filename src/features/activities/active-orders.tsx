/**
 * A market's active orders from the socket (spot_order.query or margin_order.query, limit 100), kept live by
 * the order stream (1 new, 2 updated, 3 finished); each order can be cancelled (DELETE /v2/trade/order/{id}).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { useCancelOrder } from '../../../generated/api/trade/trade';
import { marginOrderQuery, spotOrderQuery, useOrderSubscription } from '../../../generated/socket/trade-socket.client';
import type { OrderPage } from '../../../generated/socket/trade-socket.zod';
import { failedToFetchToast } from '../../lib/errors/failed-to-fetch';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { notify } from '../../lib/toast/toast';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';

export const ACTIVE_ORDERS_LIMIT = 100;

const FINISHED = 3;

export function ActiveOrders({ market, spot }: { market: Market; spot: boolean }) {
  const { t, i18n } = useTranslation('activities');
  const queryClient = useQueryClient();
  const key = ['socket', spot ? 'spot_order.query' : 'margin_order.query', market.tradeMarketName] as const;
  const orders = useQuery({
    queryKey: key,
    queryFn: () => (spot ? spotOrderQuery : marginOrderQuery)([market.tradeMarketName, 0, ACTIVE_ORDERS_LIMIT]),
  });
  const cancel = useCancelOrder();
  useOrderSubscription([market.tradeMarketName], ([event, order]) => {
    if (order.market !== market.tradeMarketName) return;
    queryClient.setQueryData<OrderPage>(key, (page) => {
      if (!page) return page;
      const others = page.records.filter((o) => o.id !== order.id);
      const records = event === FINISHED ? others : [order, ...others].sort((a, b) => b.ctime - a.ctime);
      return { ...page, records, total: records.length };
    });
  });
  if (orders.isPending) return <QueryLoading />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.records.length === 0) return <QueryEmpty>{t('orders.empty')}</QueryEmpty>;
  const locale = i18n.language;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="open-orders">
        <caption className="visually-hidden">{t('orders.caption', { market: `${market.stock}/${market.money}` })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.time')}</th>
            <th scope="col">{t('orders.side')}</th>
            <th scope="col">{t('orders.price')}</th>
            <th scope="col">{t('orders.amount', { ticker: market.stock })}</th>
            <th scope="col">{t('orders.left', { ticker: market.stock })}</th>
            <th scope="col">
              <span className="visually-hidden">{t('orders.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.data.records.map((o) => (
            <tr key={o.id} data-testid="open-order-row" data-id={o.id}>
              <td>{formatDateTime(o.ctime, locale)}</td>
              <td className={o.side === 2 ? 'up' : 'down'}>{o.side === 2 ? t('orders.buy') : t('orders.sell')}</td>
              <td className="num" data-value={o.price}>
                {formatDecimal(o.price, locale, { max: market.moneyPrec })}
              </td>
              <td className="num" data-value={o.amount}>
                {formatDecimal(o.amount, locale, { max: market.stockPrec })}
              </td>
              <td className="num">{formatDecimal(o.left, locale, { max: market.stockPrec })}</td>
              <td>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={cancel.isPending && cancel.variables?.id === o.id}
                  onClick={() =>
                    cancel.mutate(
                      { id: o.id, params: { market: market.market } },
                      {
                        onSuccess: () => {
                          notify.success(t('orders.cancelled'));
                          void queryClient.invalidateQueries({ queryKey: key });
                        },
                        onError: (error) => failedToFetchToast(error),
                      },
                    )
                  }
                >
                  {t('orders.cancel')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
