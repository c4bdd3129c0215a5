/**
 * The http kernel against spec sections 7 to 9, served by msw/node (the mock backend's server) or, where time
 * is faked, by an injected fetch: servers and base URLs, credentials, headers, CSRF on every non-GET, the
 * one-at-a-time queue (500 waiting, 60 s), the contract's timeouts, zod validation, the error model and the
 * status reactions.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { z } from 'zod';
import { operations } from '../../../generated/api/operations';
import { mockServer } from '../../../mocks/node';
import {
  ApiError,
  ContractViolationError,
  HTMLResponseError,
  QueueError,
  RedirectedResponseError,
  RequestTimeoutError,
  WrongContentTypeError,
} from './errors';
import { HEADERS, httpClient, requestQueue, resetRequestQueue } from './http-client';
import { configureHttp, resetHttpEnvironment, type HttpReactions } from './http-environment';
import { QUEUE_SIZE, QUEUE_WAIT_MS } from './request-queue';
import { fetchCsrfToken } from '../../app/csrf-token';
import { waitCeiling } from '../../testing/wait';

const WEB = 'http://web.exchange.test';
const PUBLIC = 'http://public.exchange.test';
const INTERNAL = 'http://internal.exchange.test';

// Spec paths of the contract's operations the tests call (the kernel finds each operation by method and path).
const MARKETS = '/v2/trade/markets';
const ORDER_BOOK = '/api/v4/public/orderbook/BTC_USDT';
const LIMIT_ORDER = '/v2/trade/spot/limit';
const ORDER_BODY = JSON.stringify({ market: 'BTC_USDT', side: 'buy', amount: '0.01', price: '97000' });

const Markets = z.object({ data: z.array(z.object({ market: z.string() })) });

let reactions: { [K in keyof HttpReactions]: Mock<HttpReactions[K]> };
let csrfIssued = 0;

function configure(extra: Parameters<typeof configureHttp>[0] = {}) {
  reactions = {
    unauthorized: vi.fn<HttpReactions['unauthorized']>(),
    featureDisabled: vi.fn<HttpReactions['featureDisabled']>(),
    tooManyAttempts: vi.fn<HttpReactions['tooManyAttempts']>(),
    notification: vi.fn<HttpReactions['notification']>(),
    navigate: vi.fn<HttpReactions['navigate']>(),
    contractViolation: vi.fn<HttpReactions['contractViolation']>(),
  };
  configureHttp({
    bases: { web: WEB, public: PUBLIC, internal: INTERNAL },
    locale: () => 'tr',
    csrfToken: fetchCsrfToken,
    pushToken: () => 'push-token-123',
    isWebview: () => false,
    reactions,
    ...extra,
  });
}

const csrfHandler = http.get(`${WEB}/v2/index`, () =>
  HttpResponse.json({ data: { token: `csrf-token-${String(++csrfIssued).padStart(8, '0')}` } }),
);
const post = (path = LIMIT_ORDER, init: Parameters<typeof httpClient>[1] = {}) =>
  httpClient<unknown>(path, { method: 'POST', body: ORDER_BODY, headers: { 'Content-Type': 'application/json' }, ...init });

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  csrfIssued = 0;
  resetHttpEnvironment();
  resetRequestQueue();
  configure();
  mockServer.use(csrfHandler);
});
afterEach(() => {
  mockServer.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => mockServer.close());

describe('the contract facts the kernel relies on', () => {
  it('finds the operations of the tests in generated/api/operations.ts, with their servers and timeouts', () => {
    const byPath = (method: string, path: string) => operations.find((o) => o.method === method && o.path === path);
    expect(byPath('GET', '/v2/index')).toMatchObject({ server: 'web', auth: expect.not.stringMatching('required') });
    expect(byPath('GET', MARKETS)).toMatchObject({ server: 'web', timeoutMs: 60_000 });
    expect(byPath('GET', '/api/v4/public/orderbook/{market}')).toMatchObject({ server: 'public', auth: 'none', timeoutMs: 3000 });
    expect(byPath('POST', LIMIT_ORDER)).toMatchObject({ server: 'web', auth: 'required' });
  });
});

describe('servers, credentials and headers', () => {
  it('sends a web call to the web base with credentials, JSON, X-Requested-With, X-APP-LOCALE and Notification-Token', async () => {
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    configure({ fetch: fetchSpy });
    let seen: Headers | undefined;
    mockServer.use(
      http.get(`${WEB}${MARKETS}`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ data: [{ market: 'BTC-USDT' }] });
      }),
    );
    await expect(httpClient(MARKETS, { method: 'GET', schema: Markets })).resolves.toEqual({ data: [{ market: 'BTC-USDT' }] });
    expect(fetchSpy.mock.calls[0]![0]).toBe(`${WEB}${MARKETS}`);
    expect(fetchSpy.mock.calls[0]![1]!.credentials).toBe('include');
    expect(seen!.get('Accept')).toBe('application/json, */*;q=0.8');
    expect(seen!.get(HEADERS.requestedWith)).toBe('XMLHttpRequest');
    expect(seen!.get(HEADERS.locale)).toBe('tr');
    expect(seen!.get(HEADERS.pushToken)).toBe('push-token-123');
    expect(seen!.get(HEADERS.csrf)).toBeNull();
  });

  it('skips the push token inside the webview (webview=true), and when there is none', async () => {
    const headers: Headers[] = [];
    mockServer.use(
      http.get(`${WEB}${MARKETS}`, ({ request }) => {
        headers.push(request.headers);
        return HttpResponse.json({ data: [] });
      }),
    );
    configure({ isWebview: () => true });
    await httpClient(MARKETS);
    configure({ pushToken: () => undefined });
    await httpClient(MARKETS);
    expect(headers.map((h) => h.get(HEADERS.pushToken))).toEqual([null, null]);
    expect(headers.map((h) => h.get(HEADERS.locale))).toEqual(['tr', 'tr']);
  });

  it('sends the public market-data call to the public base, without cookies or custom headers', async () => {
    const fetchSpy = vi.fn((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    configure({ fetch: fetchSpy });
    let seen: Headers | undefined;
    mockServer.use(
      http.get(`${PUBLIC}${ORDER_BOOK}`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ asks: [], bids: [] });
      }),
    );
    await httpClient(`${ORDER_BOOK}?limit=100`);
    expect(fetchSpy.mock.calls[0]![0]).toBe(`${PUBLIC}${ORDER_BOOK}?limit=100`);
    expect(fetchSpy.mock.calls[0]![1]!.credentials).toBe('omit');
    expect(seen!.get(HEADERS.requestedWith)).toBeNull();
    expect(seen!.get(HEADERS.pushToken)).toBeNull();
  });

  it('sends an internal call (x-server: internal) to the internal base, with credentials', async () => {
    const internal = operations.find((o) => o.server === 'internal' && o.method === 'GET' && o.params === 0);
    expect(internal, 'an internal GET operation without path parameters').toBeDefined();
    const fetchSpy = vi.fn(() => Promise.resolve(Response.json({})));
    configure({ fetch: fetchSpy });
    await httpClient(internal!.path);
    expect(fetchSpy).toHaveBeenCalledWith(`${INTERNAL}${internal!.path}`, expect.objectContaining({ credentials: 'include' }));
  });

  it('uses the web base for a path the contract does not know, and keeps a caller header', async () => {
    let seen: Headers | undefined;
    mockServer.use(
      http.get(`${WEB}/v2/not-in-contract`, ({ request }) => {
        seen = request.headers;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(httpClient('/v2/not-in-contract', { headers: { Authorization: 'Bearer x' } })).resolves.toEqual({ ok: true });
    expect(seen!.get('Authorization')).toBe('Bearer x');
  });
});

describe('CSRF on every non-GET', () => {
  it('fetches GET /v2/index once per non-GET call and sends its token as X-CSRF-TOKEN', async () => {
    const sent: (string | null)[] = [];
    let indexCalls = 0;
    mockServer.use(
      http.get(`${WEB}/v2/index`, () => {
        indexCalls++;
        return HttpResponse.json({ data: { token: `csrf-token-${String(indexCalls).padStart(8, '0')}` } });
      }),
      http.post(`${WEB}${LIMIT_ORDER}`, ({ request }) => {
        sent.push(request.headers.get(HEADERS.csrf));
        return HttpResponse.json({ data: { id: sent.length } });
      }),
    );
    await post();
    expect(indexCalls).toBe(1);
    await post();
    await httpClient(MARKETS).catch(() => undefined); // a GET fetches no token
    expect(indexCalls).toBe(2);
    expect(sent).toEqual(['csrf-token-00000001', 'csrf-token-00000002']);
  });

  it('fails the call when the CSRF token cannot be fetched, without sending it', async () => {
    const posted = vi.fn();
    mockServer.use(
      http.get(`${WEB}/v2/index`, () => HttpResponse.json({ message: 'Server Error' }, { status: 500 })),
      http.post(`${WEB}${LIMIT_ORDER}`, () => {
        posted();
        return HttpResponse.json({ data: {} });
      }),
    );
    await expect(post()).rejects.toMatchObject({ name: 'ApiError', status: 500 });
    expect(posted).not.toHaveBeenCalled();
  });

  it("takes the token from the environment's CSRF source, with the call's signal", async () => {
    const csrfToken = vi.fn((_signal?: AbortSignal | null) => Promise.resolve('injected-csrf-token'));
    configure({ csrfToken });
    const index = vi.fn();
    const sent: (string | null)[] = [];
    mockServer.use(
      http.get(`${WEB}/v2/index`, () => {
        index();
        return HttpResponse.json({ data: { token: 'not-this-one' } });
      }),
      http.post(`${WEB}${LIMIT_ORDER}`, ({ request }) => {
        sent.push(request.headers.get(HEADERS.csrf));
        return HttpResponse.json({ data: {} });
      }),
    );
    const signal = new AbortController().signal;
    await post(LIMIT_ORDER, { signal });
    expect(csrfToken).toHaveBeenCalledTimes(1);
    expect(csrfToken.mock.calls[0]![0]).toBe(signal);
    expect(sent).toEqual(['injected-csrf-token']);
    expect(index).not.toHaveBeenCalled();
  });

  it('refuses a non-GET when no CSRF source is configured, without sending it', async () => {
    resetHttpEnvironment();
    configureHttp({ bases: { web: WEB, public: PUBLIC, internal: INTERNAL } });
    const posted = vi.fn();
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, () => {
        posted();
        return HttpResponse.json({ data: {} });
      }),
    );
    await expect(post()).rejects.toThrow(/no CSRF source/);
    expect(posted).not.toHaveBeenCalled();
  });

  it("the app's CSRF source (the generated getCsrfToken) shows no notification of its own", async () => {
    mockServer.use(
      http.get(`${WEB}/v2/index`, () =>
        HttpResponse.json({ data: { token: 'csrf-token-noticed' }, notification: { type: 'warning', message: 'From the token call' } }),
      ),
      http.post(`${WEB}${LIMIT_ORDER}`, ({ request }) => HttpResponse.json({ data: { token: request.headers.get(HEADERS.csrf) } })),
    );
    await expect(post()).resolves.toEqual({ data: { token: 'csrf-token-noticed' } });
    expect(reactions.notification).not.toHaveBeenCalled();
  });
});

