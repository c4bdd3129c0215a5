/**
 * How fresh the data of a view is, in the terms its indicator (src/ui/live-status.tsx) shows: one shape for data
 * streamed over the socket (useStreamFreshness of src/lib/socket/use-stream-freshness.ts) and for data fetched over REST
 * (useQueryFreshness below).
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * - `connecting`: no data yet (the first connection or subscription is on its way);
 * - `live`: the data is current (streamed: the stream's subscription is acknowledged on an open connection;
 *   fetched: the last fetch succeeded);
 * - `reconnecting`: the connection was lost (or a fetch failed) and is being tried again;
 * - `stale`: connected again (or given up on a refresh), but the data shown is older than it should be;
 * - `offline`: the browser is offline, or the connection is closed for good.
 */
export type FreshnessState = 'connecting' | 'live' | 'reconnecting' | 'stale' | 'offline';

export interface Freshness {
  state: FreshnessState;
  /** reconnecting: when the next attempt starts (epoch ms), when it is known. */
  nextAttemptAt?: number;
  /** reconnecting, stale, offline: since when the data shown may be out of date (epoch ms), when it is known. */
  staleSince?: number;
  /** live, for fetched data: when it was fetched (epoch ms). Streamed data is live as it comes. */
  updatedAt?: number;
}

/** Whether the data of a view may be out of date: what an order entry warns about. */
export function isStale(freshness: Freshness): boolean {
  return freshness.state === 'reconnecting' || freshness.state === 'stale' || freshness.state === 'offline';
}

/** The parts of a TanStack query result its freshness is read from. */
export interface QueryFreshnessInput {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  /** 0 before the first success. */
  dataUpdatedAt: number;
  failureCount: number;
}

/** The freshness of data fetched over REST (a query's result); `online` is the browser's (TanStack's onlineManager). */
export function queryFreshness(query: QueryFreshnessInput, online: boolean): Freshness {
  // Nothing fetched yet: the view shows its loading state or its error.
  if (query.dataUpdatedAt === 0) return { state: 'connecting' };
  const staleSince = query.dataUpdatedAt;
  if (!online || query.fetchStatus === 'paused') return { state: 'offline', staleSince };
  if (query.fetchStatus === 'fetching' && query.failureCount > 0) return { state: 'reconnecting', staleSince };
  if (query.status === 'error') return { state: 'stale', staleSince };
  return { state: 'live', updatedAt: query.dataUpdatedAt };
}

function subscribeOnline(listener: () => void): () => void {
  return onlineManager.subscribe(listener);
}

/** Whether the browser is online, as the query client sees it. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, () => onlineManager.isOnline());
}

/** The freshness of a query's data, for the indicator of a view fetched over REST. */
export function useQueryFreshness(query: QueryFreshnessInput): Freshness {
  const online = useOnline();
  return queryFreshness(query, online);
}
