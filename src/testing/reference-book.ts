/**
 * An order book as a client keeps it, for tests of the socket mock and the kernel: a snapshot replaces the
 * levels, a delta sets them ("0" removes), the best `depth` levels per side are kept, and a delta that does not
 * follow the held update id is a gap (not applied). Prices compare as numbers: test books are small.
 */
import type { DepthUpdateFrame } from '../../generated/socket/trade-socket.zod';

export class ReferenceBook {
  asks = new Map<string, string>();
  bids = new Map<string, string>();
  updateId: number | undefined;

  /** Applies a frame; returns what is wrong with the book after it (a gap, a crossed book) or undefined. */
  apply([full, data]: DepthUpdateFrame['params'], depth: number): string | undefined {
    if (full) {
      this.asks = new Map(data.asks);
      this.bids = new Map(data.bids);
    } else {
      if (data.past_update_id !== this.updateId) return `gap: past ${data.past_update_id}, held ${this.updateId}`;
      for (const [p, a] of data.asks)
        if (a === '0') this.asks.delete(p);
        else this.asks.set(p, a);
      for (const [p, a] of data.bids)
        if (a === '0') this.bids.delete(p);
        else this.bids.set(p, a);
    }
    this.updateId = data.update_id;
    this.asks = new Map([...this.asks].sort((x, y) => Number(x[0]) - Number(y[0])).slice(0, depth));
    this.bids = new Map([...this.bids].sort((x, y) => Number(y[0]) - Number(x[0])).slice(0, depth));
    const bestAsk = Math.min(...[...this.asks.keys()].map(Number));
    const bestBid = Math.max(...[...this.bids.keys()].map(Number));
    return bestBid < bestAsk ? undefined : `crossed: ${bestBid} >= ${bestAsk}`;
  }
}
