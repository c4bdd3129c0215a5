/**
 * Orders under uncertain failure (issue 17): every order carries a client order id; three clicks (or Enter presses)
 * in one task send one order; after a 5xx, a failed connection or a 200 whose body cannot be read, the form looks the
 * order up by its id in the open orders and the history (the socket's queries) and says whether it was placed, not
 * placed or unknown (with a link to the open orders), keeping what was typed; a resend re-uses the id; a 4xx with a
 * body stays the definite rejection it was; a multi-limit batch says what became of each order.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getListBalancesMockHandler } from '../../../generated/api/balances/balances.msw';
import type { Order } from '../../../generated/socket/trade-socket.zod';
import { mockServer } from '../../../mocks/node';
import { requestQueue } from '../../lib/http/http-client';
import { session } from '../../lib/session/session-store';
import { configureSocket } from '../../lib/socket/configure-socket';
import { currentTradeSocket } from '../../lib/socket/socket-client';
import { BTC_USDT } from '../../testing/markets';
import { currentRouter, renderScreen } from '../../testing/render';
import { createKit, type FakeSocket, type SentFrame } from '../../testing/socket-test-kit';
import { OrderForm } from './order-form';
import { loadOrderLogic } from './use-order-logic';

const MARKET = BTC_USDT;
const LIMIT = '*/v2/trade/spot/limit';

beforeAll(() => session.markLoggedIn({ permissions: {} }));
afterAll(() => session.clear());
beforeEach(() => {
  history.replaceState(null, '', '/trade/BTC-USDT');
  mockServer.use(
    getListBalancesMockHandler({
      data: [
        { ticker: 'USDT', total: '10000', main: '0', spot: '10000', margin: '0', staking: '0', spotAvailable: '10000', spotInOrders: '0' },
      ],
    }),
  );
});
afterEach(() => currentTradeSocket()?.stop());

type Body = { clientOrderId?: string; price?: string; amount: string };

/** The order POSTs, their bodies in order, each answered by the next of `answers` (the last one repeats). */
function orderCalls(answers: ((body: Body) => Response | Promise<Response>)[]) {
  const bodies: Body[] = [];
  mockServer.use(
    http.post(LIMIT, async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return answers[Math.min(bodies.length - 1, answers.length - 1)]!(body);
    }),
  );
  return bodies;
}

const restOrder = (body: Body, id = 4242) =>
  HttpResponse.json({
    data: {
      id,
      clientOrderId: body.clientOrderId,
      market: 'BTC-USDT',
      type: 1,
      side: 2,
      amount: body.amount,
      price: body.price ?? '0',
      left: body.amount,
      dealStock: '0',
      dealMoney: '0',
      dealFee: '0',
      timestamp: 1_700_000_000_000,
    },
  });

const socketOrder = (body: Body, id: number, status: 'OPEN' | 'FILLED' = 'OPEN'): Order => ({
  id,
  market: 'BTC_USDT',
  type: 1,
  side: 2,
  ctime: 1_700_000_000,
  mtime: 1_700_000_000,
  price: body.price ?? '0',
  amount: body.amount,
  left: status === 'OPEN' ? body.amount : '0',
  deal_stock: status === 'OPEN' ? '0' : body.amount,
  deal_money: '0',
  deal_fee: '0',
  client_order_id: body.clientOrderId ?? '',
  status,
});

type Lists = Partial<Record<'spot_order.query' | 'conditional_order.query' | 'order.query', Order[]>>;

/**
 * The trade socket, answering the order queries with `answer()` at the time they come (`'fail'` answers an error):
 * `gate` holds the answers back until released.
 */
function orderSocket(answer: () => Lists | 'fail') {
  const kit = createKit();
  const queries: SentFrame[] = [];
  let release: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const make = kit.env.createSocket;
  kit.env.createSocket = (url) => {
    const socket = make(url) as FakeSocket;
    const send = socket.send.bind(socket);
    socket.send = (data: string) => {
      send(data);
      const frame = JSON.parse(data) as SentFrame;
      if (!frame.method.endsWith('order.query')) return;
      queries.push(frame);
      void gate.then(() => {
        const lists = answer();
        if (lists === 'fail') return socket.push({ id: frame.id, result: null, error: { code: 2, message: 'Service unavailable' } });
        const records = lists[frame.method as keyof Lists] ?? [];
        socket.push({ id: frame.id, result: { limit: 100, offset: 0, total: records.length, records }, error: null });
      });
    };
    queueMicrotask(() => socket.open());
    return socket;
  };
  configureSocket(kit.env);
  return {
    queries,
    hold: () => (gate = new Promise<void>((resolve) => (release = resolve))),
    release: () => release(),
  };
}

