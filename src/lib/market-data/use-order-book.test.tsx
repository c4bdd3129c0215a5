import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ManualFrameScheduler } from './frame-publisher';
import type { DepthUpdateParams } from './order-book-store';
import { useOrderBook } from './use-order-book';

const socket = vi.hoisted(() => ({
  subscriptions: [] as { params: unknown; onEvent: (event: DepthUpdateParams) => void }[],
  resubscribe: vi.fn(),
}));

vi.mock('../../../generated/socket/trade-socket.client', () => ({
  depthSubscription: { event: 'depth.update' },
  useDepthSubscription: (params: unknown, onEvent: (event: DepthUpdateParams) => void) => {
    socket.subscriptions.push({ params, onEvent });
  },
}));

vi.mock('../socket/socket-client', () => ({
  tradeSocket: () => ({ resubscribe: socket.resubscribe }),
}));

const M = 'BTC_USDT';

function send(update: DepthUpdateParams): void {
  const last = socket.subscriptions[socket.subscriptions.length - 1]!;
  last.onEvent(update);
}

describe('useOrderBook', () => {
  beforeEach(() => {
    socket.subscriptions.length = 0;
    socket.resubscribe.mockClear();
  });

  it('subscribes to the raw depth-50 book and publishes grouped levels once per frame', () => {
    const scheduler = new ManualFrameScheduler();
    const { result, rerender } = renderHook(({ precision }) => useOrderBook(M, precision, { scheduler }), {
      initialProps: { precision: '1' as string | null },
    });
    expect(socket.subscriptions[0]!.params).toEqual([M, 50, '0']);
    expect(result.current.status).toBe('empty');
    act(() => {
      send([
        true,
        {
          asks: [
            ['100.5', '1'],
            ['100.75', '2'],
          ],
          bids: [['99.5', '0.5']],
          update_id: 1,
        },
        M,
      ]);
      send([false, { asks: [['101.5', '3']], bids: [], update_id: 2, past_update_id: 1 }, M]);
    });
    expect(result.current.status).toBe('empty');
    act(() => void scheduler.runFrame());
    expect(result.current.asks).toEqual([
      { price: '101', amount: '3', total: '3' },
      { price: '102', amount: '3', total: '6' },
    ]);
    expect(result.current.bids).toEqual([{ price: '99', amount: '0.5', total: '0.5' }]);
    // A new precision regroups at once, without a new subscription.
    const subscriptions = socket.subscriptions.length;
    rerender({ precision: null });
    expect(result.current.precision).toBeNull();
    expect(result.current.asks.map((l) => l.price)).toEqual(['100.5', '100.75', '101.5']);
    expect(socket.subscriptions.slice(subscriptions).every((s) => JSON.stringify(s.params) === JSON.stringify([M, 50, '0']))).toBe(true);
  });

  it('resubscribes the depth channel on a sequence gap', () => {
    const scheduler = new ManualFrameScheduler();
    const { result } = renderHook(() => useOrderBook(M, null, { scheduler }));
    act(() => {
      send([true, { asks: [['101', '1']], bids: [['99', '1']], update_id: 10 }, M]);
      send([false, { asks: [['102', '1']], bids: [], update_id: 13, past_update_id: 12 }, M]);
      scheduler.runFrame();
    });
    expect(socket.resubscribe).toHaveBeenCalledExactlyOnceWith('depth.update');
    expect(result.current.status).toBe('resyncing');
  });

  it('pauses without a market and takes a custom resync reaction', () => {
    const onResync = vi.fn();
    const { result, rerender } = renderHook(({ market }) => useOrderBook(market, null, { onResync }), {
      initialProps: { market: null as string | null },
    });
    expect(socket.subscriptions[0]!.params).toBeNull();
    rerender({ market: M });
    act(() => {
      send([true, { asks: [['101', '1']], bids: [['101', '1']], update_id: 1 }, M]);
    });
    expect(onResync).toHaveBeenCalledWith('crossed');
    expect(socket.resubscribe).not.toHaveBeenCalled();
    expect(result.current.market).toBe(M);
  });

  it("shows the REST snapshot until the socket's full reload, ignores a late one, and asks again after a gap", async () => {
    const scheduler = new ManualFrameScheduler();
    const answers: ((book: { asks: [string, string][]; bids: [string, string][]; timestamp: number }) => void)[] = [];
    const snapshot = vi.fn((_market: string, _signal: AbortSignal) => new Promise<never>((resolve) => answers.push(resolve as never)));
    const { result } = renderHook(() => useOrderBook(M, null, { scheduler, snapshot }));
    expect(snapshot).toHaveBeenCalledTimes(1);
    expect(snapshot.mock.calls[0]![0]).toBe(M);
    await act(async () => {
      answers[0]!({ asks: [['100', '2']], bids: [['99', '1']], timestamp: 1795082400 });
      await Promise.resolve();
      scheduler.runFrame();
    });
    expect(result.current.status).toBe('snapshot');
    expect(result.current.asks).toEqual([{ price: '100', amount: '2', total: '2' }]);
    // Deltas cannot be sequenced against it: ignored until the full reload, which replaces it.
    act(() => {
      send([false, { asks: [['100', '5']], bids: [], update_id: 2, past_update_id: 1 }, M]);
      scheduler.runFrame();
    });
    expect(result.current.asks[0]!.amount).toBe('2');
    act(() => {
      send([true, { asks: [['101', '1']], bids: [['99', '3']], update_id: 10 }, M]);
      scheduler.runFrame();
    });
    expect(result.current.status).toBe('live');
    expect(snapshot).toHaveBeenCalledTimes(1);
    // A gap: the book resyncs and the snapshot is asked for again; its answer stands in until the next reload.
    act(() => {
      send([false, { asks: [['102', '1']], bids: [], update_id: 13, past_update_id: 12 }, M]);
      scheduler.runFrame();
    });
    expect(result.current.status).toBe('resyncing');
    expect(snapshot).toHaveBeenCalledTimes(2);
    act(() => {
      send([true, { asks: [['103', '1']], bids: [['98', '1']], update_id: 20 }, M]);
      scheduler.runFrame();
    });
    // The second answer comes after the socket is live again: it is ignored.
    await act(async () => {
      answers[1]!({ asks: [['500', '1']], bids: [['1', '1']], timestamp: 1795082460 });
      await Promise.resolve();
      scheduler.runFrame();
    });
    expect(result.current.status).toBe('live');
    expect(result.current.asks[0]!.price).toBe('103');
  });
});
