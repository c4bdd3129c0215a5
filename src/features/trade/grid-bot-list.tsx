/**
 * The trader's grid bots, a tab of the trade page's account panels (spec section 2 gives bots no route of their own,
 * so this tab is where all of them are managed): the bots of every market of the market type, or of the one the filter
 * names (GET /v2/trade/grid/list with or without `market`), each with its range, lines, spacing, investment, profit and
 * status in its own market's precision, its orders (open and finished, as they fill and the bot follows them) and a
 * delete that stops it, cancels its orders and gives back what it held. Loaded with its own chunk when the tab is
 * opened.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import {
  getListGridBotsQueryKey,
  useDeleteGridBot,
  useListGridBotOrders,
  useListGridBots,
} from '../../../generated/api/grid-bots/grid-bots';
import type { GridBot } from '../../../generated/api/model/gridBot.zod';
import type { Market } from '../../../generated/api/model/market.zod';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { formatShortDateTime } from '../../lib/format/date-format';
import { formatDecimal } from '../../lib/format/number-format';
import { notify } from '../../lib/toast/toast';
import { QueryError, QueryLoading } from '../../ui/query-state';

/** Bots and their orders move as the market fills them: asked again this often while shown. */
const REFRESH_MS = 5_000;

/** The markets of a market type (0 spot, 1 margin, 2 futures) whose bots the filter offers. */
function marketsOfType(markets: readonly Market[], marketType: 0 | 1 | 2): Market[] {
  return markets.filter((m) => (marketType === 2 ? m.type === 'futures' : m.type === 'spot' && (marketType === 0 || m.isMargin)));
}

