/**
 * The socket kernel against spec sections 4, 7, 8 and 9, on a scripted socket and fake timers: reconnect delays,
 * authorization retries, the idle ping, reconnect when the browser comes online, resubscription after a reconnect,
 * error 7's toast kind, and bad frames reported and dropped without throwing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { balanceUpdateEvent } from '../../../generated/socket/account-socket.client';
import {
  assetQueryRequest,
  assetSubscription,
  depthSubscription,
  klineLastDealQueryRequest,
  orderQueryRequest,
} from '../../../generated/socket/trade-socket.client';
import {
  AuthStatus,
  authRetryDelay,
  PING_IDLE_MS,
  PROBE_DEADLINE_MS,
  RECONNECT_BASE_MS,
  RECONNECT_JITTER_MAX_MS,
  reconnectDelay,
  SILENCE_PROBE_MS,
  SocketStatus,
} from './socket-connection';
import { SocketDataKind, socketDataKind } from './socket-data-kinds';
import { SocketClosedError, SocketParamsError, SocketRequestError } from './socket-errors';
import { createKit } from '../../testing/socket-test-kit';

const snapshot = (updateId: number) => ({
  id: null,
  method: 'depth.update',
  params: [
    true,
    { timestamp: 1732190400.5, update_id: updateId, asks: [['97251.00', '0.4']], bids: [['97249.00', '0.2']], event_time: 1732190400.5 },
    'BTC_USDT',
  ],
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reconnect delay', () => {
  it('is min(1 s x 2^n, 10 s) plus 0.3 s at random 0 and 2 s at random 1, for attempts 0..6', () => {
    const attempts = [0, 1, 2, 3, 4, 5, 6];
    expect(attempts.map((n) => reconnectDelay(n, () => 0))).toEqual([1300, 2300, 4300, 8300, 10300, 10300, 10300]);
    expect(attempts.map((n) => reconnectDelay(n, () => 1))).toEqual([3000, 4000, 6000, 10000, 12000, 12000, 12000]);
  });

  for (const [random, expected] of [
    [0, [1300, 2300, 4300, 8300, 10300, 10300, 10300]],
    [1, [3000, 4000, 6000, 10000, 12000, 12000, 12000]],
  ] as const) {
    it(`opens the next socket exactly after each delay (random ${random})`, async () => {
      const kit = createKit({ random: () => random });
      kit.connection.start();
      expect(kit.sockets).toHaveLength(1);
      expect(kit.connection.status).toBe(SocketStatus.Connecting);
      for (const [attempt, delay] of expected.entries()) {
        kit.socket.drop(); // the connection fails before opening: attempts add up
        expect(kit.connection.status).toBe(SocketStatus.Initial);
        await vi.advanceTimersByTimeAsync(delay - 1);
        expect(kit.sockets, `attempt ${attempt}: not before ${delay} ms`).toHaveLength(attempt + 1);
        await vi.advanceTimersByTimeAsync(1);
        expect(kit.sockets, `attempt ${attempt}: at ${delay} ms`).toHaveLength(attempt + 2);
      }
      // An open connection starts the count again.
      kit.socket.open();
      kit.socket.drop();
      await vi.advanceTimersByTimeAsync(expected[0] - 1);
      expect(kit.sockets).toHaveLength(expected.length + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(kit.sockets).toHaveLength(expected.length + 2);
      kit.connection.stop();
    });
  }

  it('reconnects at once when the browser comes back online, and never opens two sockets', async () => {
    const kit = createKit();
    kit.connection.start();
    kit.goOnline(); // connecting: ignored
    expect(kit.sockets).toHaveLength(1);
    kit.socket.open();
    kit.goOnline(); // open: ignored
    expect(kit.sockets).toHaveLength(1);
    kit.socket.drop();
    await vi.advanceTimersByTimeAsync(100);
    expect(kit.sockets).toHaveLength(1);
    kit.goOnline();
    expect(kit.sockets).toHaveLength(2);
    expect(kit.connection.status).toBe(SocketStatus.Connecting);
    await vi.advanceTimersByTimeAsync(20_000); // the pending reconnect timer was cancelled
    expect(kit.sockets).toHaveLength(2);
    kit.connection.stop();
    kit.goOnline(); // stopped: the listener is gone
    expect(kit.sockets).toHaveLength(2);
  });
});

describe('authorization', () => {
  it('retries after 500, 750, 1125 ms ... and raises the disconnected reaction on each failure', async () => {
    expect([0, 1, 2, 3].map(authRetryDelay)).toEqual([500, 750, 1125, 1687.5]);
    const kit = createKit({ token: async () => 'token-1' });
    kit.connection.start();
    kit.socket.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.connection.authStatus).toBe(AuthStatus.InProgress);
    expect(kit.socket.last('server.auth').params).toEqual(['token-1', 'web']);
    const query = kit.connection.call(assetQueryRequest, []);
    for (const [n, delay] of [500, 750, 1125, 1687.5].entries()) {
      kit.socket.fail('server.auth', 1, 'invalid argument');
      expect(kit.connection.authStatus).toBe(AuthStatus.Failed);
      expect(kit.reactions.authorizationFailed).toHaveBeenCalledTimes(n + 1);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(kit.socket.frames('server.auth')).toHaveLength(n + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(kit.socket.frames('server.auth')).toHaveLength(n + 2);
      expect(kit.socket.frames('asset.query')).toHaveLength(0); // private calls wait for authorization
    }
    kit.socket.reply('server.auth', { status: 'success' });
    expect(kit.connection.authStatus).toBe(AuthStatus.Done);
    kit.socket.reply('asset.query', { BTC: { available: '1', freeze: '0' } });
    await expect(query).resolves.toEqual({ BTC: { available: '1', freeze: '0' } });
    kit.connection.stop();
  });

  it('retries a token that could not be fetched, and lets public calls through meanwhile', async () => {
    let calls = 0;
    const kit = createKit({
      token: async () => {
        calls++;
        if (calls < 3) throw new Error('GET /v2/ws-token failed');
        return 'token-3';
      },
    });
    kit.connection.start();
    kit.socket.open();
    const bar = kit.connection.call(klineLastDealQueryRequest, ['BTC_USDT', 60]);
    expect(kit.socket.frames('kline_last_deal.query')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.connection.authStatus).toBe(AuthStatus.Failed);
    expect(kit.reactions.authorizationFailed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(750);
    expect(calls).toBe(3);
    expect(kit.socket.last('server.auth').params).toEqual(['token-3', 'web']);
    kit.socket.reply('kline_last_deal.query', [1732190400, '1', '1', '1', '1', '0', '0', 'BTC_USDT']);
    await expect(bar).resolves.toHaveLength(8);
    kit.connection.stop();
  });

  it('sends private calls of a guest once it is clear there is no token (the server answers 6)', async () => {
    const kit = createKit();
    kit.connection.start();
    const query = kit.connection.call(orderQueryRequest, ['BTC_USDT', 0]);
    kit.socket.open();
    expect(kit.socket.frames('order.query')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(kit.connection.authStatus).toBe(AuthStatus.None);
    expect(kit.socket.frames('server.auth')).toHaveLength(0);
    kit.socket.fail('order.query', 6, 'require authentication');
    await expect(query).rejects.toMatchObject({ code: 6 });
    kit.connection.stop();
  });
});

describe('ping', () => {
  it('goes out after exactly 50 s without a frame sent, and not before', async () => {
    const kit = createKit();
    kit.connection.start();
    kit.socket.open();
    await vi.advanceTimersByTimeAsync(PING_IDLE_MS - 1);
    expect(kit.socket.frames('server.ping')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.socket.frames('server.ping')).toHaveLength(1);
    kit.socket.reply('server.ping', 'pong');
    // A frame sent 30 s later moves the next ping to 50 s after it.
    await vi.advanceTimersByTimeAsync(30_000);
    void kit.connection.call(klineLastDealQueryRequest, ['BTC_USDT', 60]).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(PING_IDLE_MS - 1);
    expect(kit.socket.frames('server.ping')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(kit.socket.frames('server.ping')).toHaveLength(2);
    // Frames received do not count as activity: the server drops a client that sends nothing.
    for (let i = 0; i < 49; i++) {
      kit.socket.push(snapshot(i + 1));
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(kit.socket.frames('server.ping')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(kit.socket.frames('server.ping')).toHaveLength(3);
    kit.connection.stop();
  });
});

describe('a watched connection that falls silent', () => {
  /** A connection with a live book stream whose first event arrived: what the trade page holds. */
  function watchedBook() {
    const kit = createKit();
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => undefined);
    kit.connection.start();
    kit.socket.open();
    kit.socket.reply('depth.subscribe', { status: 'success' });
    kit.socket.push(snapshot(1));
    return kit;
  }

  it('is asked with a ping after 15 s without a frame and, unanswered for 10 s more, replaced by a new connection', async () => {
    const kit = watchedBook();
    const first = kit.socket;
    const lastEvent = kit.connection.stream('depth.update').lastEventAt;
    expect(lastEvent).toBeDefined();
    await vi.advanceTimersByTimeAsync(SILENCE_PROBE_MS - 1);
    expect(first.frames('server.ping')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.frames('server.ping')).toHaveLength(1);
    expect(kit.connection.health().phase).toBe('live');
    await vi.advanceTimersByTimeAsync(PROBE_DEADLINE_MS - 1);
    expect(first.closedByClient).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    // Dead: closed by the client, the views see "reconnecting", the stream keeps the time of its last event.
    expect(first.closedByClient).toBe(true);
    expect(kit.connection.health()).toMatchObject({ phase: 'reconnecting', lostAt: expect.any(Number) });
    expect(kit.connection.stream('depth.update')).toMatchObject({ held: true, live: false, lastEventAt: lastEvent });
    await vi.advanceTimersByTimeAsync(RECONNECT_BASE_MS + RECONNECT_JITTER_MAX_MS);
    expect(kit.sockets).toHaveLength(2);
    kit.socket.open();
    expect(kit.socket.frames('depth.subscribe')).toHaveLength(1);
    kit.connection.stop();
  });

  it('stays when the ping is answered, and a stream that keeps talking is never asked', async () => {
    const kit = watchedBook();
    await vi.advanceTimersByTimeAsync(SILENCE_PROBE_MS);
    kit.socket.reply('server.ping', 'pong');
    await vi.advanceTimersByTimeAsync(PROBE_DEADLINE_MS);
    expect(kit.sockets).toHaveLength(1);
    expect(kit.socket.closedByClient).toBe(false);
    expect(kit.connection.health().phase).toBe('live');

    // Events every 5 s, for less than the 50 s idle span of the ping just sent: no ping at all.
    const pings = kit.socket.frames('server.ping').length;
    for (let i = 2; i < 9; i++) {
      kit.socket.push(snapshot(i));
      await vi.advanceTimersByTimeAsync(5_000);
    }
    expect(kit.socket.frames('server.ping')).toHaveLength(pings);
    expect(kit.sockets).toHaveLength(1);
    kit.connection.stop();
  });
});

