/**
 * The socket mock speaks the contract: over a long generated stream (a virtual clock, thousands of frames, several
 * markets, every request, every stream and pushed event) every frame it sends passes the generated validators, the
 * depth sequence holds (past_update_id is the previous update_id, a book replayed from the frames equals the mock's
 * own book, never crossed), and the protocol errors are the contract's.
 */
import { describe, expect, it } from 'vitest';
import { tradeSocketMethods } from '../../generated/socket/trade-socket.protocol';
import type { DepthUpdateFrame } from '../../generated/socket/trade-socket.zod';
import { ReferenceBook } from '../../src/testing/reference-book';
import { checkServerFrame } from './frame-check';
import { MOCK_EVENT_NAMES, MockSocketHub, type MockSocketSession } from './hub';

const START = 1_732_190_400_000;

interface Client {
  session: MockSocketSession;
  frames: string[];
  sent: Map<number, string>;
  nextId: number;
  request(method: string, params: unknown): number;
}

function harness(options: ConstructorParameters<typeof MockSocketHub>[0] = {}) {
  let now = START;
  const hub = new MockSocketHub({ seed: 7, now: () => now, demoActivityMs: 400, ...options });
  const clients: Client[] = [];
  const connect = (): Client => {
    const frames: string[] = [];
    const client: Client = {
      session: hub.connect({ send: (text) => frames.push(text), close: () => client.session.close() }),
      frames,
      sent: new Map(),
      nextId: 1,
      request(method, params) {
        const id = this.nextId++;
        this.sent.set(id, method);
        this.session.receive(JSON.stringify({ id, method, params }));
        return id;
      },
    };
    clients.push(client);
    return client;
  };
  const advance = (ms: number) => {
    now += ms;
    hub.tick();
  };
  return { hub, connect, advance, clients, now: () => now };
}

