/**
 * The app's reactions to the kernel (spec section 8), end to end: a call through the real kernel, served by
 * msw/node, with the reactions of createHttpReactions and fake toasts, login flag and router.
 */
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../mocks/node';
import { ContractViolationError } from '../http/errors';
import { httpClient, resetRequestQueue } from '../http/http-client';
import { configureHttp, resetHttpEnvironment } from '../http/http-environment';
import { createHttpReactions } from './http-reactions';
import { fetchCsrfToken } from '../../app/csrf-token';
import { waitCeiling } from '../../testing/wait';

const BASE = 'http://exchange.test';
const MARKETS = '/v2/trade/markets';
const LIMIT_ORDER = '/v2/trade/spot/limit';

let here = '/markets';
const notify = { info: vi.fn(), warning: vi.fn(), error: vi.fn() };
const clearLogin = vi.fn();
const navigate = vi.fn();
const assign = vi.fn();
const report = vi.fn();
const t = (key: string) => `t(${key})`;

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.clearAllMocks();
  resetHttpEnvironment();
  resetRequestQueue();
  configureHttp({
    bases: { web: BASE, public: BASE, internal: BASE },
    csrfToken: fetchCsrfToken,
    reactions: createHttpReactions({ t, notify, clearLogin, navigate, assign, report, currentPath: () => here }),
  });
  mockServer.use(http.get(`${BASE}/v2/index`, () => HttpResponse.json({ data: { token: 'csrf-token-0000001' } })));
});
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());

const post = () => httpClient(LIMIT_ORDER, { method: 'POST', body: '{}' });
const unauthorized = () =>
  mockServer.use(http.post(`${BASE}${LIMIT_ORDER}`, () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })));

