/**
 * /history/collateral/positions: the margin and futures positions the user closed (the contract's assumed
 * listPositionHistory), newest first by when they closed, filtered by period and market, 50 a page: size, entry and
 * close prices, realized PnL (after fees) and funding.
 */
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListPositionHistory } from '../../../generated/api/history/history';
import { formatDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { Pager } from '../../ui/pager';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { StandardAreaPage } from '../../ui/standard-area-page';
import { HistoryFilters, useHistoryFilters } from './history-filters';
import { useMarkets } from './market-picker';

export const POSITIONS_PAGE = 50;

export function PositionsHistoryScreen() {
  const { t, i18n } = useTranslation('history');
  const { markets } = useMarkets((m) => m.type === 'futures' || m.isMargin);
  const filters = useHistoryFilters();
  const { from, to, market } = filters.params;
  const history = useListPositionHistory(
    { from, to, market, offset: filters.offset, limit: POSITIONS_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );
  const locale = i18n.language;
  const byName = new Map(markets.map((m) => [m.market, m]));
  const signed = (value: string) => `${value.startsWith('-') ? 'down' : 'up'} num`;
  return (
    <StandardAreaPage>
      <HistoryFilters filters={filters} fields={{ markets: markets.map((m) => ({ value: m.market, label: `${m.stock}/${m.money}` })) }} />
      {history.isPending ? (
        <QueryLoading />
      ) : history.isError ? (
        <QueryError error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.data.length === 0 ? (
        <QueryEmpty>{t('positions.empty')}</QueryEmpty>
      ) : (
        <>
          <div className="table-scroll" tabIndex={0}>
            <table className="data-table" data-testid="position-history">
              <caption className="visually-hidden">{t('positions.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('positions.closed')}</th>
                  <th scope="col">{t('market.label')}</th>
                  <th scope="col">{t('positions.size')}</th>
                  <th scope="col">{t('positions.entry')}</th>
                  <th scope="col">{t('positions.close')}</th>
                  <th scope="col">{t('positions.realized')}</th>
                  <th scope="col">{t('positions.funding')}</th>
                  <th scope="col">{t('positions.opened')}</th>
                </tr>
              </thead>
              <tbody>
                {history.data.data.map((p) => {
                  const m = byName.get(p.market);
                  const [stock, money] = p.market.split('-');
                  const price = (value: string) => formatDecimal(value, locale, { max: m?.moneyPrec ?? 8 });
                  return (
                    <tr key={p.id} data-testid="position-history-row" data-id={p.id}>
                      <td>{formatDateTime(p.closedAt, locale)}</td>
                      <td>{m ? `${m.stock}/${m.money}` : p.market}</td>
                      <td className="num" data-value={p.amount}>
                        {formatDecimal(p.amount, locale, { max: m?.stockPrec ?? 8 })} {stock}
                        {p.positionSide !== 'BOTH' ? ` ${t(`funding.sides.${p.positionSide}`)}` : ''}
                      </td>
                      <td className="num">{price(p.basePrice)}</td>
                      <td className="num">{price(p.closePrice)}</td>
                      <td className={signed(p.realizedPnl)} data-value={p.realizedPnl}>
                        {formatDecimal(p.realizedPnl, locale, { max: 8 })} {money}
                      </td>
                      <td className={signed(p.funding)} data-value={p.funding}>
                        {formatDecimal(p.funding, locale, { max: 8 })} {money}
                      </td>
                      <td>{formatDateTime(p.openedAt, locale)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            offset={filters.offset}
            limit={POSITIONS_PAGE}
            total={history.data.pagination.total}
            onOffset={filters.setOffset}
            disabled={history.isFetching}
          />
        </>
      )}
    </StandardAreaPage>
  );
}
