/**
 * What a live view's indicator reads from the socket kernel: the connection's phase, the next reconnect attempt and
 * when it was lost (health()), per stream whether it is acknowledged and when its last event came (stream()), and
 * how streamFreshness turns them into live / reconnecting / stale / offline. On a scripted socket and fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { depthSubscription, stateSubscription } from '../../../generated/socket/trade-socket.client';
import { reconnectDelay, type ConnectionHealth, type StreamHealth } from './socket-connection';
import { streamFreshness } from './stream-freshness';
import { stateUpdateEvent } from '../../testing/markets';
import { createKit } from '../../testing/socket-test-kit';

const T0 = Date.UTC(2026, 10, 24, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

const health = (phase: ConnectionHealth['phase'], more: Partial<ConnectionHealth> = {}): ConnectionHealth => ({
  phase,
  nextAttemptAt: undefined,
  lostAt: undefined,
  ...more,
});
const stream = (live: boolean, lastEventAt?: number, held = true): StreamHealth => ({ held, live, lastEventAt });

describe('streamFreshness', () => {
  it('is connecting before the connection exists and while the first one opens', () => {
    expect(streamFreshness(undefined, [], true)).toEqual({ state: 'connecting' });
    expect(streamFreshness(health('connecting'), [stream(false)], true)).toEqual({ state: 'connecting' });
  });

  it('is live when open and every held stream is acknowledged; streams not held do not count', () => {
    expect(streamFreshness(health('live'), [], true)).toEqual({ state: 'live' });
    expect(streamFreshness(health('live'), [stream(true, T0), stream(false, T0 - 5000, false)], true)).toEqual({ state: 'live' });
  });

  it('is stale since the oldest last event of the streams being subscribed again, connecting when they never had one', () => {
    expect(streamFreshness(health('live'), [stream(true, T0), stream(false, T0 - 3000), stream(false, T0 - 1000)], true)).toEqual({
      state: 'stale',
      staleSince: T0 - 3000,
    });
    expect(streamFreshness(health('live'), [stream(true, T0), stream(false)], true)).toEqual({ state: 'connecting' });
  });

  it('is reconnecting with the next attempt, stale since the oldest last event or else since the connection was lost', () => {
    const lost = health('reconnecting', { nextAttemptAt: T0 + 1300, lostAt: T0 - 200 });
    expect(streamFreshness(lost, [stream(false, T0 - 900), stream(false, T0 - 400)], true)).toEqual({
      state: 'reconnecting',
      nextAttemptAt: T0 + 1300,
      staleSince: T0 - 900,
    });
    expect(streamFreshness(lost, [stream(false)], true)).toEqual({ state: 'reconnecting', nextAttemptAt: T0 + 1300, staleSince: T0 - 200 });
    // A socket is opening: no next attempt to count down to.
    expect(streamFreshness(health('reconnecting'), [], true)).toEqual({ state: 'reconnecting' });
  });

  it('is offline when the browser is offline or the connection was closed for good', () => {
    const lost = health('reconnecting', { nextAttemptAt: T0 + 1300, lostAt: T0 - 200 });
    expect(streamFreshness(lost, [stream(false, T0 - 900)], false)).toEqual({ state: 'offline', staleSince: T0 - 900 });
    expect(streamFreshness(health('idle'), [], true)).toEqual({ state: 'offline' });
  });
});

describe('the kernel: health() and stream()', () => {
  it('goes idle, connecting, live, reconnecting (next attempt, time lost), reconnecting while opening, live, idle', async () => {
    const kit = createKit({ random: () => 0 });
    const c = kit.connection;
    const changes = vi.fn();
    c.onChange(changes);
    expect(c.health()).toEqual({ phase: 'idle', nextAttemptAt: undefined, lostAt: undefined });
    c.start();
    expect(c.health().phase).toBe('connecting');
    kit.socket.open();
    expect(c.health().phase).toBe('live');
    expect(c.health()).toBe(c.health()); // the same object until something changes

    await vi.advanceTimersByTimeAsync(5000);
    changes.mockClear();
    kit.socket.drop();
    const lostAt = T0 + 5000;
    expect(c.health()).toEqual({ phase: 'reconnecting', nextAttemptAt: lostAt + reconnectDelay(0, () => 0), lostAt });
    expect(changes).toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0));
    expect(kit.sockets).toHaveLength(2);
    expect(c.health()).toEqual({ phase: 'reconnecting', nextAttemptAt: undefined, lostAt });
    kit.socket.drop(); // refused: the next attempt waits longer
    expect(c.health().nextAttemptAt).toBe(Date.now() + reconnectDelay(1, () => 0));

    await vi.advanceTimersByTimeAsync(reconnectDelay(1, () => 0));
    kit.socket.open();
    expect(c.health()).toEqual({ phase: 'live', nextAttemptAt: undefined, lostAt });
    c.stop();
    expect(c.health().phase).toBe('idle');
  });

  it('calls a failing first connection reconnecting, with no time lost', () => {
    const kit = createKit();
    kit.connection.start();
    kit.socket.drop();
    expect(kit.connection.health()).toMatchObject({ phase: 'reconnecting', lostAt: undefined });
    expect(kit.connection.health().nextAttemptAt).toBeGreaterThan(Date.now());
    kit.connection.stop();
  });

  it('tells whether a stream is acknowledged and when its last event came, across a reconnect', async () => {
    const kit = createKit({ random: () => 0 });
    const c = kit.connection;
    const changes = vi.fn();
    c.onChange(changes);
    const event = stateSubscription.event;
    expect(c.stream(event)).toEqual({ held: false, live: false, lastEventAt: undefined });
    c.start();
    c.subscribe(stateSubscription, ['BTC_USDT'], () => undefined);
    kit.socket.open();
    expect(c.stream(event)).toEqual({ held: true, live: false, lastEventAt: undefined });
    changes.mockClear();
    kit.socket.reply('state.subscribe', { status: 'success' });
    expect(changes).toHaveBeenCalled(); // the acknowledgement is a change a view hears
    expect(c.stream(event)).toEqual({ held: true, live: true, lastEventAt: undefined });

    await vi.advanceTimersByTimeAsync(2000);
    kit.socket.push(stateUpdateEvent());
    const last = T0 + 2000;
    expect(c.stream(event)).toEqual({ held: true, live: true, lastEventAt: last });

    await vi.advanceTimersByTimeAsync(3000);
    kit.socket.drop();
    expect(c.stream(event)).toEqual({ held: true, live: false, lastEventAt: last });
    expect(streamFreshness(c.health(), [c.stream(event)], true)).toEqual({
      state: 'reconnecting',
      nextAttemptAt: T0 + 5000 + reconnectDelay(0, () => 0),
      staleSince: last,
    });

    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0));
    kit.socket.open(); // open again, the stream not yet acknowledged: its data is still the old one
    expect(streamFreshness(c.health(), [c.stream(event)], true)).toEqual({ state: 'stale', staleSince: last });
    kit.socket.reply('state.subscribe', { status: 'success' });
    expect(streamFreshness(c.health(), [c.stream(event)], true)).toEqual({ state: 'live' });

    // Another market's subscription: the old market's events say nothing about it.
    c.subscribe(stateSubscription, ['ETH_USDT'], () => undefined);
    expect(c.stream(event).lastEventAt).toBeUndefined();
    c.stop();
  });

  it('does not count a stream the server refused', () => {
    const kit = createKit();
    const c = kit.connection;
    c.start();
    c.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => undefined);
    kit.socket.open();
    kit.socket.fail('depth.subscribe', 2, 'invalid argument');
    expect(c.stream(depthSubscription.event)).toMatchObject({ held: false, live: false });
    expect(streamFreshness(c.health(), [c.stream(depthSubscription.event)], true)).toEqual({ state: 'live' });
    c.stop();
  });
});