describe('socket mock engine', () => {
  it('sends only frames that pass the generated validators over a long stream of every channel', () => {
    const started = Date.now();
    const { hub, connect, advance, clients } = harness();
    const guest = connect();
    const alice = connect();
    const bob = connect();
    alice.request('server.auth', ['demo-token-alice', 'web']);
    bob.request('server.auth', ['demo-token-bob-000', 'web']);
    guest.request('depth.subscribe', ['BTC_USDT', 50, '0']);
    guest.request('deals.subscribe', ['BTC_USDT', 'ETH_BTC']);
    guest.request('state.subscribe', ['BTC_USDT', 'ETH_USDT', 'ETH_BTC', 'SOL_USDT']);
    alice.request('depth.subscribe', ['ETH_BTC', 100, '0.0001']);
    bob.request('depth.subscribe', ['BTC_PERP', 20, '1']);
    for (const c of [alice, bob]) {
      c.request('asset.subscribe', []);
      c.request('order.subscribe', ['BTC_USDT', 'ETH_USDT']);
      c.request('user_deals.subscribe', [['BTC_USDT', 'ETH_USDT']]);
      c.request('margin_positions.subscribe', []);
      c.request('borrow_positions.subscribe', []);
      c.request('margin_asset.subscribe', ['BTC', 'USDT']);
      c.request('state.subscribe', ['BTC_PERP']);
      c.request('deals.subscribe', ['SOL_USDT']);
    }
    const queries = (c: Client) => {
      c.request('server.ping', []);
      c.request('asset.query', ['BTC', 'USDT']);
      c.request('asset.query', []);
      c.request('spot_order.query', ['BTC_USDT', 0, 100]);
      c.request('margin_order.query', ['BTC_PERP', 0]);
      c.request('conditional_order.query', ['ETH_USDT', 0, 10]);
      c.request('order.query', ['BTC_USDT', 5, 10]);
      c.request('kline_last_deal.query', ['BTC_USDT', 900]);
      c.request('kline_last_deal.query', ['ETH_BTC', 1]);
    };
    const books = new Map<Client, ReferenceBook>(clients.map((c) => [c, new ReferenceBook()]));
    const depthOf = new Map<Client, number>([
      [guest, 50],
      [alice, 100],
      [bob, 20],
    ]);
    const failures: string[] = [];
    const seen = new Map<string, number>();
    const read = new Map<Client, number>(clients.map((c) => [c, 0]));
    const drain = () => {
      for (const c of clients) {
        for (let i = read.get(c)!; i < c.frames.length; i++) {
          const check = checkServerFrame(c.frames[i]!, (id) => c.sent.get(id));
          if (!check.ok) {
            failures.push(check.reason);
            continue;
          }
          const key = check.kind === 'error' ? `error ${check.name}` : check.name;
          seen.set(key, (seen.get(key) ?? 0) + 1);
          if (check.name === 'depth.update' && check.kind === 'event') {
            const problem = books.get(c)!.apply(check.frame.params as DepthUpdateFrame['params'], depthOf.get(c)!);
            if (problem) failures.push(problem);
          }
        }
        read.set(c, c.frames.length);
      }
    };
    for (let step = 0; step < 4000 && failures.length < 20; step++) {
      advance(100);
      if (step % 500 === 0) for (const c of [guest, alice, bob]) queries(c);
      if (step === 1500) {
        drain();
        books.set(guest, new ReferenceBook());
        guest.request('depth.subscribe', ['ETH_USDT', 50, '0.1']); // replaces the BTC_USDT book
      }
      drain();
    }
    // The mock's own book equals the one replayed from its frames.
    const view = hub.market('ETH_USDT').view(50, hub.market('ETH_USDT').stepOf('0.1'));
    expect([...books.get(guest)!.asks]).toEqual(view.asks);
    expect([...books.get(guest)!.bids]).toEqual(view.bids);

    const total = [...seen.values()].reduce((a, b) => a + b, 0);
    console.log(`socket mock stream: ${total} frames checked in ${Date.now() - started} ms`, Object.fromEntries([...seen].sort()));
    expect(failures).toEqual([]);
    expect(total).toBeGreaterThan(5000);
    for (const name of MOCK_EVENT_NAMES) expect(seen.get(name) ?? 0, name).toBeGreaterThan(0);
    for (const method of Object.keys(tradeSocketMethods).filter((m) => !m.endsWith('.unsubscribe'))) {
      expect(seen.get(method) ?? 0, method).toBeGreaterThan(0);
    }
  });

  it('answers unsubscribes, protocol errors and a rate limit with the contract error codes', () => {
    const { hub, connect, advance } = harness({ rateLimit: { requests: 20, perMs: 1000 } });
    const c = connect();
    const errorOf = (id: number) => {
      const frame = c.frames.map((f) => JSON.parse(f) as { id: unknown; error: { code: number } | null }).find((f) => f.id === id);
      return frame?.error?.code ?? 0;
    };
    expect(errorOf(c.request('asset.query', []))).toBe(6); // before server.auth
    expect(errorOf(c.request('nope.query', []))).toBe(4);
    expect(errorOf(c.request('depth.subscribe', ['btc-usdt', 50, '0']))).toBe(1);
    expect(errorOf(c.request('server.auth', ['invalid-token', 'web']))).toBe(1);
    expect(errorOf(c.request('server.auth', ['a-good-token', 'web']))).toBe(0);
    hub.failNext('asset.query', 7);
    expect(errorOf(c.request('asset.query', []))).toBe(7);
    expect(errorOf(c.request('asset.query', []))).toBe(0);
    c.request('depth.subscribe', ['BTC_USDT', 50, '0']);
    expect(hub.liveSubscriptions('depth.update')).toBe(1);
    c.request('depth.unsubscribe', []);
    expect(hub.liveSubscriptions('depth.update')).toBe(0);
    advance(2000);
    let last = 0;
    for (let i = 0; i < 25; i++) last = c.request('server.ping', []);
    expect(errorOf(last)).toBe(7);
    for (const f of c.frames) expect(checkServerFrame(f, (id) => c.sent.get(id)).ok, f).toBe(true);
    // Invalid JSON closes the connection, as the published server does.
    c.session.receive('{not json');
    expect(c.session.closed).toBe(true);
    expect(hub.sessions).toHaveLength(0);
  });

  it('publishes what a mock exchange pushes only to the right subscribers', () => {
    const { hub, connect } = harness({ demoActivityMs: false });
    const a = connect();
    const b = connect();
    a.request('server.auth', ['token-for-a', 'web']);
    a.request('asset.subscribe', ['BTC']);
    a.request('order.subscribe', ['ETH_USDT']);
    b.request('asset.subscribe', ['BTC']); // a guest: refused (6), so nothing reaches b
    const before = [a.frames.length, b.frames.length];
    hub.publishSpotBalances({ BTC: { available: '1', freeze: '0' }, USDT: { available: '5', freeze: '0' } });
    hub.publishAccountEvent({
      event: 'balanceUpdate',
      data: { ticker: 'BTC', type: 'spot', amount: '0.5', balance: '1', withBorrow: '1' },
    });
    const order = hub.account('demo').spotOrders('BTC_USDT', 0, 1).records[0]!;
    hub.publishOrder(2, order); // BTC_USDT: a subscribed to ETH_USDT only
    const fresh = a.frames.slice(before[0]).map((f) => JSON.parse(f) as Record<string, unknown>);
    expect(fresh).toEqual([
      { id: null, method: 'asset.update', params: [{ BTC: { available: '1', freeze: '0' } }] },
      { event: 'balanceUpdate', data: { ticker: 'BTC', type: 'spot', amount: '0.5', balance: '1', withBorrow: '1' } },
    ]);
    expect(b.frames.length).toBe(before[1]);
    expect(() => hub.publishWebEvent({ event: 'kycRestrictionEvent', data: { paymentKycStatus: 'NOT VALID' } })).toThrow();
  });
});