describe('401', () => {
  it('clears the login flag and goes to login with the current path to return to, keeping the locale', async () => {
    unauthorized();
    here = '/tr/markets?type=spot&page=2';
    await expect(post()).rejects.toMatchObject({ status: 401 });
    expect(clearLogin).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/tr/auth?redirect=%2Ftr%2Fmarkets%3Ftype%3Dspot%26page%3D2');
    here = '/history/main/deposits';
    await expect(post()).rejects.toMatchObject({ status: 401 });
    expect(navigate).toHaveBeenLastCalledWith('/auth?redirect=%2Fhistory%2Fmain%2Fdeposits');
  });

  it.each([
    '//evil.example',
    '//evil.example/path',
    '/.//evil.example',
    '/\\evil.example',
    'https://evil.example/x',
    'javascript:alert(1)',
  ])('never carries an unsafe return path (%s): plain login', async (path) => {
    unauthorized();
    here = path;
    await expect(post()).rejects.toMatchObject({ status: 401 });
    expect(clearLogin).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/auth');
  });

  it('stays on an auth page (no loop), and on a call that needs no session', async () => {
    unauthorized();
    here = '/auth/login?redirect=%2Fbalance';
    await expect(post()).rejects.toMatchObject({ status: 401 });
    mockServer.use(http.get(`${BASE}/api/v4/public/orderbook/BTC_USDT`, () => HttpResponse.json({}, { status: 401 })));
    here = '/trade/BTC-USDT';
    await expect(httpClient('/api/v4/public/orderbook/BTC_USDT')).rejects.toMatchObject({ status: 401 });
    expect(clearLogin).toHaveBeenCalledTimes(2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("keeps the open forms' drafts just before it sends the user to login, and only then (issue 17)", async () => {
    const order: string[] = [];
    const beforeLoginRedirect = vi.fn(() => void order.push('drafts'));
    navigate.mockImplementation(() => void order.push('navigate'));
    configureHttp({
      reactions: createHttpReactions({ t, notify, clearLogin, navigate, assign, report, currentPath: () => here, beforeLoginRedirect }),
    });
    unauthorized();
    here = '/settings/general/sub-accounts/create';
    await expect(post()).rejects.toMatchObject({ status: 401 });
    expect(order).toEqual(['drafts', 'navigate']);
    here = '/auth';
    await expect(post()).rejects.toMatchObject({ status: 401 });
    expect(beforeLoginRedirect).toHaveBeenCalledTimes(1);
    navigate.mockReset();
  });
});

describe('toasts', () => {
  it('451: the feature-disabled error toast (catalogue FeatureDisabled 1007) with the server message', async () => {
    mockServer.use(
      http.post(`${BASE}${LIMIT_ORDER}`, () => HttpResponse.json({ code: 1007, data: ['Not in your region.'] }, { status: 451 })),
    );
    await expect(post()).rejects.toMatchObject({ status: 451 });
    await vi.waitFor(
      () => expect(notify.error).toHaveBeenCalledWith('t(errors:code.1007)', 'Not in your region.', { id: 'feature-disabled' }),
      waitCeiling,
    );
  });

  it('429: the too-many-attempts warning (catalogue TooManyAttempts 1006) with the first message', async () => {
    mockServer.use(
      http.post(`${BASE}${LIMIT_ORDER}`, () => HttpResponse.json({ data: ['Try again in 60 seconds.', 'second'] }, { status: 429 })),
    );
    await expect(post()).rejects.toMatchObject({ status: 429 });
    await vi.waitFor(
      () => expect(notify.warning).toHaveBeenCalledWith('t(errors:code.1006)', 'Try again in 60 seconds.', { id: 'too-many-attempts' }),
      waitCeiling,
    );
  });

  it('a response notification: info for type "notification", a warning for any other type', async () => {
    let type = 'notification';
    mockServer.use(http.get(`${BASE}${MARKETS}`, () => HttpResponse.json({ data: [], notification: { type, message: 'Hello' } })));
    await httpClient(MARKETS);
    type = 'error';
    await httpClient(MARKETS);
    expect(notify.info).toHaveBeenCalledWith('Hello');
    expect(notify.warning).toHaveBeenCalledWith('Hello');
  });

  it('a contract violation: reported, and one error toast per operation', async () => {
    mockServer.use(http.get(`${BASE}${MARKETS}`, () => HttpResponse.json({ data: 'nope' })));
    const { z } = await import('zod');
    await expect(httpClient(MARKETS, { schema: z.object({ data: z.array(z.unknown()) }) })).rejects.toBeInstanceOf(ContractViolationError);
    expect(report).toHaveBeenCalledWith(expect.any(ContractViolationError));
    expect(notify.error).toHaveBeenCalledWith('t(common:errors.contractViolation)', expect.any(String), {
      id: expect.stringMatching(/^contract-/),
    });
  });

  it('a contract violation in the console says the operation and what broke, never the body or the URL (issue 17)', async () => {
    const secret = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjQyfQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    configureHttp({ reactions: createHttpReactions({ t, notify, clearLogin, navigate, assign, currentPath: () => here }) });
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockServer.use(http.get(`${BASE}${MARKETS}`, () => HttpResponse.json({ data: secret })));
    const { z } = await import('zod');
    await expect(httpClient(`${MARKETS}?token=${secret}`, { schema: z.object({ data: z.array(z.unknown()) }) })).rejects.toBeInstanceOf(
      ContractViolationError,
    );
    expect(printed).toHaveBeenCalledTimes(1);
    const line = printed.mock.calls[0]!.map(String).join(' ');
    expect(line).toContain('breaks the contract: data: expected array');
    expect(line).not.toContain(secret);
    expect(line).not.toContain('?token');
    printed.mockRestore();
  });
});

describe('redirected responses', () => {
  it('navigate the browser to a web address only', () => {
    const reactions = createHttpReactions({ t, notify, clearLogin, navigate, assign, currentPath: () => '/' });
    reactions.navigate('https://exchange.test/maintenance');
    reactions.navigate('javascript:alert(1)');
    expect(assign.mock.calls).toEqual([['https://exchange.test/maintenance']]);
  });

  it('move inside the app through the router for a path of the app', () => {
    const reactions = createHttpReactions({ t, notify, clearLogin, navigate, assign, currentPath: () => '/' });
    reactions.navigate('/tr/markets?type=spot#top');
    reactions.navigate('//evil.test/phish');
    expect(navigate.mock.calls).toEqual([['/tr/markets?type=spot#top']]);
    expect(assign).not.toHaveBeenCalled();
  });
});
