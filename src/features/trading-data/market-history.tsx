/**
 * /trading-data/history/:type: the public history of a market. `deals-history` is the live trade tape (the
 * socket's deals stream: the latest 80 trades, newest first); `funding-history` is a perpetual's past
 * fundings. Another type names no history we have, and the screen says so with the two that exist.
 */
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListTradeMarkets } from '../../../generated/api/markets/markets';
import { useDealsSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { formatTime } from '../../lib/format/date-format';
import { Dec } from '../../lib/input/input-result';
import { TradesStore } from '../../lib/market-data/trades-store';
import { useStoreSnapshot } from '../../lib/market-data/use-order-book';
import { QueryEmpty, QueryError, QueryLoading } from '../../ui/query-state';
import { FundingOfMarket } from './funding-history';
import { AppLink } from '../../ui/app-link';

export const HISTORY_TYPES = ['deals-history', 'funding-history'] as const;
type HistoryType = (typeof HISTORY_TYPES)[number];

/** Spec section 9: main pair and perpetual. */
const MAIN_PAIR = 'BTC-USDT';
const MAIN_PERP = 'BTC-PERP';

export function MarketHistory({ type }: { type: string }) {
  const { t } = useTranslation('trading-data');
  const known = (HISTORY_TYPES as readonly string[]).includes(type) ? (type as HistoryType) : undefined;
  return (
    <div className="market-history">
      <nav className="segmented" aria-label={t('history.types')}>
        {HISTORY_TYPES.map((k) => (
          <AppLink key={k} to={`/trading-data/history/${k}`} aria-current={k === known ? 'page' : undefined}>
            {t(`history.type.${k}`)}
          </AppLink>
        ))}
      </nav>
      {known ? <HistoryOfType type={known} /> : <QueryEmpty>{t('history.unknown', { type })}</QueryEmpty>}
    </div>
  );
}

function HistoryOfType({ type }: { type: HistoryType }) {
  const { t } = useTranslation('trading-data');
  const id = useId();
  const markets = useListTradeMarkets({ query: { staleTime: 90_000 } });
  const [chosen, setChosen] = useState<string | undefined>();
  if (markets.isPending) return <QueryLoading />;
  if (markets.isError) return <QueryError error={markets.error} onRetry={() => void markets.refetch()} />;
  const list = markets.data.data.filter((m) => (type === 'funding-history' ? m.type === 'futures' : true));
  if (list.length === 0) return <QueryEmpty>{t('history.noMarkets')}</QueryEmpty>;
  const fallback = type === 'funding-history' ? MAIN_PERP : MAIN_PAIR;
  const market = list.find((m) => m.market === chosen) ?? list.find((m) => m.market === fallback) ?? list[0]!;
  return (
    <>
      <div className="field field--inline">
        <label className="field__label" htmlFor={id}>
          {t('history.market')}
        </label>
        <select id={id} value={market.market} onChange={(e) => setChosen(e.target.value)}>
          {list.map((m) => (
            <option key={m.market} value={m.market}>
              {m.type === 'futures' ? m.market : `${m.stock}/${m.money}`}
            </option>
          ))}
        </select>
      </div>
      {type === 'funding-history' ? (
        <FundingOfMarket key={market.market} market={market} />
      ) : (
        <LiveDeals key={market.market} market={market} />
      )}
    </>
  );
}

function LiveDeals({ market }: { market: Market }) {
  const { t, i18n } = useTranslation('trading-data');
  const lng = i18n.language;
  const engineName = market.tradeMarketName;
  const store = useMemo(() => new TradesStore({ market: engineName }), [engineName]);
  useDealsSubscription([engineName], (update) => {
    if (update[0] === engineName) store.applyUpdate(update);
  });
  const { trades } = useStoreSnapshot(store);
  if (trades.length === 0) return <QueryLoading label={t('history.waiting')} />;
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="data-table" data-testid="deals-table">
        <caption className="visually-hidden">{t('history.caption', { market: market.market })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.columns.time')}</th>
            <th scope="col">{t('history.columns.side')}</th>
            <th scope="col">{t('history.columns.price', { quote: market.money })}</th>
            <th scope="col">{t('history.columns.amount', { base: market.stock })}</th>
            <th scope="col">{t('history.columns.total', { quote: market.money })}</th>
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <tr key={trade.id}>
              <th scope="row">{formatTime(trade.time, lng)}</th>
              <td className={trade.type === 'buy' ? 'up' : 'down'}>{t(`history.side.${trade.type}`)}</td>
              <td className="num">{formatDecimal(trade.price, lng, { min: market.moneyPrec, max: market.moneyPrec })}</td>
              <td className="num">{formatDecimal(trade.amount, lng, { max: market.stockPrec })}</td>
              <td className="num">
                {formatDecimal(new Dec(trade.price).mul(trade.amount).toFixed(), lng, { min: market.moneyPrec, max: market.moneyPrec })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