describe('the non-GET queue', () => {
  it('runs non-GET calls one at a time, in order', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, async ({ request }) => {
        running++;
        most = Math.max(most, running);
        const { n } = (await request.json()) as { n: number };
        await new Promise((r) => setTimeout(r, 5));
        order.push(n);
        running--;
        return HttpResponse.json({ data: { n } });
      }),
    );
    await Promise.all([1, 2, 3, 4].map((n) => post(LIMIT_ORDER, { body: JSON.stringify({ n }) })));
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it(`queues ${QUEUE_SIZE} non-GET calls behind a running one and refuses the next with "Semaphore queue is full"`, async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let answered = 0;
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, async () => {
        await gate;
        answered++;
        return HttpResponse.json({ data: {} });
      }),
    );
    const running = post();
    await vi.waitFor(() => expect(requestQueue().active).toBe(1), waitCeiling);
    const queued = Array.from({ length: QUEUE_SIZE }, () => post());
    expect(requestQueue().pending).toBe(QUEUE_SIZE);
    const refused = post();
    await expect(refused).rejects.toBeInstanceOf(QueueError);
    await expect(refused).rejects.toThrow('Semaphore queue is full');
    expect(requestQueue().pending).toBe(QUEUE_SIZE);
    release();
    await Promise.all([running, ...queued]);
    expect(answered).toBe(QUEUE_SIZE + 1);
    expect(requestQueue().pending).toBe(0);
  });

  it('drops a waiter with "Semaphore timeout" after 60 s (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    // An injected fetch: the CSRF token answers at once, the first POST hangs until the kernel aborts it.
    const fakeFetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/v2/index')) return Promise.resolve(Response.json({ data: { token: 'csrf-token-fake-0001' } }));
      return new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason)));
    });
    configure({ fetch: fakeFetch });
    // Both start at the same fake instant: the first takes the queue's one slot, the second waits.
    const firstOutcome = post().catch((e: unknown) => e);
    const waiterOutcome = post().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(fakeFetch).toHaveBeenCalledTimes(2); // the first call's CSRF token and its POST
    expect(requestQueue().pending).toBe(1);

    await vi.advanceTimersByTimeAsync(QUEUE_WAIT_MS - 1);
    expect(requestQueue().pending).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    const dropped = await waiterOutcome;
    expect(dropped).toBeInstanceOf(QueueError);
    expect((dropped as Error).message).toBe('Semaphore timeout');
    expect(requestQueue().pending).toBe(0);
    // The running call had its own 60 s request timeout, started in the same tick.
    expect(await firstOutcome).toBeInstanceOf(RequestTimeoutError);
  });

  it('takes an aborted waiter out of the queue', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, async () => {
        await gate;
        return HttpResponse.json({ data: {} });
      }),
    );
    const running = post();
    await vi.waitFor(() => expect(requestQueue().active).toBe(1), waitCeiling);
    const controller = new AbortController();
    const waiter = post(LIMIT_ORDER, { signal: controller.signal });
    expect(requestQueue().pending).toBe(1);
    controller.abort(new DOMException('left the page', 'AbortError'));
    await expect(waiter).rejects.toThrow('left the page');
    expect(requestQueue().pending).toBe(0);
    release();
    await running;
  });
});

