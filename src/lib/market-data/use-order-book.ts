/**
 * React side of the market-data stores: useOrderBook wires an OrderBookStore to the generated depth
 * subscription; useStoreSnapshot reads any of the stores, drawing each publication in a transition.
 *
 * The hook subscribes to the raw book (price interval "0", depth 50) and groups locally, so a change of
 * precision is instant and keeps the sequence; a gap or a crossed book resubscribes the depth channel. Given a
 * `snapshot` source (the public order book call), it asks it for the whole book whenever the socket's is not live (the
 * book's first paint, a resync after a gap) and shows it until the socket's full reload replaces it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { depthSubscription, useDepthSubscription } from '../../../generated/socket/trade-socket.client';
import { useTransitionStore } from '../loading/transition-store';
import { tradeSocket } from '../socket/socket-client';
import type { FramePublisher, FrameScheduler } from './frame-publisher';
import {
  ORDER_BOOK_DEPTH,
  OrderBookStore,
  type DepthUpdateParams,
  type OrderBookSnapshot,
  type OrderBookSnapshotInput,
  type ResyncReason,
} from './order-book-store';

/** The price interval the hook asks the server for: none, the store groups. */
export const RAW_PRICE_INTERVAL = '0';

export interface UseOrderBookOptions {
  /** Frames for publication; requestAnimationFrame by default. */
  scheduler?: FrameScheduler;
  /** Replaces the default reaction to a gap or a crossed book (resubscribing the depth channel). */
  onResync?: (reason: ResyncReason) => void;
  /** Levels (groups) per side the view draws; the whole depth by default. */
  visibleDepth?: number;
  /** The whole book of a market from REST, asked for while the socket's book is not live; a failure is ignored. */
  snapshot?: (market: string, signal: AbortSignal) => Promise<OrderBookSnapshotInput>;
}

/** A store's current snapshot, re-rendering at most once per animation frame, each publication in a transition. */
export function useStoreSnapshot<T>(store: FramePublisher<T>): T {
  return useTransitionStore(store.subscribe, store.getSnapshot);
}

/**
 * The live order book of a market (e.g. "BTC_USDT") grouped by a precision step ("0.01", "1", "10"; null
 * for none). A null market pauses the subscription.
 */
export function useOrderBook(market: string | null, precision: string | null, options: UseOrderBookOptions = {}): OrderBookSnapshot {
  const onResync = useRef(options.onResync);
  onResync.current = options.onResync;
  // The store is made per market; the precision and visible depth it starts with are the current ones, later
  // ones are set.
  const initialPrecision = useRef(precision);
  initialPrecision.current = precision;
  const visibleDepth = options.visibleDepth;
  const initialVisibleDepth = useRef(visibleDepth);
  initialVisibleDepth.current = visibleDepth;
  const scheduler = options.scheduler;
  const store = useMemo(
    () =>
      new OrderBookStore({
        market: market ?? '',
        precision: initialPrecision.current,
        visibleDepth: initialVisibleDepth.current,
        scheduler,
        onResync: (reason) => {
          if (onResync.current) onResync.current(reason);
          else tradeSocket().resubscribe(depthSubscription.event);
        },
      }),
    [market, scheduler],
  );
  useEffect(() => store.setPrecision(precision), [store, precision]);
  useEffect(() => store.setVisibleDepth(visibleDepth), [store, visibleDepth]);
  const params: DepthSubscribeParams | null = market === null ? null : [market, ORDER_BOOK_DEPTH, RAW_PRICE_INTERVAL];
  useDepthSubscription(params, (update: DepthUpdateParams) => store.apply(update));
  const snapshot = useStoreSnapshot(store);
  const source = useRef(options.snapshot);
  source.current = options.snapshot;
  // Once per wait (empty, or resyncing after a gap): a snapshot shown, or the socket live, ends it.
  const waiting = market !== null && (snapshot.status === 'empty' || snapshot.status === 'resyncing');
  useEffect(() => {
    const fetchBook = source.current;
    if (!waiting || !fetchBook || market === null) return;
    const controller = new AbortController();
    fetchBook(market, controller.signal).then(
      (book) => {
        if (!controller.signal.aborted) store.applySnapshot(book);
      },
      // No snapshot (a timeout, a failure): the socket's full reload comes anyway.
      () => undefined,
    );
    return () => controller.abort();
  }, [waiting, market, store]);
  return snapshot;
}

type DepthSubscribeParams = NonNullable<Parameters<typeof useDepthSubscription>[0]>;
