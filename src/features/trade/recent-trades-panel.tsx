/** The market's last 80 trades, newest first, live from the socket's deals stream. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealsSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { formatTime } from '../../lib/format/date-format';
import { TradesStore } from '../../lib/market-data/trades-store';
import { useStoreSnapshot } from '../../lib/market-data/use-order-book';

export function RecentTradesPanel({ market, engineName }: { market: Market | undefined; engineName: string }) {
  const { t, i18n } = useTranslation('trade');
  const store = useMemo(() => new TradesStore({ market: engineName }), [engineName]);
  useDealsSubscription([engineName], (update) => {
    if (update[0] === engineName) store.applyUpdate(update);
  });
  const { trades } = useStoreSnapshot(store);
  const prec = market?.moneyPrec ?? 2;
  return (
    <section className="panel recent-trades" aria-labelledby="recent-trades-title" data-testid="recent-trades">
      <header className="panel__header">
        <h2 id="recent-trades-title">{t('trades.title')}</h2>
      </header>
      {/* A scroller without focusable content: focusable itself, so the keyboard can scroll it. */}
      <div className="recent-trades__scroll" tabIndex={0} role="group" aria-labelledby="recent-trades-title">
        <table className="compact-table">
          <thead>
            <tr>
              <th scope="col">{t('book.price', { ticker: market?.money ?? '' })}</th>
              <th scope="col">{t('book.amount', { ticker: market?.stock ?? '' })}</th>
              <th scope="col">{t('trades.time')}</th>
            </tr>
          </thead>
          <tbody>
            {trades.map((trade) => (
              <tr key={trade.id}>
                <td className={trade.type === 'buy' ? 'up' : 'down'}>
                  {formatDecimal(trade.price, i18n.language, { min: prec, max: prec })}
                </td>
                <td>{formatDecimal(trade.amount, i18n.language, { min: 0, max: market?.stockPrec ?? 6 })}</td>
                <td>{formatTime(trade.time, i18n.language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
