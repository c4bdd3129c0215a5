/**
 * The recent trades' rows, live from the socket's deals stream, with their store: a chunk loaded after the page's
 * first paint (recent-trades-panel.tsx draws the table's head and an empty body until then; the first trades come
 * from the socket, which connects after that paint anyway).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealsSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { formatTime } from '../../lib/format/date-format';
import { TradesStore } from '../../lib/market-data/trades-store';
import { useStoreSnapshot } from '../../lib/market-data/use-order-book';

export function RecentTradesBody({ market, engineName }: { market: Market | undefined; engineName: string }) {
  const { i18n } = useTranslation('trade');
  const store = useMemo(() => new TradesStore({ market: engineName }), [engineName]);
  useDealsSubscription([engineName], (update) => {
    if (update[0] === engineName) store.applyUpdate(update);
  });
  const { trades } = useStoreSnapshot(store);
  const prec = market?.moneyPrec ?? 2;
  return (
    <tbody>
      {trades.map((trade) => (
        <tr key={trade.id}>
          <td className={trade.type === 'buy' ? 'up' : 'down'}>{formatDecimal(trade.price, i18n.language, { min: prec, max: prec })}</td>
          <td>{formatDecimal(trade.amount, i18n.language, { min: 0, max: market?.stockPrec ?? 6 })}</td>
          <td>{formatTime(trade.time, i18n.language)}</td>
        </tr>
      ))}
    </tbody>
  );
}