describe('subscriptions', () => {
  it('subscribes once per stream, delivers events after the acknowledgement, and resubscribes everything after a reconnect', async () => {
    const kit = createKit({ token: async () => 'token-1' });
    const books: unknown[] = [];
    const balances: unknown[] = [];
    const pushed: unknown[] = [];
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], (e) => books.push(e));
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => undefined); // a second listener, same stream
    kit.connection.subscribe(assetSubscription, [], (e) => balances.push(e));
    kit.connection.listen(balanceUpdateEvent, (d) => pushed.push(d));
    kit.connection.start();
    for (let round = 0; round < 3; round++) {
      kit.socket.open();
      // Public streams go at once, private ones after server.auth.
      expect(kit.socket.frames('depth.subscribe')).toHaveLength(1);
      expect(kit.socket.frames('asset.subscribe')).toHaveLength(0);
      kit.socket.push(snapshot(1)); // before the acknowledgement: belongs to no live subscription
      expect(books).toHaveLength(round);
      kit.socket.reply('depth.subscribe', { status: 'success' });
      kit.socket.push(snapshot(round + 10));
      expect(books).toHaveLength(round + 1);
      await vi.advanceTimersByTimeAsync(0);
      kit.socket.reply('server.auth', { status: 'success' });
      expect(kit.socket.frames('asset.subscribe')).toHaveLength(1);
      kit.socket.reply('asset.subscribe', { status: 'success' });
      kit.socket.push({ id: null, method: 'asset.update', params: [{ BTC: { available: '1', freeze: '0' } }] });
      kit.socket.push({ event: 'balanceUpdate', data: { ticker: 'BTC', type: 'spot', amount: '1', balance: '1', withBorrow: '1' } });
      expect(balances).toHaveLength(round + 1);
      expect(pushed).toHaveLength(round + 1);
      expect(kit.connection.liveChannels.sort()).toEqual(['asset.update', 'depth.update']);
      kit.socket.drop();
      expect(kit.connection.liveChannels).toEqual([]);
      await vi.advanceTimersByTimeAsync(3000);
    }
    kit.connection.stop();
  });

  it('replaces a stream on new params and ignores the old acknowledgement and events', async () => {
    const kit = createKit();
    const books: unknown[] = [];
    kit.connection.start();
    kit.socket.open();
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], (e) => books.push(e));
    const first = kit.socket.last('depth.subscribe');
    kit.connection.subscribe(depthSubscription, ['ETH_USDT', 50, '0'], (e) => books.push(e));
    expect(kit.socket.frames('depth.subscribe').map((f) => (f.params as string[])[0])).toEqual(['BTC_USDT', 'ETH_USDT']);
    kit.socket.push({ id: first.id, result: { status: 'success' }, error: null });
    kit.socket.push(snapshot(5));
    expect(books).toHaveLength(0);
    kit.socket.reply('depth.subscribe', { status: 'success' });
    kit.socket.push(snapshot(6));
    // One server subscription per stream: both listeners now follow the ETH_USDT subscription.
    expect(books).toHaveLength(2);
    kit.connection.stop();
  });

  it('subscribes a stream again on resubscribe (a store saw a gap) and drops its events until the new acknowledgement', async () => {
    const kit = createKit();
    const books: unknown[] = [];
    kit.connection.start();
    kit.socket.open();
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], (e) => books.push(e));
    kit.socket.reply('depth.subscribe', { status: 'success' });
    kit.socket.push(snapshot(1));
    kit.connection.resubscribe(depthSubscription.event);
    kit.connection.resubscribe('no.such.update'); // unknown stream: nothing
    expect(kit.socket.frames('depth.subscribe')).toHaveLength(2);
    kit.socket.push(snapshot(2)); // still the old subscription's
    expect(books).toHaveLength(1);
    kit.socket.reply('depth.subscribe', { status: 'success' });
    kit.socket.push(snapshot(3));
    expect(books).toHaveLength(2);
    expect(kit.socket.sent.map((f) => f.method)).toEqual(['depth.subscribe', 'depth.subscribe']);
    kit.connection.stop();
  });

  it('releases only idle streams, and only those the server holds', async () => {
    const kit = createKit();
    kit.connection.start();
    const stopBook = kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => undefined);
    kit.connection.releaseIdle();
    stopBook();
    kit.connection.releaseIdle(); // never sent (not open yet): nothing to unsubscribe
    kit.socket.open();
    expect(kit.socket.sent).toEqual([]);
    const stopAgain = kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => undefined);
    kit.socket.reply('depth.subscribe', { status: 'success' });
    kit.connection.releaseIdle();
    expect(kit.socket.frames('depth.unsubscribe')).toHaveLength(0);
    stopAgain();
    kit.connection.releaseIdle();
    expect(kit.socket.frames('depth.unsubscribe')).toHaveLength(1);
    kit.connection.stop();
  });
});

