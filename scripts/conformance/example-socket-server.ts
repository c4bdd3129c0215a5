/**
 * A socket server that answers from the AsyncAPI documents' own examples, all documents on one connection (as the
 * trade socket carries the account and web events): each request gets its success reply's example (with the
 * request's id), each subscription its acknowledgement and then every example of its event; after the auth request,
 * the examples of the events pushed without a subscription (balanceUpdate, ...). Private calls (`x-auth: required`)
 * get the error reply until the auth request was made.
 *
 * It is the fixture the broken server plants its bad frame into, and what `npm run mock` serves when
 * mocks/socket/node-server.ts is absent. Loopback only.
 */
import { createServer, type Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { AsyncApiContract, AsyncMessage } from './contract';

export interface ExampleSocketServerOptions {
  contracts: AsyncApiContract[];
  port?: number;
  host?: string;
  /** Extra frames pushed after an event's examples, by event name (the broken server's planted frame). */
  extraEvents?: Record<string, unknown[]>;
}

export interface RunningSocketServer {
  url: string;
  close(): Promise<void>;
}

const payloads = (m: AsyncMessage) =>
  m.examples.map((e) => e.payload).filter((p): p is Record<string, unknown> => Boolean(p) && typeof p === 'object');
const isErrorMessage = (m: AsyncMessage) => {
  const e = ((m.payload.properties ?? {}) as Record<string, Record<string, unknown>>).error;
  return Boolean(e && e.type !== 'null');
};
const isAuthMethod = (m: string) => /(^|\.)(auth|authorize|login)$/.test(m);

export async function startExampleSocketServer(options: ExampleSocketServerOptions): Promise<RunningSocketServer> {
  const { contracts } = options;
  const host = options.host ?? '127.0.0.1';
  const firstServer = contracts.flatMap((c) => c.servers)[0];
  const path = firstServer ? new URL(firstServer.url).pathname || '/ws' : '/ws';
  const requests = contracts.flatMap((c) => c.requests);
  const events = contracts.flatMap((c) => c.events);
  const subscribedEvents = new Set(requests.map((r) => r.subscription?.event).filter(Boolean));
  const allMessages = contracts.flatMap((c) => c.messages);
  const errorExample = (replies: AsyncMessage[]) =>
    payloads(replies.find(isErrorMessage) ?? allMessages.find(isErrorMessage) ?? allMessages[0]!)[0];

  const http: Server = createServer((_req, res) => {
    res.writeHead(426, { 'Content-Type': 'text/plain' }).end('WebSocket only');
  });
  const wss = new WebSocketServer({ server: http, path });

  wss.on('connection', (socket: WebSocket) => {
    let authorised = false;
    const send = (frame: unknown) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const push = (eventName: string) => {
      for (const ev of events.filter((e) => e.method === eventName)) for (const m of ev.messages) payloads(m).forEach(send);
      for (const extra of options.extraEvents?.[eventName] ?? []) send(extra);
    };
    socket.on('message', (data) => {
      let frame: { id?: unknown; method?: unknown };
      try {
        frame = JSON.parse(data.toString()) as typeof frame;
      } catch {
        return;
      }
      const request = requests.find((r) => r.method === frame.method);
      if (!request || (request.needsAuth && !authorised)) {
        const err = errorExample(request?.replies ?? []);
        if (err) send({ ...err, id: frame.id });
        return;
      }
      const success = request.replies.find((m) => !isErrorMessage(m)) ?? request.replies[0];
      const reply = success ? payloads(success)[0] : undefined;
      if (reply) send({ ...reply, id: frame.id });
      if (isAuthMethod(request.method) && !authorised) {
        authorised = true;
        // Events pushed to an authorised connection without a subscription.
        for (const ev of events.filter((e) => !subscribedEvents.has(e.method))) push(ev.method);
      }
      if (request.subscription?.event) push(request.subscription.event);
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? 0, host, () => resolve());
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `ws://${host}:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => http.close(() => resolve()));
      }),
  };
}
