// @vitest-environment happy-dom
/**
 * The app's socket wiring: URL, token of GET /v2/ws-token for a logged-in user only, the event tables of the three
 * documents, the browser's online event, translated toasts for the kernel's reactions, and a reconnect on login.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as ConfigureSocket from '../lib/socket/configure-socket';
import type { SocketEnvironment } from '../lib/socket/socket-connection';

const captured: { env?: SocketEnvironment } = {};
const getWsToken = vi.fn();
const notifyError = vi.fn();
const notifyWarning = vi.fn();

vi.mock('../../generated/api/session/session', () => ({ getWsToken: (...args: unknown[]) => getWsToken(...args) }));
vi.mock('../lib/toast/toast', () => ({
  notify: {
    error: (...args: unknown[]) => notifyError(...args),
    warning: (...args: unknown[]) => notifyWarning(...args),
    info: vi.fn(),
    success: vi.fn(),
  },
}));
vi.mock('../lib/socket/configure-socket', async (importOriginal) => {
  const original = await importOriginal<typeof ConfigureSocket>();
  return {
    ...original,
    configureSocket: (env: SocketEnvironment) => {
      captured.env = env;
      return original.configureSocket(env);
    },
  };
});

// The build-time constant of vite.config.ts, in case the test project does not define it.
if (!('__MOCK_BACKEND__' in globalThis)) vi.stubGlobal('__MOCK_BACKEND__', false);
const { setupSocket, socketToken } = await import('./setup-socket');
const { ApiError } = await import('../lib/http/errors');
const { SocketFrameError } = await import('../lib/socket/socket-errors');
const { initI18n, i18next } = await import('../lib/i18n/i18n');
const { session } = await import('../lib/session/session-store');

beforeAll(async () => {
  await initI18n('en', ['en', 'tr']);
  await i18next.loadNamespaces('socket');
});
afterEach(() => {
  session.clear();
  vi.clearAllMocks();
});

describe('setupSocket', () => {
  it('configures the connection with the runtime URL, every event table and the online event', () => {
    const connection = setupSocket();
    const env = captured.env!;
    expect(env.url()).toBe(`ws://${location.host}/ws`);
    expect(Object.keys(env.events).sort()).toEqual(
      [
        'asset.update',
        'balanceUpdate',
        'benefitLevelUpdate',
        'borrow_positions.update',
        'deals.update',
        'depth.update',
        'flexPlanInvestment',
        'investment',
        'kycRestrictionEvent',
        'margin_asset.update',
        'margin_positions.update',
        'order.update',
        'state.update',
        'user_deals.update',
      ].sort(),
    );
    const online = vi.fn();
    const remove = env.onOnline(online);
    window.dispatchEvent(new Event('online'));
    remove();
    window.dispatchEvent(new Event('online'));
    expect(online).toHaveBeenCalledTimes(1);
    expect(env.random()).toBeGreaterThanOrEqual(0);
    connection.stop();
  });

  it('asks GET /v2/ws-token for a logged-in user only; a 401 means a guest, other failures throw', async () => {
    expect(await socketToken()).toBeUndefined();
    expect(getWsToken).not.toHaveBeenCalled();
    session.markLoggedIn({});
    getWsToken.mockResolvedValueOnce({ data: { token: 'ws-token-1', expiresAt: 1732190700 } });
    expect(await socketToken()).toBe('ws-token-1');
    expect(getWsToken).toHaveBeenCalledWith({ handledStatuses: [401] });
    getWsToken.mockRejectedValueOnce(new ApiError(401, undefined, '/v2/ws-token'));
    expect(await socketToken()).toBeUndefined();
    getWsToken.mockRejectedValueOnce(new ApiError(500, undefined, '/v2/ws-token'));
    await expect(socketToken()).rejects.toBeInstanceOf(ApiError);
  });

  it('shows the reactions as translated toasts: error 7 titled by the data kind, "Disconnected" with code 1104', () => {
    const connection = setupSocket();
    const { reactions } = captured.env!;
    reactions.tooManyRequests('asset.query', 'spotBalance');
    expect(notifyWarning).toHaveBeenLastCalledWith('Spot balance', 'Too many requests. The data will update again shortly.', {
      id: 'socket-too-many-requests-spotBalance',
    });
    reactions.tooManyRequests('kline_last_deal.query', 'chart');
    expect(notifyWarning.mock.lastCall?.[0]).toBe('Chart');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reactions.authorizationFailed(new Error('no token'));
    expect(notifyError).toHaveBeenLastCalledWith('Disconnected', expect.stringContaining('1104'), { id: 'socket-authorization' });
    const before = notifyError.mock.calls.length;
    reactions.badFrame(Object.assign(new Error('bad'), { name: 'SocketFrameError', frame: '{', reason: 'not JSON' }) as never);
    reactions.badFrame(Object.assign(new Error('bad'), { name: 'SocketFrameError', frame: '{', reason: 'not JSON' }) as never);
    expect(notifyError.mock.calls.length).toBe(before + 1); // one toast a minute for a stream of bad frames
    connection.stop();
  });

  it('prints a bad frame or a failed authorization as a summary, never the frame or its token (issue 17)', () => {
    const connection = setupSocket();
    const { reactions } = captured.env!;
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJ1aWQiOjQ4MjE5Mzd9.c2VjcmV0LXNpZ25hdHVyZS1vZi10aGUtdG9rZW4';
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const frame = JSON.stringify({ method: 'asset.update', params: [{ USDT: { available: '10512.33' } }], token, id: null });
    reactions.badFrame(new SocketFrameError(frame, 'asset.update: params.0.USDT: expected array'));
    const reply = `{"id":3,"result":"${token}"}`;
    reactions.authorizationFailed(new SocketFrameError(reply, 'server.auth reply: result: expected object'));
    reactions.authorizationFailed(new ApiError(500, { data: { token } }, '/v2/ws-token'));
    const printed = [...errors.mock.calls, ...warnings.mock.calls].map((args) => args.map(String).join(' '));
    expect(printed).toEqual([
      `socket frame dropped (method asset.update, ${frame.length} chars): asset.update: params.0.USDT: expected array`,
      `socket authorization failed: socket frame dropped (unnamed frame, ${reply.length} chars): server.auth reply: result: expected object`,
      'socket authorization failed: ApiError (request, status 500)',
    ]);
    for (const line of printed) {
      expect(line).not.toContain(token);
      expect(line).not.toContain('10512.33');
    }
    // Nothing else reached the console as an object to expand (an error with its frame).
    for (const args of [...errors.mock.calls, ...warnings.mock.calls]) expect(args.every((arg) => typeof arg === 'string')).toBe(true);
    connection.stop();
  });

  it('reconnects when the user logs in or out', () => {
    const connection = setupSocket();
    const reconnect = vi.spyOn(connection, 'reconnectNow');
    session.markLoggedIn({});
    session.markLoggedIn({}); // no change of the flag
    session.clear();
    expect(reconnect).toHaveBeenCalledTimes(2);
    connection.stop();
  });
});
