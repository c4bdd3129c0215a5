/** The user's P2P Express orders, newest first (listP2pExpressOrders), each linking to its page. */
import { useTranslation } from 'react-i18next';
import { useListP2pExpressOrders } from '../../../generated/api/p2p-express/p2p-express';
import { formatDateTime } from '../../lib/format/date-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { money } from './p2p-money';

export function OrderList() {
  const { t, i18n } = useTranslation('p2p-express');
  const locale = i18n.language;
  const orders = useListP2pExpressOrders({ limit: 100 }, { query: { refetchInterval: 10_000 } });
  if (orders.isPending) return <QueryLoading />;
  if (orders.isError) return <CallError error={orders.error} onRetry={() => void orders.refetch()} />;
  const rows = orders.data.data;
  return (
    <section aria-labelledby="p2p-orders-title">
      <h2 id="p2p-orders-title">{t('index.orders')}</h2>
      {rows.length === 0 ? (
        <QueryEmpty>{t('index.empty')}</QueryEmpty>
      ) : (
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table" data-testid="p2p-orders">
            <caption className="visually-hidden">{t('index.orders')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('index.time')}</th>
                <th scope="col">{t('index.kind')}</th>
                <th scope="col">{t('index.gives')}</th>
                <th scope="col">{t('index.receives')}</th>
                <th scope="col">{t('index.status')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.id} data-testid="p2p-order-row" data-id={o.id} data-status={o.status}>
                  <td>
                    <AppLink to={`/p2p-express/${o.id}`}>{formatDateTime(o.createdAt, locale)}</AppLink>
                  </td>
                  <td>{t(`index.kinds.${o.direction}`, { merchant: o.merchant.name })}</td>
                  <td className="num">{money(o.amount, o.amountTicker, locale)}</td>
                  <td className="num">{money(o.receive, o.receiveTicker, locale)}</td>
                  <td>{t(`order.status.${o.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