describe('errors', () => {
  it('maps every method to a data kind in one table', () => {
    expect(socketDataKind('asset.query')).toBe(SocketDataKind.SpotBalance);
    expect(socketDataKind('spot_order.query')).toBe(SocketDataKind.ActiveOrders);
    expect(socketDataKind('order.query')).toBe(SocketDataKind.OrdersHistory);
    expect(socketDataKind('state.subscribe')).toBe(SocketDataKind.MarketDetails);
    expect(socketDataKind('kline_last_deal.query')).toBe(SocketDataKind.Chart);
    expect(socketDataKind('server.ping')).toBe(SocketDataKind.Generic);
    expect(socketDataKind('toString')).toBe(SocketDataKind.Generic);
  });

  it('shows error 7 as a toast titled by the data kind and rejects the call', async () => {
    const kit = createKit({ token: async () => 'token-1' });
    kit.connection.start();
    kit.socket.open();
    await vi.advanceTimersByTimeAsync(0);
    kit.socket.reply('server.auth', { status: 'success' });
    const cases = [
      [assetQueryRequest, [], 'asset.query', SocketDataKind.SpotBalance],
      [orderQueryRequest, ['BTC_USDT', 0, 100], 'order.query', SocketDataKind.OrdersHistory],
      [klineLastDealQueryRequest, ['BTC_USDT', 900], 'kline_last_deal.query', SocketDataKind.Chart],
    ] as const;
    for (const [spec, params, method, kind] of cases) {
      const call = kit.connection.call(spec as typeof assetQueryRequest, params as never);
      kit.socket.fail(method, 7, 'too many requests');
      await expect(call).rejects.toBeInstanceOf(SocketRequestError);
      expect(kit.reactions.tooManyRequests).toHaveBeenLastCalledWith(method, kind);
    }
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => undefined);
    kit.socket.fail('depth.subscribe', 7, 'too many requests');
    expect(kit.reactions.tooManyRequests).toHaveBeenLastCalledWith('depth.subscribe', SocketDataKind.MarketDetails);
    kit.socket.fail('server.auth', 2); // a reply to nothing pending: reported
    expect(kit.reactions.tooManyRequests).toHaveBeenCalledTimes(4);
    kit.connection.stop();
  });

  it('reports and drops bad frames without throwing, and keeps delivering good ones', async () => {
    const kit = createKit();
    const books: unknown[] = [];
    kit.connection.start();
    kit.socket.open();
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], (e) => books.push(e));
    kit.socket.reply('depth.subscribe', { status: 'success' });
    const query = kit.connection.call(klineLastDealQueryRequest, ['BTC_USDT', 60]);
    const bad = [
      'not json {',
      '[1, 2, 3]',
      'null',
      JSON.stringify({ id: null, method: 'price.update', params: [] }), // an event the contract does not have
      JSON.stringify({ event: 'walletExploded', data: {} }),
      JSON.stringify({ ...snapshot(2), params: [true, { asks: [['1e5', '1']], bids: [] }, 'BTC_USDT'] }), // exponent price
      JSON.stringify({ ...snapshot(2), params: [true, { asks: [], bids: [] }] }), // tuple too short
      JSON.stringify({ ...snapshot(2), extra: 1 }), // unknown field
      JSON.stringify({ event: 'balanceUpdate', data: { ticker: 'btc', type: 'spot', amount: '1', balance: '1', withBorrow: '1' } }),
      JSON.stringify({ id: 999, result: 'pong', error: null }), // a reply to nothing
      JSON.stringify({ foo: 'bar' }),
    ];
    for (const frame of bad) expect(() => kit.socket.push(frame)).not.toThrow();
    expect(kit.reactions.badFrame).toHaveBeenCalledTimes(bad.length);
    expect(books).toHaveLength(0);
    // A reply that breaks the contract fails its call and is reported.
    kit.socket.reply('kline_last_deal.query', [1732190400, '1', '1']);
    await expect(query).rejects.toMatchObject({ name: 'SocketFrameError' });
    expect(kit.reactions.badFrame).toHaveBeenCalledTimes(bad.length + 1);
    // A listener that throws neither stops the others nor the connection.
    kit.connection.subscribe(depthSubscription, ['BTC_USDT', 50, '0'], () => {
      throw new Error('listener bug');
    });
    kit.socket.push(snapshot(3));
    expect(books).toHaveLength(1);
    expect(kit.reactions.listenerFailed).toHaveBeenCalledTimes(1);
    expect(kit.connection.status).toBe(SocketStatus.Open);
    kit.connection.stop();
  });

  it('refuses params that break the contract before sending, and fails pending calls on close and stop', async () => {
    const kit = createKit();
    kit.connection.start();
    kit.socket.open();
    await expect(kit.connection.call(orderQueryRequest, ['btc_usdt', 0] as never)).rejects.toBeInstanceOf(SocketParamsError);
    await expect(kit.connection.call(orderQueryRequest, ['BTC_USDT', 0, 101] as never)).rejects.toBeInstanceOf(SocketParamsError);
    expect(kit.socket.sent).toEqual([]);
    const sent = kit.connection.call(klineLastDealQueryRequest, ['BTC_USDT', 60]);
    kit.socket.drop();
    await expect(sent).rejects.toBeInstanceOf(SocketClosedError);
    const queued = kit.connection.call(klineLastDealQueryRequest, ['BTC_USDT', 60]);
    kit.connection.stop();
    await expect(queued).rejects.toBeInstanceOf(SocketClosedError);
  });
});
