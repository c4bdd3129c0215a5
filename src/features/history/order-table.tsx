/** The finished orders of the spot or the collateral markets (REST order history), one page of what the filters ask for. */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListCollateralOrderHistory, useListSpotOrderHistory } from '../../../generated/api/history/history';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import type { useHistoryFilters } from './history-filters';
import { orderStatusKey, orderTypeKey } from './order-labels';

export const ORDER_PAGE = 50;

export function OrderTable({
  kind,
  markets,
  filters,
}: {
  kind: 'spot' | 'collateral';
  markets: readonly Market[];
  filters: ReturnType<typeof useHistoryFilters>;
}) {
  const { t, i18n } = useTranslation('history');
  const { from, to, market, side, status } = filters.params;
  const params = {
    from,
    to,
    market,
    side,
    ...(status ? { status: Number(status) as 1 | 2 | 7 | 8 } : {}),
    offset: filters.offset,
    limit: ORDER_PAGE,
  };
  const options = { query: { placeholderData: keepPreviousData } };
  const spot = useListSpotOrderHistory(params, { query: { ...options.query, enabled: kind === 'spot' } });
  const collateral = useListCollateralOrderHistory(params, { query: { ...options.query, enabled: kind === 'collateral' } });
  const orders = kind === 'spot' ? spot : collateral;
  if (orders.isPending) return <QueryLoading />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  if (orders.data.data.length === 0) return <QueryEmpty>{t('orders.empty')}</QueryEmpty>;
  const locale = i18n.language;
  const byName = new Map(markets.map((m) => [m.market, m]));
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="order-history">
          <caption className="visually-hidden">{t('orders.captionAll')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('market.label')}</th>
              <th scope="col">{t('orders.type')}</th>
              <th scope="col">{t('orders.side')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">{t('orders.amountPlain')}</th>
              <th scope="col">{t('orders.filledPlain')}</th>
              <th scope="col">{t('orders.totalPlain')}</th>
              <th scope="col">{t('orders.fee')}</th>
              <th scope="col">{t('columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.data.map((o) => {
              const m = byName.get(o.market);
              const [stock, money] = o.market.split('-');
              const price = (value: string) => formatDecimal(value, locale, { max: m?.moneyPrec ?? 8 });
              const amount = (value: string) => formatDecimal(value, locale, { max: m?.stockPrec ?? 8 });
              return (
                <tr key={o.id} data-testid="order-history-row" data-id={o.id} data-status={o.status}>
                  <td>{formatDateTime((o.finishedAt ?? o.timestamp) / 1000, locale)}</td>
                  <td>{m ? `${m.stock}/${m.money}` : o.market}</td>
                  <td>{t(orderTypeKey(o.type))}</td>
                  <td className={o.side === 2 ? 'up' : 'down'}>{o.side === 2 ? t('orders.buy') : t('orders.sell')}</td>
                  <td className="num">{o.price === '0' ? t('orders.marketPrice') : `${price(o.price)} ${money}`}</td>
                  <td className="num" data-value={o.amount}>
                    {amount(o.amount)} {stock}
                  </td>
                  <td className="num" data-value={o.dealStock}>
                    {amount(o.dealStock)} {stock}
                  </td>
                  <td className="num" data-value={o.dealMoney}>
                    {price(o.dealMoney)} {money}
                  </td>
                  <td className="num">
                    {formatDecimal(o.dealFee, locale, { max: 8 })} {o.feeAsset ?? ''}
                  </td>
                  <td>{t(orderStatusKey(o.status))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        offset={filters.offset}
        limit={ORDER_PAGE}
        total={orders.data.pagination.total}
        onOffset={filters.setOffset}
        disabled={orders.isFetching}
      />
    </>
  );
}
