/**
 * The connection and freshness indicator of a live view (trade, markets, positions, balances): "Live" (or "Updated
 * 14:05:09" for fetched data), "Reconnecting — next try in 3 s" (ticking), "Prices stale since 14:05:09", "Offline".
 * Subtle while live, prominent once the data may be out of date. A polite status region: it is announced when its
 * state changes, not on every tick of the countdown (the ticking part is hidden from assistive technology).
 * Its input comes from useStreamFreshness (src/lib/socket/use-stream-freshness.ts) or useQueryFreshness
 * (src/lib/freshness/freshness.ts).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isStale, type Freshness } from '../lib/freshness/freshness';
import { formatTime } from '../lib/format/date-format';

export interface LiveStatusProps {
  freshness: Freshness;
  /** What goes stale: market prices, or the view's own data (positions, balances). */
  subject?: 'prices' | 'data';
  className?: string;
}

export function LiveStatus({ freshness, subject = 'prices', className }: LiveStatusProps) {
  const { t, i18n } = useTranslation('common');
  const { state, nextAttemptAt, staleSince, updatedAt } = freshness;
  const time = (at: number) => formatTime(at / 1000, i18n.language);
  const headline =
    state === 'live'
      ? updatedAt === undefined
        ? t('liveStatus.live')
        : t('liveStatus.updated', { time: time(updatedAt) })
      : state === 'connecting'
        ? t('liveStatus.connecting')
        : state === 'reconnecting'
          ? t('liveStatus.reconnecting')
          : state === 'offline'
            ? t('liveStatus.offline')
            : undefined;
  const stale = !isStale(freshness)
    ? undefined
    : staleSince !== undefined
      ? t(`liveStatus.staleSince.${subject}`, { time: time(staleSince) })
      : state === 'stale'
        ? t(`liveStatus.stale.${subject}`)
        : undefined;
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="live-status"
      data-state={state}
      className={`live-status live-status--${state}${className ? ` ${className}` : ''}`}
    >
      <span className="live-status__dot" aria-hidden="true" />
      {headline !== undefined && <span className="live-status__headline">{headline}</span>}
      {state === 'reconnecting' &&
        (nextAttemptAt === undefined ? (
          <span className="live-status__countdown">{t('liveStatus.tryingNow')}</span>
        ) : (
          <Countdown key={nextAttemptAt} to={nextAttemptAt} />
        ))}
      {stale !== undefined && <span className="live-status__since">{stale}</span>}
    </div>
  );
}

/** "— next try in 3 s", ticking; hidden from assistive technology (the region would announce every second). */
function Countdown({ to }: { to: number }) {
  const { t } = useTranslation('common');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.ceil((to - now) / 1000));
  return (
    <span className="live-status__countdown" aria-hidden="true" data-testid="live-status-countdown">
      {seconds > 0 ? t('liveStatus.nextTry', { seconds }) : t('liveStatus.tryingNow')}
    </span>
  );
}
