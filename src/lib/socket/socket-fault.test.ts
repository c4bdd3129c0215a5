/**
 * Fault test: the kernel against the socket mock on a real WebSocket server (ws, 127.0.0.1), the server cutting the
 * connection at random moments (mid-stream, on server.auth, on depth.subscribe, right after a reconnect) at least 50
 * times. After each resync the client's book, replayed from the frames by a reference book, equals the server's own
 * book; the server never holds more than one subscription per stream; nothing is reported bad and no error escapes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as WsClient } from 'ws';
import type { DepthUpdateFrame } from '../../../generated/socket/trade-socket.zod';
import { ReferenceBook } from '../../testing/reference-book';
import { assetSubscription, dealsSubscription, depthSubscription, stateSubscription } from '../../../generated/socket/trade-socket.client';
import { createRandom } from '../../../mocks/socket/random';
import { startSocketMockServer, type SocketMockServer } from '../../../mocks/socket/node-server';
import { AuthStatus, SocketStatus } from './socket-connection';
import { createKit } from '../../testing/socket-test-kit';
import { WAIT_CEILING_MS } from '../../testing/wait';

const MARKET = 'BTC_USDT';
const DEPTH = 50;
const MIN_DROPS = 50;
const TIMER_ROUNDS = new Set([5, 17, 29]); // rounds that wait for the real reconnect timer instead of 'online'
// Ceilings, not budgets: the loop runs its rounds whatever the machine's speed; a busy CPU only makes it slower.
const TEST_CEILING_MS = 300_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, condition: () => boolean, timeoutMs = WAIT_CEILING_MS): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

/** The book as a client keeps it: deltas wait for a snapshot; a gap asks for a fresh one (onGap). */
class ClientBook {
  private readonly book = new ReferenceBook();
  synced = false;
  snapshots = 0;
  gaps = 0;

  constructor(private readonly onGap: () => void) {}

  get asks(): Map<string, string> {
    return this.book.asks;
  }

  get bids(): Map<string, string> {
    return this.book.bids;
  }

  apply(frame: DepthUpdateFrame['params']): void {
    const [full, , market] = frame;
    if (market !== MARKET) throw new Error(`a book of ${market}`);
    if (!full && !this.synced) return;
    const problem = this.book.apply(frame, DEPTH);
    if (full) {
      this.synced = true;
      this.snapshots++;
    } else if (problem?.startsWith('gap')) {
      this.gaps++;
      this.synced = false;
      this.onGap();
    }
  }

  reset(): void {
    this.synced = false;
  }
}

