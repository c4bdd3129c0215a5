/**
 * The two transports of the socket mock: the `ws` server on loopback (tests, npm run mock, conformance) and the MSW
 * `ws.link()` handlers (the in-browser demo, here through msw/node), each answering the contract.
 */
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket as WsClient } from 'ws';
import { WAIT_CEILING_MS } from '../../src/testing/wait';
import { checkServerFrame } from './frame-check';
import { socketMockHandlers } from './browser';
import { startSocketMockServer, type SocketMockServer } from './node-server';

interface MinimalSocket {
  send(data: string): void;
  close(): void;
  addEventListener(type: 'open' | 'message' | 'close', listener: (event: { data?: unknown }) => void): void;
}

/** Opens a socket, authorizes, subscribes to a book and a trades stream, and collects frames until `until` holds. */
async function exchange(
  socket: MinimalSocket,
  until: (frames: string[]) => boolean,
): Promise<{ frames: string[]; sent: Map<number, string> }> {
  const frames: string[] = [];
  const sent = new Map<number, string>();
  let id = 0;
  const request = (method: string, params: unknown) => {
    sent.set(++id, method);
    socket.send(JSON.stringify({ id, method, params }));
  };
  await new Promise<void>((resolve, reject) => {
    // A ceiling on the frames to come, not a delay: it resolves as soon as `until` holds.
    const timer = setTimeout(() => reject(new Error(`timed out with ${frames.length} frames`)), WAIT_CEILING_MS);
    socket.addEventListener('open', () => {
      request('server.auth', ['demo-token-123', 'web']);
      request('depth.subscribe', ['BTC_USDT', 50, '0']);
      request('deals.subscribe', ['BTC_USDT']);
      request('asset.query', []);
    });
    socket.addEventListener('message', (event) => {
      frames.push(String(event.data));
      if (until(frames)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  socket.close();
  return { frames, sent };
}

const depthUpdates = (frames: string[]) => frames.filter((f) => f.includes('"depth.update"')).length;

describe('socket mock transports', () => {
  let server: SocketMockServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('serves the contract over a ws server on 127.0.0.1', async () => {
    server = await startSocketMockServer({ port: 0, hubOptions: { seed: 3 }, tickMs: 20 });
    expect(server.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/ws$/);
    const { frames, sent } = await exchange(new WsClient(server.url) as unknown as MinimalSocket, (f) => depthUpdates(f) >= 20);
    for (const f of frames) expect(checkServerFrame(f, (id) => sent.get(id))).toMatchObject({ ok: true });
    expect(frames.some((f) => f.includes('"asset.query"') || /"result":\{"BTC"/.test(f))).toBe(true);
  });

  it('refuses to listen on anything but loopback', async () => {
    await expect(startSocketMockServer({ port: 0, host: '0.0.0.0' })).rejects.toThrow(/loopback/);
  });

  it('serves the contract through MSW ws.link handlers', async () => {
    const hadWebSocket = 'WebSocket' in globalThis;
    // Node 20 has no global WebSocket; MSW's interceptor replaces whatever class is there.
    if (!hadWebSocket) Object.assign(globalThis, { WebSocket: WsClient });
    const msw = setupServer(...socketMockHandlers({ hubOptions: { seed: 5 }, tickMs: 20 }));
    msw.listen({ onUnhandledRequest: 'bypass' });
    try {
      const socket = new globalThis.WebSocket('ws://127.0.0.1:4173/ws') as unknown as MinimalSocket;
      const { frames, sent } = await exchange(socket, (f) => depthUpdates(f) >= 10);
      for (const f of frames) expect(checkServerFrame(f, (id) => sent.get(id))).toMatchObject({ ok: true });
    } finally {
      msw.close();
      if (!hadWebSocket) delete (globalThis as { WebSocket?: unknown }).WebSocket;
    }
  });
});
