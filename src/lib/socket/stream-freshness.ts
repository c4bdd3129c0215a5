/**
 * The freshness of what a view shows from socket streams (src/lib/freshness): read from the connection's health
 * and the streams' own (SocketConnection.health(), .stream()).
 */
import type { Freshness } from '../freshness/freshness';
import type { ConnectionHealth, StreamHealth } from './socket-connection';

/**
 * - no connection made yet, or the first one opening: connecting;
 * - open, and every stream the view watches acknowledged (a stream nobody subscribed, or one the server refused,
 *   does not count): live;
 * - open, but a watched stream is being subscribed again (after a reconnect): stale since its last event, or
 *   connecting when it never had one;
 * - lost: reconnecting (with the next attempt), offline when the browser is offline or the connection was closed
 *   for good; stale since the oldest last event of the watched streams, or since the connection was lost when none
 *   had one.
 */
export function streamFreshness(health: ConnectionHealth | undefined, streams: readonly StreamHealth[], online: boolean): Freshness {
  if (!health || health.phase === 'connecting') return { state: 'connecting' };
  const held = streams.filter((s) => s.held);
  const oldest = (list: readonly StreamHealth[]) => {
    const times = list.map((s) => s.lastEventAt).filter((at): at is number => at !== undefined);
    return times.length > 0 ? Math.min(...times) : undefined;
  };
  if (health.phase === 'live') {
    const behind = held.filter((s) => !s.live);
    if (behind.length === 0) return { state: 'live' };
    const staleSince = oldest(behind);
    return staleSince === undefined ? { state: 'connecting' } : { state: 'stale', staleSince };
  }
  const staleSince = oldest(held) ?? health.lostAt;
  const since = staleSince === undefined ? {} : { staleSince };
  if (!online || health.phase === 'idle') return { state: 'offline', ...since };
  return { state: 'reconnecting', ...(health.nextAttemptAt === undefined ? {} : { nextAttemptAt: health.nextAttemptAt }), ...since };
}
