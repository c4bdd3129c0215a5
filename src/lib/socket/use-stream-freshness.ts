/**
 * How fresh what a view shows from socket streams is, for the live views' indicator (src/ui/live-status.tsx). Apart
 * from ./socket-client so that only the pages with a live view load it, not every page's first load.
 */
import { useCallback, useMemo } from 'react';
import { useTransitionStore } from '../loading/transition-store';
import { useOnline, type Freshness } from '../freshness/freshness';
import { currentTradeSocket, watchSocketStatus } from './socket-client';
import { streamFreshness } from './stream-freshness';

/**
 * The freshness of these streams (their event names, e.g. `stateSubscription.event`): connecting, live,
 * reconnecting with the next attempt, stale or offline since a time (./stream-freshness). Before the connection is
 * made (it loads with the first subscription), connecting.
 */
export function useStreamFreshness(events: readonly string[]): Freshness {
  const online = useOnline();
  // Drawn in a transition (the indicators may lag a frame; the connection's first status was a long task, issue 18).
  const read = useCallback(() => {
    const made = currentTradeSocket();
    return JSON.stringify(streamFreshness(made?.health(), made ? events.map((event) => made.stream(event)) : [], online));
  }, [events, online]);
  const snapshot = useTransitionStore(watchSocketStatus, read);
  return useMemo(() => JSON.parse(snapshot) as Freshness, [snapshot]);
}
