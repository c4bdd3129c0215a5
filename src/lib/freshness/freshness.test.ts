/** The freshness of data fetched over REST, read from a query's result and whether the browser is online. */
import { describe, expect, it } from 'vitest';
import { isStale, queryFreshness, type QueryFreshnessInput } from './freshness';

const T = Date.UTC(2026, 10, 24, 12, 0, 0);
const query = (more: Partial<QueryFreshnessInput>): QueryFreshnessInput => ({
  status: 'success',
  fetchStatus: 'idle',
  dataUpdatedAt: T,
  failureCount: 0,
  ...more,
});

describe('queryFreshness', () => {
  it('is connecting until the first data came (the view shows its loading or error state meanwhile)', () => {
    expect(queryFreshness(query({ status: 'pending', fetchStatus: 'fetching', dataUpdatedAt: 0 }), true)).toEqual({ state: 'connecting' });
    expect(queryFreshness(query({ status: 'error', dataUpdatedAt: 0, failureCount: 2 }), true)).toEqual({ state: 'connecting' });
  });

  it('is live, updated when fetched, while the last fetch succeeded (a refresh on its way included)', () => {
    expect(queryFreshness(query({}), true)).toEqual({ state: 'live', updatedAt: T });
    expect(queryFreshness(query({ fetchStatus: 'fetching' }), true)).toEqual({ state: 'live', updatedAt: T });
  });

  it('is reconnecting while a failed refresh is tried again, stale once it gave up', () => {
    expect(queryFreshness(query({ fetchStatus: 'fetching', failureCount: 1 }), true)).toEqual({ state: 'reconnecting', staleSince: T });
    expect(queryFreshness(query({ status: 'error', failureCount: 2 }), true)).toEqual({ state: 'stale', staleSince: T });
  });

  it('is offline when the browser is, or the query waits for the network', () => {
    expect(queryFreshness(query({}), false)).toEqual({ state: 'offline', staleSince: T });
    expect(queryFreshness(query({ fetchStatus: 'paused' }), true)).toEqual({ state: 'offline', staleSince: T });
  });
});

describe('isStale', () => {
  it('holds for reconnecting, stale and offline, not for connecting or live', () => {
    expect((['connecting', 'live', 'reconnecting', 'stale', 'offline'] as const).map((state) => isStale({ state }))).toEqual([
      false,
      false,
      true,
      true,
      true,
    ]);
  });
});
