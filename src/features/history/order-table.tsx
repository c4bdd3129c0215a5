/**
 * A market's finished orders from the socket (order.query market, offset, limit), 50 a page; the deals view
 * keeps the ones that traded.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Market } from '../../../generated/api/model/market.zod';
import { orderQuery } from '../../../generated/socket/trade-socket.client';
import type { Order } from '../../../generated/socket/trade-socket.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { orderOutcomeKey, orderTypeKey } from './order-labels';

export const ORDER_PAGE = 50;

const traded = (o: Order) => !/^0(\.0+)?$/.test(o.deal_stock);

export function OrderTable({ market, dealsOnly }: { market: Market; dealsOnly: boolean }) {
  const { t, i18n } = useTranslation('history');
  const [offset, setOffset] = useState(0);
  const orders = useQuery({
    queryKey: ['socket', 'order.query', market.tradeMarketName, offset, ORDER_PAGE],
    queryFn: () => orderQuery([market.tradeMarketName, offset, ORDER_PAGE]),
    placeholderData: keepPreviousData,
  });
  if (orders.isPending) return <QueryLoading />;
  if (orders.isError) return <QueryError error={orders.error} onRetry={() => void orders.refetch()} />;
  const rows = dealsOnly ? orders.data.records.filter(traded) : orders.data.records;
  const locale = i18n.language;
  const price = (value: string) => formatDecimal(value, locale, { max: market.moneyPrec });
  const amount = (value: string) => formatDecimal(value, locale, { max: market.stockPrec });
  return (
    <>
      {rows.length === 0 ? (
        <QueryEmpty>{dealsOnly ? t('orders.noDeals') : t('orders.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="order-history">
            <caption className="visually-hidden">{t('orders.caption', { market: `${market.stock}/${market.money}` })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.time')}</th>
                <th scope="col">{t('orders.type')}</th>
                <th scope="col">{t('orders.side')}</th>
                <th scope="col">{t('orders.price')}</th>
                <th scope="col">{t('orders.amount', { ticker: market.stock })}</th>
                <th scope="col">{t('orders.filled', { ticker: market.stock })}</th>
                <th scope="col">{t('orders.total', { ticker: market.money })}</th>
                <th scope="col">{t('orders.fee')}</th>
                {!dealsOnly && <th scope="col">{t('columns.status')}</th>}
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id}>
                  <td>{formatDateTime(o.ftime ?? o.mtime, locale)}</td>
                  <td>{t(orderTypeKey(o.type))}</td>
                  <td className={o.side === 2 ? 'up' : 'down'}>{o.side === 2 ? t('orders.buy') : t('orders.sell')}</td>
                  <td className="num">{o.price === '0' ? t('orders.marketPrice') : price(o.price)}</td>
                  <td className="num">{amount(o.amount)}</td>
                  <td className="num">{amount(o.deal_stock)}</td>
                  <td className="num">{price(o.deal_money)}</td>
                  <td className="num">
                    {formatDecimal(o.deal_fee, locale, { max: 8 })} {o.fee_asset ?? ''}
                  </td>
                  {!dealsOnly && <td>{t(orderOutcomeKey(o))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager offset={offset} limit={ORDER_PAGE} total={orders.data.total} onOffset={setOffset} disabled={orders.isFetching} />
    </>
  );
}
