/**
 * The rules of orders under uncertain failure (issue 17): which failures may have placed the order, the look-up of
 * client order ids over every list and page, and what a few look-ups conclude (placed, not placed, unknown).
 */
import { describe, expect, it } from 'vitest';
import type { Order, OrderPage } from '../../../generated/socket/trade-socket.zod';
import {
  ApiError,
  ContractViolationError,
  HTMLResponseError,
  QueueError,
  QUEUE_FULL_MESSAGE,
  RequestTimeoutError,
  WrongContentTypeError,
} from '../../lib/http/errors';
import { failureKind, lookUpOrders, newClientOrderId, reconcile, type OrderList } from './order-submission';

const order = (id: number, clientOrderId: string): Order => ({
  id,
  market: 'BTC_USDT',
  type: 1,
  side: 2,
  ctime: 1_700_000_000,
  mtime: 1_700_000_000,
  price: '49900',
  amount: '0.01',
  left: '0.01',
  deal_stock: '0',
  deal_money: '0',
  deal_fee: '0',
  client_order_id: clientOrderId,
});

/** Lists served in pages of `size`. */
function lists(content: Partial<Record<OrderList, Order[]>>, size = 100) {
  const reads: string[] = [];
  const read = async (list: OrderList, offset: number): Promise<OrderPage> => {
    reads.push(`${list}@${offset}`);
    const all = content[list] ?? [];
    return { limit: size, offset, total: all.length, records: all.slice(offset, offset + size) };
  };
  return { read, reads };
}

const instant = { sleep: async () => undefined };

describe('client order ids', () => {
  it('are new each time, within the trade API v4 alphabet and length', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newClientOrderId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._-]{1,60}$/);
  });
});

describe('failureKind', () => {
  const url = 'http://exchange.test/v2/trade/spot/limit';
  it.each([
    ['a 502', new ApiError(502, { message: 'Bad gateway' }, url)],
    ['a 503 without a content type', new WrongContentTypeError(503, url)],
    ['a 504 HTML page', new HTMLResponseError(504, '<h1>Gateway timeout</h1>', url)],
    ['a connection that failed', new TypeError('Failed to fetch')],
    ['a timeout', new RequestTimeoutError(60_000, url)],
    ['a 200 that breaks the contract', new ContractViolationError(undefined, [{ path: [], message: 'The body is not valid JSON' }], url)],
    ['the duplicate-id refusal', new ApiError(422, { code: 30, errors: { clientOrderId: ['Already used by an open order.'] } }, url)],
  ])('%s is uncertain', (_, error) => expect(failureKind(error)).toBe('uncertain'));

  it.each([
    ['a 422 with field errors', new ApiError(422, { code: 30, errors: { amount: ['Too small.'] } }, url)],
    ['a coded 422', new ApiError(422, { code: 37, message: 'Not enough balance.' }, url)],
    ['a 401', new ApiError(401, { message: 'Unauthenticated.' }, url)],
    ['a full queue (nothing sent)', new QueueError(QUEUE_FULL_MESSAGE)],
  ])('%s is a definite rejection', (_, error) => expect(failureKind(error)).toBe('rejected'));
});

describe('lookUpOrders', () => {
  it('finds ids in the open orders, the conditional orders and the history, page by page', async () => {
    const history = Array.from({ length: 150 }, (_, i) => order(1000 + i, i === 140 ? 'web-b' : ''));
    const { read, reads } = lists({ open: [order(1, 'web-a')], history }, 100);
    const found = await lookUpOrders(['web-a', 'web-b'], read);
    expect([...found.found.keys()].sort()).toEqual(['web-a', 'web-b']);
    expect(found.found.get('web-b')?.id).toBe(1140);
    expect(found.complete).toBe(true);
    expect(reads).toEqual(['open@0', 'conditional@0', 'history@0', 'history@100']);
  });

  it('is not complete when a list is longer than it reads', async () => {
    const history = Array.from({ length: 50 }, (_, i) => order(1000 + i, ''));
    const { read } = lists({ history }, 10);
    expect((await lookUpOrders(['web-x'], read, 3)).complete).toBe(false);
    expect((await lookUpOrders(['web-x'], read, 5)).complete).toBe(true);
  });
});

describe('reconcile', () => {
  it('says placed for an id found, not placed for one no list holds', async () => {
    const { read } = lists({ history: [order(7, 'web-a')] });
    const result = await reconcile(['web-a', 'web-b'], read, instant);
    expect(result.get('web-a')).toMatchObject({ status: 'placed', order: { id: 7 } });
    expect(result.get('web-b')).toEqual({ status: 'notPlaced' });
  });

  it('looks again while the server may still be working, and finds an order that appears late', async () => {
    let reads = 0;
    const read = async (list: OrderList, offset: number): Promise<OrderPage> => {
      if (list === 'open') reads++;
      const records = list === 'open' && reads >= 2 ? [order(9, 'web-late')] : [];
      return { limit: 100, offset, total: records.length, records };
    };
    const result = await reconcile(['web-late'], read, instant);
    expect(result.get('web-late')).toMatchObject({ status: 'placed', order: { id: 9 } });
    expect(reads).toBe(2);
  });

  it('says unknown when the lists cannot be read, or a look-up does not answer in time', async () => {
    const failing = async (): Promise<OrderPage> => Promise.reject(new Error('socket closed'));
    expect((await reconcile(['web-a'], failing, instant)).get('web-a')).toEqual({ status: 'unknown' });
    const hanging = (): Promise<OrderPage> => new Promise(() => undefined);
    expect((await reconcile(['web-a'], hanging, { ...instant, delaysMs: [0], timeoutMs: 20 })).get('web-a')).toEqual({ status: 'unknown' });
  });
});