async function fillLimit(price = '49900', amount = '0.02') {
  await renderScreen(<OrderForm market={MARKET} kind="spot" />);
  await loadOrderLogic();
  const priceField = (await screen.findByTestId('order-price')) as HTMLInputElement;
  const amountField = screen.getByTestId('order-amount') as HTMLInputElement;
  await userEvent.clear(priceField);
  await userEvent.type(priceField, price);
  await userEvent.type(amountField, amount);
  await waitFor(() => expect(amountField.value).toBe(amount));
  return { priceField, amountField, button: screen.getByTestId('place-order') as HTMLButtonElement };
}

const outcome = () => screen.getByTestId('order-outcome');
const CLIENT_ORDER_ID = /^web-[a-z0-9]+-[a-z0-9]{12}$/;

describe('OrderForm under uncertain failure', () => {
  it('sends one order with a client order id for three clicks and Enter presses in one task', async () => {
    const bodies = orderCalls([(body) => restOrder(body)]);
    const { amountField, button } = await fillLimit();
    const form = button.closest('form')!;
    act(() => {
      button.click();
      fireEvent.submit(form);
      button.click();
    });
    // Placed: the amount is cleared for the next order, and nothing else is waiting to be sent.
    await waitFor(() => expect(amountField.value).toBe(''));
    await waitFor(() => expect(requestQueue().active + requestQueue().pending).toBe(0));
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ market: 'BTC-USDT', side: 2, price: '49900', amount: '0.02' });
    expect(bodies[0]!.clientOrderId).toMatch(CLIENT_ORDER_ID);
    expect(screen.queryByTestId('order-outcome')).toBeNull();
  });

  it('after a 502 says "checking…", then that the order was placed, with the order found by its id, keeping the values', async () => {
    const bodies = orderCalls([() => HttpResponse.json({ message: 'Bad gateway' }, { status: 502 })]);
    const socket = orderSocket(() => ({ 'spot_order.query': [socketOrder(bodies[0]!, 777)] }));
    socket.hold();
    const { priceField, amountField, button } = await fillLimit();
    await userEvent.click(button);
    await waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('checking'));
    expect(outcome().textContent).toContain('Checking your open orders and order history');
    expect(button.disabled).toBe(true);
    socket.release();
    await waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('placed'));
    expect(outcome().textContent).toContain('Your order was placed');
    expect(screen.getByTestId('order-outcome-order').textContent).toBe('Order 777: Buy 0.02 BTC at 49,900 USDT');
    expect(socket.queries.map((q) => q.params)).toContainEqual(['BTC_USDT', 0, 100]);
    expect([priceField.value, amountField.value]).toEqual(['49900', '0.02']);
    expect(button.disabled).toBe(false);
    expect(bodies).toHaveLength(1);
  });

  it('after a 200 whose body is not JSON finds the filled order in the history', async () => {
    const bodies = orderCalls([
      () => new HttpResponse('{"data": [trunc', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    ]);
    orderSocket(() => ({ 'order.query': [socketOrder(bodies[0]!, 778, 'FILLED')] }));
    const { button } = await fillLimit();
    await userEvent.click(button);
    await waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('placed'));
    expect(screen.getByTestId('order-outcome-order').textContent).toContain('Order 778');
  });

  it('after a failed connection, with the order in no list, says it was not placed; a resend re-uses the client order id', async () => {
    const bodies = orderCalls([() => HttpResponse.error(), (body) => restOrder(body, 779)]);
    orderSocket(() => ({}));
    const { priceField, amountField, button } = await fillLimit();
    await userEvent.click(button);
    // The look-up waits between its tries (order-submission.ts): "not placed" or "unknown" takes about 2 s.
    await waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('notPlaced'));
    expect(outcome().textContent).toContain('You can send it again');
    expect([priceField.value, amountField.value]).toEqual(['49900', '0.02']);
    await userEvent.click(button);
    await waitFor(() => expect(amountField.value).toBe(''));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.clientOrderId).toBe(bodies[0]!.clientOrderId);
    expect(screen.queryByTestId('order-outcome')).toBeNull();
  });

  it('after a 200 that breaks the contract, with the lists unreadable, says unknown with a link to the open orders; the resend is refused as a duplicate and found', async () => {
    let lists: Lists | 'fail' = 'fail';
    const bodies = orderCalls([
      () => HttpResponse.json({ data: { id: 'not a number' } }),
      () => HttpResponse.json({ code: 30, message: 'Validation failed', errors: { clientOrderId: ['Already used.'] } }, { status: 422 }),
    ]);
    orderSocket(() => lists);
    const { priceField, amountField, button } = await fillLimit();
    await userEvent.click(button);
    await waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('unknown'));
    expect(outcome().textContent).toContain('We could not find out whether the order was placed');
    expect([priceField.value, amountField.value]).toEqual(['49900', '0.02']);

    // The link moves through the router to the open orders.
    await userEvent.click(screen.getByTestId('order-outcome-open-orders'));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/activities/orders'));

    // The same values again: the same id, which the server refuses as the id of an open order; that order is found.
    lists = { 'spot_order.query': [socketOrder(bodies[0]!, 780)] };
    await userEvent.click(button);
    await waitFor(() => expect(outcome().getAttribute('data-outcome')).toBe('placed'));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]!.clientOrderId).toBe(bodies[0]!.clientOrderId);
    expect(screen.getByTestId('order-outcome-order').textContent).toContain('Order 780');
    expect(screen.queryByTestId('order-amount-error')).toBeNull();
  });

  it('keeps a 4xx with a body a definite rejection: the field error, no look-up', async () => {
    orderCalls([() => HttpResponse.json({ code: 37, message: 'Not enough balance for this order.' }, { status: 422 })]);
    const socket = orderSocket(() => ({}));
    const { amountField, button } = await fillLimit();
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByTestId('order-amount-error').textContent).toBe('Not enough balance for this order.'));
    expect(amountField.value).toBe('0.02');
    expect(screen.queryByTestId('order-outcome')).toBeNull();
    expect(socket.queries).toHaveLength(0);
  });
});