describe('timeouts from the contract', () => {
  const hangingFetch = () =>
    vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );

  it('gives up on the order book after 3 s (x-timeout-ms 3000) with a RequestTimeoutError', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configure({ fetch: hangingFetch() });
    const outcome = httpClient(ORDER_BOOK).catch((e: unknown) => e);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(2999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect(error).toMatchObject({ timeoutMs: 3000, url: `${PUBLIC}${ORDER_BOOK}`, operation: { method: 'GET', path: expect.any(String) } });
  });

  it('gives an operation without x-timeout-ms the 60 s default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    configure({ fetch: hangingFetch() });
    const outcome = httpClient(MARKETS).catch((e: unknown) => e);
    let settled = false;
    void outcome.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(59_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'RequestTimeoutError', timeoutMs: 60_000 });
  });

  it("passes a caller's abort through as the caller's reason, not as a timeout", async () => {
    configure({ fetch: hangingFetch() });
    const controller = new AbortController();
    const outcome = httpClient(MARKETS, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort(new DOMException('unmounted', 'AbortError'));
    expect(await outcome).toMatchObject({ name: 'AbortError', message: 'unmounted' });
  });
});

describe('validation of the answer', () => {
  it('returns the parsed body when it keeps the contract', async () => {
    mockServer.use(http.get(`${WEB}${MARKETS}`, () => HttpResponse.json({ data: [{ market: 'ETH-USDT' }] })));
    await expect(httpClient(MARKETS, { schema: Markets })).resolves.toEqual({ data: [{ market: 'ETH-USDT' }] });
    expect(reactions.contractViolation).not.toHaveBeenCalled();
  });

  it('rejects a body that breaks the contract with a ContractViolationError naming the operation and the field', async () => {
    mockServer.use(http.get(`${WEB}${MARKETS}`, () => HttpResponse.json({ data: [{ market: 42 }] })));
    const error = await httpClient(MARKETS, { schema: Markets }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractViolationError);
    const violation = error as ContractViolationError;
    expect(violation.operation).toMatchObject({ method: 'GET', path: MARKETS });
    expect(violation.issues[0]!.path).toEqual(['data', 0, 'market']);
    expect(reactions.contractViolation).toHaveBeenCalledWith(violation);
  });

  it('returns a file (a report, a CSV) as a Blob, and a 204 as nothing', async () => {
    mockServer.use(
      http.get(`${WEB}/v2/report.csv`, () => new HttpResponse('a,b\n1,2\n', { headers: { 'Content-Type': 'text/csv' } })),
      http.get(`${WEB}/v2/empty`, () => new HttpResponse(null, { status: 204 })),
    );
    const file = await httpClient<Blob>('/v2/report.csv');
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('a,b\n1,2\n');
    await expect(httpClient('/v2/empty')).resolves.toBeUndefined();
  });

  it('rejects a JSON content type with a body that is not JSON as a contract violation', async () => {
    mockServer.use(http.get(`${WEB}${MARKETS}`, () => new HttpResponse('{"data": [', { headers: { 'Content-Type': 'application/json' } })));
    await expect(httpClient(MARKETS, { schema: Markets })).rejects.toBeInstanceOf(ContractViolationError);
  });
});

