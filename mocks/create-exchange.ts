/** One mock exchange and the socket hub it shares with the socket mock, as the demo and the tests use them. */
import { MockSocketHub } from './socket/hub';
import { MockExchange } from './exchange/mock-exchange';
import type { KeyValueStore } from './exchange/storage';

export function createMockExchange(store: KeyValueStore, options: { seed?: number; now?: () => number } = {}): MockExchange {
  // The hub calls the exchange before each step; the exchange needs the hub: one is made after the other.
  const ref: { exchange?: MockExchange } = {};
  const hub = new MockSocketHub({
    seed: options.seed,
    now: options.now,
    // The exchange decides what happens to the demo user's orders: no random fills.
    demoActivityMs: false,
    beforeStep: (now) => ref.exchange?.match(now),
  });
  ref.exchange = new MockExchange(hub, store, options.now);
  return ref.exchange;
}