export function GridBotList({ market, pair, marketType }: { market: Market | undefined; pair: string; marketType: 0 | 1 | 2 }) {
  const { t, i18n } = useTranslation('grid-bots');
  const lng = i18n.language;
  // '' is every market (the default: the bots of every market are managed here).
  const [filter, setFilter] = useState('');
  const bots = useListGridBots(filter ? { market: filter, marketType } : { marketType }, { query: { refetchInterval: REFRESH_MS } });
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [open, setOpen] = useState<string>();
  const known = marketsOfType(markets.data?.data ?? (market ? [market] : []), marketType);
  const choices = [...new Set([pair, ...known.map((m) => m.market)])].sort();
  // Each bot's prices in its own market's precision.
  const precOf = (name: string) => known.find((m) => m.market === name)?.moneyPrec ?? (name === pair ? market?.moneyPrec : undefined) ?? 8;

  return (
    <div className="grid-bots" data-testid="grid-bots">
      <label className="field field--inline">
        <span>{t('list.market')}</span>
        <select value={filter} onChange={(e) => setFilter(e.target.value)} data-testid="grid-bots-market">
          <option value="">{t('list.everyMarket')}</option>
          {choices.map((name) => (
            <option key={name} value={name}>
              {name.replace('-', '/')}
            </option>
          ))}
        </select>
      </label>
      {bots.isPending ? (
        <QueryLoading />
      ) : bots.error ? (
        <QueryError error={bots.error} onRetry={bots.refetch} />
      ) : bots.data.data.length === 0 ? (
        <p className="query-state query-state--empty">{t('list.empty')}</p>
      ) : (
        <div className="account-panels__table">
          <table className="compact-table">
            <thead>
              <tr>
                <th scope="col">{t('columns.created')}</th>
                <th scope="col">{t('columns.market')}</th>
                <th scope="col">{t('columns.range')}</th>
                <th scope="col">{t('columns.grids')}</th>
                <th scope="col">{t('columns.investment')}</th>
                <th scope="col">{t('columns.profit')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {bots.data.data.map((bot) => (
                <BotRow
                  key={bot.extGridId}
                  bot={bot}
                  prec={precOf(bot.market)}
                  lng={lng}
                  open={open === bot.extGridId}
                  onToggle={() => setOpen(open === bot.extGridId ? undefined : bot.extGridId)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function BotRow({ bot, prec, lng, open, onToggle }: { bot: GridBot; prec: number; lng: string; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('grid-bots');
  const queryClient = useQueryClient();
  const remove = useDeleteGridBot();
  const stop = () =>
    remove.mutate(
      { params: { extGridId: bot.extGridId, smartGrid: bot.smartGrid, market: bot.market, marketType: bot.marketType } },
      {
        onSuccess: () => {
          notify.success(t('deleted', { pair: bot.market.replace('-', '/') }));
          void queryClient.invalidateQueries({ queryKey: getListGridBotsQueryKey() });
          void queryClient.invalidateQueries({ queryKey: getListBalancesQueryKey() });
        },
        onError: () => notify.error(t('deleteFailed')),
      },
    );
  const price = (value: string) => formatDecimal(value, lng, { max: prec });
  return (
    <>
      <tr data-testid="grid-bot-row" data-bot-id={bot.extGridId}>
        <td>{formatShortDateTime(bot.createdAt, lng)}</td>
        <td>
          {bot.market.replace('-', '/')} · {t(`types.${bot.gridType ?? 'arithmetic'}`)}
        </td>
        <td className="num">
          {price(bot.lowerPrice)} – {price(bot.upperPrice)}
        </td>
        <td className="num">{bot.gridCount}</td>
        <td className="num">{formatDecimal(bot.investment, lng, { max: 8 })}</td>
        <td className={`num ${bot.profit.startsWith('-') ? 'down' : 'up'}`} data-testid="grid-bot-profit">
          {formatDecimal(bot.profit, lng, { max: 8 })}
        </td>
        <td>{t(`status.${bot.status}`)}</td>
        <td className="account-panels__actions">
          <button
            type="button"
            className="button button--small"
            aria-expanded={open}
            onClick={onToggle}
            data-testid="grid-bot-orders-toggle"
          >
            {t('list.orders')}
          </button>
          <button type="button" className="button button--small" onClick={stop} disabled={remove.isPending} data-testid="grid-bot-delete">
            {t('list.delete')}
          </button>
        </td>
      </tr>
      {open && (
        <tr>
          <td colSpan={8}>
            <BotOrders extGridId={bot.extGridId} prec={prec} lng={lng} />
          </td>
        </tr>
      )}
    </>
  );
}

function BotOrders({ extGridId, prec, lng }: { extGridId: string; prec: number; lng: string }) {
  const { t } = useTranslation('grid-bots');
  const orders = useListGridBotOrders({ extGridId }, { query: { refetchInterval: REFRESH_MS } });
  if (orders.isPending) return <QueryLoading />;
  if (orders.error) return <QueryError error={orders.error} onRetry={orders.refetch} />;
  if (orders.data.data.length === 0) return <p className="query-state query-state--empty">{t('list.noOrders')}</p>;
  return (
    <table className="compact-table" data-testid="grid-bot-orders">
      <thead>
        <tr>
          <th scope="col">{t('columns.side')}</th>
          <th scope="col">{t('columns.price')}</th>
          <th scope="col">{t('columns.amount', { ticker: '' })}</th>
          <th scope="col">{t('columns.filled')}</th>
          <th scope="col">{t('columns.status')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.data.data.map((order) => (
          <tr key={order.id} data-testid="grid-bot-order" data-side={order.side} data-status={order.status ?? 'open'}>
            <td className={order.side === 2 ? 'up' : 'down'}>{t(order.side === 2 ? 'sides.buy' : 'sides.sell')}</td>
            <td className="num">{formatDecimal(order.price, lng, { max: prec })}</td>
            <td className="num">{formatDecimal(order.amount, lng, { max: 8 })}</td>
            <td className="num">{formatDecimal(order.dealStock, lng, { max: 8 })}</td>
            <td>{t(`orderStatus.${order.status === 1 ? 'filled' : order.status === 2 ? 'cancelled' : 'open'}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