describe('the error model', () => {
  it('turns a JSON failure into an ApiError with status, errors, data, code, notification and the operation', async () => {
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, () =>
        HttpResponse.json(
          {
            code: 32,
            message: 'Validation failed',
            errors: { amount: ['Amount must be at least 0.0001 BTC.'] },
            data: { amount: 'too small' },
            notification: { type: 'warning', message: 'Check the amount' },
            payload: { min: '0.0001' },
          },
          { status: 422 },
        ),
      ),
    );
    const error = (await post().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', status: 422, code: 32, message: 'Validation failed', url: `${WEB}${LIMIT_ORDER}` });
    expect(error.errors).toEqual({ amount: ['Amount must be at least 0.0001 BTC.'] });
    expect(error.data).toEqual({ amount: 'too small' });
    expect(error.payload).toEqual({ min: '0.0001' });
    expect(error.notification).toEqual({ type: 'warning', message: 'Check the amount' });
    expect(error.messages).toEqual(['Amount must be at least 0.0001 BTC.', 'too small']);
    expect(error.operation).toEqual({ method: 'POST', path: LIMIT_ORDER });
    expect(reactions.notification).toHaveBeenCalledWith({ type: 'warning', message: 'Check the amount' });
  });

  it('turns an HTML 502 from a proxy into an HTMLResponseError', async () => {
    mockServer.use(http.get(`${WEB}${MARKETS}`, () => HttpResponse.html('<html><body>502 Bad Gateway</body></html>', { status: 502 })));
    const error = await httpClient(MARKETS, { schema: Markets }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTMLResponseError);
    expect(error).toMatchObject({ status: 502, html: '<html><body>502 Bad Gateway</body></html>' });
  });

  it('turns a failure without a content type into the wrong-content-type ApiError', async () => {
    mockServer.use(http.get(`${WEB}${MARKETS}`, () => new HttpResponse(null, { status: 500 })));
    const error = await httpClient(MARKETS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WrongContentTypeError);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', message: 'ApiError wrong content type', status: 500, wrongContentType: true });
  });

  it('turns a failure of another content type into a generic ApiError carrying the text', async () => {
    mockServer.use(http.get(`${WEB}${MARKETS}`, () => HttpResponse.text('Service Unavailable', { status: 503 })));
    const error = await httpClient(MARKETS).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(WrongContentTypeError);
    expect(error).toMatchObject({ status: 503, body: 'Service Unavailable' });
  });

  it('navigates the browser to where a redirected response led, and ends the call', async () => {
    const redirected = Response.json({ data: [] });
    Object.defineProperty(redirected, 'redirected', { value: true });
    Object.defineProperty(redirected, 'url', { value: `${WEB}/maintenance` });
    configure({ fetch: vi.fn(() => Promise.resolve(redirected)) });
    const error = await httpClient(MARKETS, { schema: Markets }).catch((e: unknown) => e);
    expect(reactions.navigate).toHaveBeenCalledWith(`${WEB}/maintenance`);
    expect(error).toBeInstanceOf(RedirectedResponseError);
    expect(reactions.contractViolation).not.toHaveBeenCalled();
  });
});

