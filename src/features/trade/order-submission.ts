/**
 * Orders under uncertain failure (issue 17). Every order carries a client order id; a failure whose outcome the
 * client cannot know (a 5xx, a connection that failed or timed out, a 200 whose body cannot be read or breaks the
 * contract) is *uncertain*: the server may have placed the order. The form then looks the id up in the trader's
 * open orders, conditional orders and order history before it says what happened: placed (with the order), not
 * placed (safe to send again), or unknown. A 4xx with a body is the server's definite no, except the trade API v4's
 * duplicate-id refusal (error 30 on `clientOrderId`): an open order already carries the id, so it is looked up too.
 *
 * No React and no network of its own: the lists are read through the function the caller gives (the generated
 * socket queries, use-open-orders.ts), so the rules are tested as plain functions.
 */
import type { Order as SocketOrder, OrderPage } from '../../../generated/socket/trade-socket.zod';
import { ApiError, HTMLResponseError, QueueError, RedirectedResponseError, UnsafeRequestPathError } from '../../lib/http/errors';

/** The order's field of the client order id (the request body's and the 422's). */
export const CLIENT_ORDER_ID = 'clientOrderId';

/**
 * A new client order id: "web-", the time and 12 random characters, within the trade API v4's alphabet (letters,
 * digits, dashes, dots, underscores) and length (64). A batch adds "-1", "-2", ... per order.
 */
export function newClientOrderId(randomValues: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const random = Array.from(randomValues(new Uint8Array(12)), (byte) => (byte % 36).toString(36)).join('');
  return `web-${Date.now().toString(36)}-${random}`;
}

/** The server refused the id because an open order of the market already carries it (trade API v4: error 30 on the field). */
export function isDuplicateClientOrderId(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.errors?.[CLIENT_ORDER_ID] !== undefined;
}

/**
 * Whether the server may have done what a failed order call asked: `uncertain` (look it up) or `rejected` (it did not;
 * the existing field-error and toast handling applies).
 */
export function failureKind(error: unknown): 'uncertain' | 'rejected' {
  if (error instanceof ApiError || error instanceof HTMLResponseError) {
    if (error.status >= 500 || error.status === 408) return 'uncertain';
    return isDuplicateClientOrderId(error) ? 'uncertain' : 'rejected';
  }
  // Refused before anything went out (a full or timed-out queue, an unsafe path), or the page is going elsewhere.
  if (error instanceof QueueError || error instanceof UnsafeRequestPathError || error instanceof RedirectedResponseError) return 'rejected';
  // A connection that failed or timed out, a 200 whose body is not JSON or breaks the contract.
  return 'uncertain';
}

/** The lists an order can be in once placed: still open, waiting for its trigger, or finished. */
export type OrderList = 'open' | 'conditional' | 'history';
export const ORDER_LISTS: readonly OrderList[] = ['open', 'conditional', 'history'];

/** Reads one page of a list (offset in orders). */
export type ReadOrderPage = (list: OrderList, offset: number) => Promise<OrderPage>;

export interface LookUp {
  /** The orders found, by client order id. */
  found: Map<string, SocketOrder>;
  /** Every list was read to its end (or every id was found): an id not found is in none of them. */
  complete: boolean;
}

/** Looks the ids up in every list, page by page (at most `maxPages` a list). A failed read rejects. */
export async function lookUpOrders(ids: readonly string[], read: ReadOrderPage, maxPages = 3): Promise<LookUp> {
  const wanted = new Set(ids);
  const found = new Map<string, SocketOrder>();
  let complete = true;
  for (const list of ORDER_LISTS) {
    let offset = 0;
    for (let pageNo = 0; ; pageNo++) {
      if (found.size === wanted.size) return { found, complete: true };
      if (pageNo === maxPages) {
        complete = false;
        break;
      }
      const page = await read(list, offset);
      for (const order of page.records)
        if (order.client_order_id && wanted.has(order.client_order_id) && !found.has(order.client_order_id))
          found.set(order.client_order_id, order);
      offset += page.records.length;
      if (page.records.length === 0 || offset >= page.total) break;
    }
  }
  return { found, complete: complete || found.size === wanted.size };
}

/** What the look-up concluded about one id. */
export type Reconciled = { status: 'placed'; order: SocketOrder } | { status: 'notPlaced' } | { status: 'unknown' };

export interface ReconcileOptions {
  /** The pauses before each look-up (the server may still be working on the order). */
  delaysMs?: readonly number[];
  /** How long one look-up may take before it counts as failed. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
}

export const RECONCILE_DELAYS_MS = [0, 600, 1500] as const;
const LOOKUP_TIMEOUT_MS = 10_000;
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The order look-up took more than ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Looks the ids up a few times. An id found is placed; an id that the last look-up read every list without finding
 * is not placed; anything else (the lists could not be read, or not to their end) is unknown.
 */
export async function reconcile(
  ids: readonly string[],
  read: ReadOrderPage,
  { delaysMs = RECONCILE_DELAYS_MS, timeoutMs = LOOKUP_TIMEOUT_MS, sleep = wait }: ReconcileOptions = {},
): Promise<Map<string, Reconciled>> {
  const found = new Map<string, SocketOrder>();
  let lastComplete = false;
  for (const delay of delaysMs) {
    if (delay > 0) await sleep(delay);
    const missing = ids.filter((id) => !found.has(id));
    try {
      const lookUp = await withTimeout(lookUpOrders(missing, read), timeoutMs);
      for (const [id, order] of lookUp.found) found.set(id, order);
      lastComplete = lookUp.complete;
    } catch {
      lastComplete = false;
    }
    if (found.size === ids.length) break;
  }
  return new Map(
    ids.map((id): [string, Reconciled] => {
      const order = found.get(id);
      if (order) return [id, { status: 'placed', order }];
      return [id, lastComplete ? { status: 'notPlaced' } : { status: 'unknown' }];
    }),
  );
}
