/** The spot fills (REST deal history), one page of what the filters ask for: each fill with its price, amount, total and fee. */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListSpotDealHistory } from '../../../generated/api/history/history';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import type { useHistoryFilters } from './history-filters';

export const DEAL_PAGE = 50;

export function DealTable({ markets, filters }: { markets: readonly Market[]; filters: ReturnType<typeof useHistoryFilters> }) {
  const { t, i18n } = useTranslation('history');
  const { from, to, market, side } = filters.params;
  const deals = useListSpotDealHistory(
    { from, to, market, side, offset: filters.offset, limit: DEAL_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  if (deals.isPending) return <QueryLoading />;
  if (deals.isError) return <QueryError error={deals.error} onRetry={() => void deals.refetch()} />;
  if (deals.data.data.length === 0) return <QueryEmpty>{t('orders.noDeals')}</QueryEmpty>;
  const locale = i18n.language;
  const byName = new Map(markets.map((m) => [m.market, m]));
  return (
    <>
      <div className="table-scroll" tabIndex={0}>
        <table className="data-table" data-testid="deal-history">
          <caption className="visually-hidden">{t('orders.dealsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.time')}</th>
              <th scope="col">{t('market.label')}</th>
              <th scope="col">{t('orders.side')}</th>
              <th scope="col">{t('orders.role')}</th>
              <th scope="col">{t('orders.price')}</th>
              <th scope="col">{t('orders.amountPlain')}</th>
              <th scope="col">{t('orders.totalPlain')}</th>
              <th scope="col">{t('orders.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {deals.data.data.map((d) => {
              const m = byName.get(d.market);
              const [stock, money] = d.market.split('-');
              return (
                <tr key={d.id} data-testid="deal-history-row" data-id={d.id} data-order={d.orderId}>
                  <td>{formatDateTime(d.time, locale)}</td>
                  <td>{m ? `${m.stock}/${m.money}` : d.market}</td>
                  <td className={d.side === 2 ? 'up' : 'down'}>{d.side === 2 ? t('orders.buy') : t('orders.sell')}</td>
                  <td>{d.role === 1 ? t('orders.maker') : t('orders.taker')}</td>
                  <td className="num">
                    {formatDecimal(d.price, locale, { max: m?.moneyPrec ?? 8 })} {money}
                  </td>
                  <td className="num" data-value={d.amount}>
                    {formatDecimal(d.amount, locale, { max: m?.stockPrec ?? 8 })} {stock}
                  </td>
                  <td className="num" data-value={d.total}>
                    {formatDecimal(d.total, locale, { max: 8 })} {money}
                  </td>
                  <td className="num" data-value={d.fee}>
                    {formatDecimal(d.fee, locale, { max: 8 })} {d.feeAsset}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <Pager
        offset={filters.offset}
        limit={DEAL_PAGE}
        total={deals.data.pagination.total}
        onOffset={filters.setOffset}
        disabled={deals.isFetching}
      />
    </>
  );
}
