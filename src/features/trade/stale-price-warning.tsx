/**
 * Order entry's warning when its reference price is stale: the market's last price comes from the socket's state
 * stream, and while that stream is down (the connection lost, or not yet subscribed again) the price on screen and
 * the form's market price are as old as its last event.
 */
import { stateSubscription } from '../../../generated/socket/trade-socket.client';
import type { Market } from '../../../generated/api/model/market.zod';
import { isStale } from '../../lib/freshness/freshness';
import { formatTime } from '../../lib/format/date-format';
import { useStreamFreshness } from '../../lib/socket/use-stream-freshness';
import { usePanelTranslation } from './panel-namespaces';

/** The stream the last price comes from (use-market-statistics.ts). */
const PRICE_STREAMS = [stateSubscription.event];

export function StalePriceWarning({ market }: { market: Pick<Market, 'stock' | 'money'> }) {
  const { t, i18n } = usePanelTranslation();
  const freshness = useStreamFreshness(PRICE_STREAMS);
  if (!isStale(freshness)) return null;
  const pair = `${market.stock}/${market.money}`;
  return (
    <p className="notice notice--warning stale-price-warning" role="alert" data-testid="stale-price-warning">
      {freshness.staleSince === undefined
        ? t('form.stalePriceUnknown', { pair })
        : t('form.stalePrice', { pair, time: formatTime(freshness.staleSince / 1000, i18n.language) })}
    </p>
  );
}