describe('socket kernel under connection faults', () => {
  let server: SocketMockServer;
  const unhandled: unknown[] = [];
  const onUnhandled = (error: unknown) => unhandled.push(error);
  /** Armed by the test: the server cuts the connection when it sees this method ('*': any frame). */
  let dropOn: string | undefined;
  let armedDrops = 0;
  /** Subscribe frames per connection and stream: more than one (without a gap) is a duplicate subscription. */
  const subscribesBySession = new Map<object, Map<string, number>>();

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    process.on('uncaughtException', onUnhandled);
    server = await startSocketMockServer({
      port: 0,
      tickMs: 0,
      hubOptions: {
        seed: 99,
        demoActivityMs: false,
        onFrame: (direction, text, session) => {
          if (direction !== 'in') return;
          const method = (JSON.parse(text) as { method?: string }).method ?? '';
          if (method.endsWith('.subscribe')) {
            const counts = subscribesBySession.get(session) ?? new Map<string, number>();
            counts.set(method, (counts.get(method) ?? 0) + 1);
            subscribesBySession.set(session, counts);
          }
          if (dropOn && (dropOn === '*' || method === dropOn)) {
            dropOn = undefined;
            armedDrops++;
            queueMicrotask(() => session.drop());
          }
        },
      },
    });
  });

  afterAll(async () => {
    await server.close();
    process.off('unhandledRejection', onUnhandled);
    process.off('uncaughtException', onUnhandled);
  });

  it(`resyncs the book after at least ${MIN_DROPS} random drops, one subscription per stream`, { timeout: TEST_CEILING_MS }, async () => {
    const started = Date.now();
    const random = createRandom(2026);
    const kit = createKit({ token: async () => 'fault-test-token', random: () => random.next() });
    kit.env.url = () => server.url;
    kit.env.createSocket = (url) => new WsClient(url) as unknown as ReturnType<typeof kit.env.createSocket>;
    const { connection } = kit;
    const book = new ClientBook(() => connection.resubscribe(depthSubscription.event));
    connection.subscribe(depthSubscription, [MARKET, DEPTH, '0'], (update) => book.apply(update));
    connection.subscribe(dealsSubscription, [MARKET], () => undefined);
    connection.subscribe(stateSubscription, [MARKET, 'ETH_USDT'], () => undefined);
    connection.subscribe(assetSubscription, [], () => undefined);
    connection.start();

    const hub = server.hub;
    const tick = async (steps: number) => {
      for (let i = 0; i < steps; i++) {
        hub.tick();
        await sleep(1);
      }
    };
    const serverBook = () => hub.market(MARKET).view(DEPTH);
    const inSync = () =>
      book.synced &&
      JSON.stringify([...book.asks]) === JSON.stringify(serverBook().asks) &&
      JSON.stringify([...book.bids]) === JSON.stringify(serverBook().bids);
    const resynced = () =>
      connection.status === SocketStatus.Open &&
      connection.authStatus === AuthStatus.Done &&
      ['asset.update', 'deals.update', 'depth.update', 'state.update'].every((e) => connection.liveChannels.includes(e)) &&
      book.synced;

    let explicitDrops = 0;
    let resyncs = 0;
    let comparisons = 0;
    let maxConnections = 0;
    const drops = () => explicitDrops + armedDrops;
    for (let round = 0; explicitDrops < MIN_DROPS && round < 200; round++) {
      // Reconnect: most at once through the browser's online event, some on the real reconnect timer.
      const onTimer = TIMER_ROUNDS.has(round);
      await waitFor(`resync ${round}`, () => {
        if (!onTimer && connection.status === SocketStatus.Initial) kit.goOnline();
        return dropOn === undefined && resynced();
      });
      resyncs++;
      // Stream a while, then compare with the server's book once the frames are in (ticks paused).
      await tick(random.int(1, 12));
      await waitFor(`book equal to the server's after resync ${resyncs}`, inSync);
      comparisons++;
      await waitFor('one connection on the server', () => server.connections() === 1);
      maxConnections = Math.max(maxConnections, server.connections());

      // The next fault, at a random moment: now, mid-stream; and for some, again when the reconnected client sends
      // its first frame, its server.auth, its book subscription or its first private subscription.
      const mode = random.pick(['mid-stream', 'mid-stream', 'first-frame', 'auth', 'subscribe', 'private'] as const);
      dropOn = {
        'mid-stream': undefined,
        'first-frame': '*',
        auth: 'server.auth',
        subscribe: depthSubscription.subscribe,
        private: assetSubscription.subscribe,
      }[mode];
      book.reset();
      void tick(random.int(0, 3));
      await sleep(random.int(0, 3));
      server.dropConnections();
      explicitDrops++;
    }
    await waitFor('the last resync', () => {
      if (connection.status === SocketStatus.Initial) kit.goOnline();
      return dropOn === undefined && resynced();
    });
    await tick(5);
    await waitFor('the final book equal to the server', inSync);

    const maxLive = hub.stats.maxLiveSubscriptions;
    const duplicateSubscribes = [...subscribesBySession.values()]
      .flatMap((counts) => [...counts.values()])
      .reduce((sum, n) => sum + (n - 1), 0);
    console.log(
      `socket fault test: ${drops()} drops (${armedDrops} on a client frame, ${TIMER_ROUNDS.size} reconnects on the timer), ${resyncs} resyncs (${book.snapshots} book snapshots, ${book.gaps} gaps), ${comparisons} book comparisons, ` +
        `max live subscriptions per stream ${JSON.stringify(maxLive)}, ${duplicateSubscribes} duplicate subscribes, ${Date.now() - started} ms`,
    );
    expect(drops()).toBeGreaterThanOrEqual(MIN_DROPS);
    for (const [event, live] of Object.entries(maxLive)) expect(live, event).toBeLessThanOrEqual(1);
    expect(duplicateSubscribes).toBe(book.gaps);
    expect(maxConnections).toBe(1);
    expect(kit.reactions.badFrame).not.toHaveBeenCalled();
    expect(kit.reactions.authorizationFailed).not.toHaveBeenCalled();
    expect(kit.reactions.listenerFailed).not.toHaveBeenCalled();
    expect(unhandled).toEqual([]);
    connection.stop();
  });
});
