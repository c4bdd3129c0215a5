/**
 * The recent trades' rows, live from the socket's deals stream, with their store: a chunk loaded after the page's
 * first paint (recent-trades-panel.tsx draws the table's head and an empty body until then; the first trades come
 * from the socket, which connects after that paint anyway).
 */
import { memo, useEffect, useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useDealsSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';
import { formatDecimal } from '../../lib/format/number-format';
import { formatTime } from '../../lib/format/date-format';
import { animationFrameScheduler } from '../../lib/market-data/frame-publisher';
import { useOnScreenFrames } from '../../lib/market-data/on-screen-frames';
import { TradesStore, type PublicTrade } from '../../lib/market-data/trades-store';
import { useStoreSnapshot } from '../../lib/market-data/use-order-book';

export function RecentTradesBody({
  market,
  engineName,
  panel,
}: {
  market: Market | undefined;
  engineName: string;
  /** The panel: off screen, the trades are not drawn again (on-screen-frames.ts). */
  panel: RefObject<HTMLElement | null>;
}) {
  const { i18n } = useTranslation('trade');
  const scheduler = useOnScreenFrames(panel, () => animationFrameScheduler);
  const store = useMemo(() => new TradesStore({ market: engineName, scheduler }), [engineName, scheduler]);
  useDealsSubscription([engineName], (update) => {
    if (update[0] === engineName) store.applyUpdate(update);
  });
  const { trades } = useStoreSnapshot(store);
  const hasTrades = trades.length > 0;
  useEffect(() => {
    if (hasTrades) scheduler.markDrawn();
  }, [hasTrades, scheduler]);
  const prec = market?.moneyPrec ?? 2;
  const amountDecimals = market?.stockPrec ?? 6;
  return (
    <tbody>
      {trades.map((trade) => (
        <TradeRow key={trade.id} trade={trade} language={i18n.language} priceDecimals={prec} amountDecimals={amountDecimals} />
      ))}
    </tbody>
  );
}

/** A trade's row: drawn once, when it arrives (a trade never changes), not again for every trade after it. */
const TradeRow = memo(function TradeRow({
  trade,
  language,
  priceDecimals,
  amountDecimals,
}: {
  trade: PublicTrade;
  language: string;
  priceDecimals: number;
  amountDecimals: number;
}) {
  return (
    <tr>
      <td className={trade.type === 'buy' ? 'up' : 'down'}>
        {formatDecimal(trade.price, language, { min: priceDecimals, max: priceDecimals })}
      </td>
      <td>{formatDecimal(trade.amount, language, { min: 0, max: amountDecimals })}</td>
      <td>{formatTime(trade.time, language)}</td>
    </tr>
  );
});
