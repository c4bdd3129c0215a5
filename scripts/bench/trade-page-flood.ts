/**
 * A flood of depth.update deltas on a page's live depth subscription, pushed from the mock hub's session (the
 * server side of the page's real WebSocket), so each one goes through the browser's WebSocket, the socket kernel's
 * parse and validation, the order-book store and React.
 *
 * The deltas continue the subscription's own sequence (past_update_id = the last update_id the page saw), and
 * the hub's record of what the page holds is kept up to date, so the simulation's own deltas (every 100 ms)
 * interleave without a gap. A delta changes 1-4 levels of one side: mostly amounts, sometimes a level leaves
 * and another appears at a free price inside the side's range, so the book never crosses and keeps its depth.
 */
import { tradeSocketEvents } from '../../generated/socket/trade-socket.protocol';
import type { MockSocketSession } from '../../mocks/socket/hub';
import { engineTime, fixed, toUnits, trimmed } from '../../mocks/socket/units';

/** The hub's record of a depth subscription (mocks/socket/hub.ts keeps it per session). */
interface HeldDepth {
  kind: 'depth';
  market: string;
  limit: number;
  asks: Map<string, string>;
  bids: Map<string, string>;
  lastUpdateId: number;
  lastSentAt: number;
}

export interface FloodOptions {
  /** Deltas per second. */
  rate: number;
  durationMs: number;
  /** Decimals of the market's prices and amounts (BTC_USDT: 2 and 6). */
  priceDecimals: number;
  amountDecimals: number;
  random: () => number;
  /** The update_id of the first delta (default: far above the subscription's own, so the deltas are easy to tell). */
  firstUpdateId?: number;
}

export interface FloodResult {
  sent: number;
  /** Levels changed over all deltas. */
  levels: number;
  firstUpdateId: number;
  lastUpdateId: number;
  elapsedMs: number;
  /** The book the page must hold at the end: best first, [price, amount]. */
  held: () => { asks: [string, string][]; bids: [string, string][] };
}

export function heldDepth(session: MockSocketSession, market: string): HeldDepth | undefined {
  const sub = session.subscriptions.get('depth.update') as unknown as HeldDepth | undefined;
  return sub && sub.kind === 'depth' && sub.market === market ? sub : undefined;
}

const byPrice = (direction: 1 | -1) => (a: [string, string], b: [string, string]) => direction * (Number(a[0]) - Number(b[0]));

/** Sends deltas at `rate` per second for `durationMs`, catching up on timer lateness; resolves when done. */
export function flood(session: MockSocketSession, sub: HeldDepth, options: FloodOptions): Promise<FloodResult> {
  const { rate, durationMs, priceDecimals, amountDecimals, random } = options;
  const validator = tradeSocketEvents['depth.update'];
  let sent = 0;
  let levels = 0;
  let nextId = options.firstUpdateId ?? sub.lastUpdateId + 1_000_000;
  const firstUpdateId = nextId;
  const int = (n: number) => Math.floor(random() * n);

  const amount = () => trimmed(BigInt(1 + int(2_000_000)), amountDecimals);

  function delta(): { bid: boolean; changes: [string, string][] } {
    const bid = random() < 0.5;
    const side = bid ? sub.bids : sub.asks;
    const prices = [...side.keys()];
    const changes: [string, string][] = [];
    const count = 1 + int(4);
    for (let i = 0; i < count && prices.length > 2; i++) {
      // Changes cluster near the top of the book, as on a real market.
      const index = Math.min(prices.length - 1, Math.floor(prices.length * random() ** 2));
      const price = prices[index]!;
      if (random() < 0.8 || index === 0) {
        const next = amount();
        side.set(price, next);
        changes.push([price, next]);
        continue;
      }
      // A level leaves; another appears at a free price between the best and the worst of this side.
      side.delete(price);
      changes.push([price, '0']);
      prices.splice(index, 1);
      const units = prices.map((p) => toUnits(p, priceDecimals));
      const lo = units.reduce((a, b) => (a < b ? a : b));
      const hi = units.reduce((a, b) => (a > b ? a : b));
      const span = Number(hi - lo);
      for (let tries = 0; tries < 8 && span > 1; tries++) {
        const candidate = fixed(lo + BigInt(1 + int(span - 1)), priceDecimals);
        if (side.has(candidate) || candidate === price) continue;
        const next = amount();
        side.set(candidate, next);
        changes.push([candidate, next]);
        prices.push(candidate);
        break;
      }
    }
    return { bid, changes };
  }

  function sendOne(now: number): boolean {
    const { bid, changes } = delta();
    if (changes.length === 0) return false;
    const id = nextId++;
    const frame = {
      id: null,
      method: 'depth.update' as const,
      params: [
        false,
        {
          timestamp: engineTime(now),
          update_id: id,
          past_update_id: sub.lastUpdateId,
          asks: bid ? [] : changes,
          bids: bid ? changes : [],
          event_time: engineTime(now),
        },
        sub.market,
      ] as const,
    };
    if (sent < 3) validator.parse(frame); // the flood speaks the contract (checked on the first frames)
    sub.lastUpdateId = id;
    sub.lastSentAt = now;
    levels += changes.length;
    sent++;
    session.send(frame);
    return true;
  }

  return new Promise((resolve) => {
    const started = Date.now();
    const timer = setInterval(() => {
      const now = Date.now();
      const elapsed = Math.min(now - started, durationMs);
      const due = Math.floor((elapsed * rate) / 1000);
      while (sent < due && !session.closed && sendOne(now));
      if (elapsed >= durationMs || session.closed) {
        clearInterval(timer);
        resolve({
          sent,
          levels,
          firstUpdateId,
          lastUpdateId: nextId - 1,
          elapsedMs: Date.now() - started,
          held: () => ({
            asks: [...sub.asks].sort(byPrice(1)).slice(0, sub.limit),
            bids: [...sub.bids].sort(byPrice(-1)).slice(0, sub.limit),
          }),
        });
      }
    }, 4);
  });
}