describe('status reactions', () => {
  it('401 on a login-required call: clears the flag and goes to login', async () => {
    mockServer.use(http.post(`${WEB}${LIMIT_ORDER}`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));
    await expect(post()).rejects.toMatchObject({ status: 401 });
    expect(reactions.unauthorized).toHaveBeenCalledWith(expect.any(ApiError), { redirect: true });
  });

  it('401 on a call that needs no session, or one whose caller handles 401: clears the flag, stays', async () => {
    mockServer.use(
      http.get(`${PUBLIC}${ORDER_BOOK}`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
      http.post(`${WEB}${LIMIT_ORDER}`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    await expect(httpClient(ORDER_BOOK)).rejects.toMatchObject({ status: 401 });
    await expect(post(LIMIT_ORDER, { handledStatuses: [401] })).rejects.toMatchObject({ status: 401 });
    expect(reactions.unauthorized.mock.calls.map((c) => c[1])).toEqual([{ redirect: false }, { redirect: false }]);
  });

  it('451: the feature-disabled reaction, and the call fails', async () => {
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, () => HttpResponse.json({ code: 1007, message: 'Disabled in your region.' }, { status: 451 })),
    );
    await expect(post()).rejects.toMatchObject({ status: 451, code: 1007 });
    expect(reactions.featureDisabled).toHaveBeenCalledTimes(1);
    expect(reactions.notification).not.toHaveBeenCalled();
  });

  it('429 or code 1006: the too-many-attempts reaction, unless the caller handles it', async () => {
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, () => HttpResponse.json({ code: 1006, data: ['Try again in 60 seconds.'] }, { status: 429 })),
      http.get(`${WEB}${MARKETS}`, () => HttpResponse.json({ code: 1006, data: ['Slow down.'] }, { status: 400 })),
    );
    await expect(post()).rejects.toMatchObject({ status: 429 });
    await expect(httpClient(MARKETS)).rejects.toMatchObject({ status: 400 });
    await expect(post(LIMIT_ORDER, { handledStatuses: [429] })).rejects.toMatchObject({ status: 429 });
    expect(reactions.tooManyAttempts).toHaveBeenCalledTimes(2);
  });

  it('shows a response notification (info or warning) unless suppressed', async () => {
    mockServer.use(
      http.get(`${WEB}${MARKETS}`, ({ request }) =>
        HttpResponse.json({
          data: [],
          notification: { type: new URL(request.url).searchParams.get('type'), message: 'Maintenance at 02:00 UTC' },
        }),
      ),
    );
    await httpClient(`${MARKETS}?type=notification`);
    await httpClient(`${MARKETS}?type=warning`);
    await httpClient(`${MARKETS}?type=notification`, { suppressNotification: true });
    expect(reactions.notification.mock.calls).toEqual([
      [{ type: 'notification', message: 'Maintenance at 02:00 UTC' }],
      [{ type: 'warning', message: 'Maintenance at 02:00 UTC' }],
    ]);
  });

  it('does not repeat the notification of a failure the caller handles', async () => {
    mockServer.use(
      http.post(`${WEB}${LIMIT_ORDER}`, () =>
        HttpResponse.json({ errors: { amount: ['Too small'] }, notification: { type: 'warning', message: 'Check' } }, { status: 422 }),
      ),
    );
    await expect(post(LIMIT_ORDER, { handledStatuses: [422] })).rejects.toMatchObject({ status: 422 });
    await expect(post(LIMIT_ORDER, { suppressNotification: true })).rejects.toMatchObject({ status: 422 });
    expect(reactions.notification).not.toHaveBeenCalled();
  });
});