describe('a multi-limit batch', () => {
  async function fillMultiLimit() {
    await renderScreen(<OrderForm market={MARKET} kind="spot" />);
    await loadOrderLogic();
    await userEvent.selectOptions(await screen.findByTestId('order-type'), 'multiLimit');
    await userEvent.type(screen.getByTestId('order-priceFrom'), '49000');
    await userEvent.type(screen.getByTestId('order-priceTo'), '50000');
    const count = screen.getByTestId('order-count') as HTMLInputElement;
    await userEvent.clear(count);
    await userEvent.type(count, '3');
    await userEvent.type(screen.getByTestId('order-amount'), '0.03');
    return screen.getByTestId('place-order') as HTMLButtonElement;
  }
  const fates = () => [...screen.getByTestId('order-outcome-list').querySelectorAll('li')].map((li) => li.getAttribute('data-fate'));

  it('says which orders were placed and which was rejected and why; a resend sends only the others, with their ids', async () => {
    const bodies = orderCalls([
      (body) => restOrder(body, 801),
      () => HttpResponse.json({ code: 37, message: 'Not enough balance for this order.' }, { status: 422 }),
      (body) => restOrder(body, 802),
    ]);
    const button = await fillMultiLimit();
    await userEvent.click(button);
    await waitFor(() => expect(fates()).toEqual(['placed', 'rejected', 'notPlaced']));
    const items = screen.getByTestId('order-outcome-list').querySelectorAll('li');
    expect(items[0]!.textContent).toBe('0.01 BTC at 49,000 USDT: placed (order 801)');
    expect(items[1]!.textContent).toBe('0.01 BTC at 49,500 USDT: rejected: Not enough balance for this order.');
    expect(outcome().textContent).toContain('1 of 3 orders placed.');
    expect(outcome().textContent).toContain('Sending again sends only the orders that were not placed.');
    expect(bodies.map((b) => b.price)).toEqual(['49000.00', '49500.00']);
    const ids = bodies.map((b) => b.clientOrderId!);
    expect(ids[0]).toMatch(/-1$/);
    expect(ids[1]).toMatch(/-2$/);

    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId('order-outcome')).toBeNull());
    expect(bodies.map((b) => b.price)).toEqual(['49000.00', '49500.00', '49500.00', '50000.00']);
    expect(bodies[2]!.clientOrderId).toBe(ids[1]);
    expect(bodies[3]!.clientOrderId).toBe(ids[1]!.replace(/-2$/, '-3'));
  });

  it('after an uncertain failure half-way says placed, unknown and not placed, with the link to the open orders', async () => {
    orderCalls([(body) => restOrder(body, 811), () => HttpResponse.json({ message: 'Service unavailable' }, { status: 503 })]);
    orderSocket(() => 'fail');
    const button = await fillMultiLimit();
    await userEvent.click(button);
    await waitFor(() => expect(fates()).toEqual(['placed', 'unknown', 'notPlaced']));
    // The order lists are asked about the unknown one first ("Checking your open orders…"), then the summary comes.
    await waitFor(() => expect(outcome().textContent).toContain('1 of 3 orders placed.'));
    expect(screen.getByTestId('order-outcome-open-orders').getAttribute('href')).toBe('/activities/orders');
  });
});
