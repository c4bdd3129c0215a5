/**
 * npm run mock: the contract's mock servers on loopback, for running the app against something that speaks exactly
 * the contract.
 *
 * - REST: Prism 5 serving the bundled contract (generated/openapi/openapi.yaml), static examples by default,
 *   `--dynamic` for generated data. Prism runs on a private port behind a small loopback front that
 *   (1) answers CORS for the app's credentialed requests (echoes the Origin, allows credentials, exposes Prism's
 *   `sl-violations` header), and (2) adds a `session` cookie when the request has none, so that Prism's check of
 *   the contract's security (the `session` cookie) passes in a browser, where the app cannot set that cookie
 *   for another origin. `--guest` leaves the cookie out: login-required calls then get the contract's 401.
 * - Socket: the socket mock server (mocks/socket/node-server.ts); where it does not exist yet, a stand-in that
 *   answers from the AsyncAPI examples (scripts/conformance/example-socket-server.ts).
 *
 * Options: --port 4010 (REST), --socket-port 4011, --dynamic, --seed S, --guest, --errors, --quiet.
 * Ctrl-C (or SIGTERM) stops everything.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import { asyncApiFiles, readAsyncApi, ROOT } from './conformance/contract';
import { startExampleSocketServer } from './conformance/example-socket-server';

const HOST = '127.0.0.1';
export const SESSION_COOKIE = 'session=mock-session';
const SOCKET_MOCK = join(ROOT, 'mocks/socket/node-server.ts');

export interface MockServerOptions {
  /** REST port (the front Prism sits behind); 0 picks a free one. */
  port: number;
  socketPort: number;
  dynamic?: boolean;
  seed?: string;
  /** No session cookie is added: Prism answers 401 to login-required calls. */
  guest?: boolean;
  /** Prism's --errors: an answer that violates the contract becomes an error. */
  errors?: boolean;
  /** Prism logs only warnings and errors. */
  quiet?: boolean;
  /** The OpenAPI document Prism serves (default generated/openapi/openapi.yaml). */
  contract?: string;
  log?: (line: string) => void;
}

export interface RunningMockServers {
  apiUrl: string;
  socketUrl: string;
  prismUrl: string;
  socketServer: 'mocks/socket/node-server.ts' | 'AsyncAPI examples';
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createNetServer();
    s.once('error', reject);
    s.listen(0, HOST, () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Prism 5's dynamic mode fails on OpenAPI 3.1 `prefixItems` tuples ("missing items for ..."). For it only, a copy of
 * the contract spells each tuple the older way (`items: [..]`), which json-schema-faker understands.
 */
function dynamicCopy(file: string, dir: string): string {
  const doc = parse(readFileSync(file, 'utf8')) as unknown;
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') {
      const o = n as Record<string, unknown>;
      if (Array.isArray(o.prefixItems)) {
        o.items = o.prefixItems;
        delete o.prefixItems;
      }
      Object.values(o).forEach(walk);
    }
  };
  walk(doc);
  const out = join(dir, 'openapi.dynamic.yaml');
  writeFileSync(out, stringify(doc));
  return out;
}

// A ceiling, not a delay: Prism answers in seconds alone, but far later on a busy machine; it fails at once if Prism exits.
async function waitFor(url: string, child: ChildProcess, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Prism exited with code ${child.exitCode}`);
    try {
      // A CORS preflight: Prism answers it without routing (no error in its log).
      await fetch(url, {
        method: 'OPTIONS',
        headers: { Origin: 'http://127.0.0.1', 'Access-Control-Request-Method': 'GET' },
        signal: AbortSignal.timeout(1000),
      });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`Prism did not answer on ${url} within ${timeoutMs / 1000} s`);
}

const CORS_HEADERS = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-headers',
  'access-control-expose-headers',
  'access-control-allow-methods',
  'vary',
];

function corsHeaders(req: { headers: IncomingHttpHeaders }): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    // A credentialed response cannot expose `*`: name the header the page may read.
    'access-control-expose-headers': 'sl-violations',
    vary: 'Origin',
  };
}

/** The loopback front of Prism: CORS for credentialed requests and the session cookie. */
export function startFront(port: number, prismPort: number, guest: boolean): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method === 'OPTIONS' && req.headers.origin && req.headers['access-control-request-method']) {
      res.writeHead(204, {
        ...corsHeaders(req),
        'access-control-allow-methods': String(req.headers['access-control-request-method']),
        'access-control-allow-headers': String(req.headers['access-control-request-headers'] ?? ''),
        'access-control-max-age': '600',
        'content-length': '0',
      });
      res.end();
      return;
    }
    const headers: IncomingHttpHeaders = { ...req.headers, host: `${HOST}:${prismPort}` };
    if (!guest && !/(^|;\s*)session=/.test(String(headers.cookie ?? '')))
      headers.cookie = headers.cookie ? `${headers.cookie}; ${SESSION_COOKIE}` : SESSION_COOKIE;
    // A new connection to Prism for each request (agent: false): a kept-alive one that Prism closes as it idles could
    // be reused at that very moment and reset, and the front would answer a 502 of its own for a network hiccup.
    const upstream = httpRequest({ host: HOST, port: prismPort, method: req.method, path: req.url, headers, agent: false }, (up) => {
      const out: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(up.headers)) if (v !== undefined && !CORS_HEADERS.includes(k)) out[k] = v;
      res.writeHead(up.statusCode ?? 502, { ...out, ...corsHeaders(req) });
      up.pipe(res);
    });
    upstream.on('error', (e) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain', ...corsHeaders(req) });
      res.end(`Prism is not answering: ${e.message}`);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

interface SocketMockModule {
  startSocketMockServer(options: { port: number; host?: string }): Promise<{ url: string; close(): Promise<void> }>;
}

/** The socket mock (mocks/socket/node-server.ts), or the AsyncAPI examples' stand-in while it does not exist. */
export async function startSocket(
  port: number,
): Promise<{ url: string; close(): Promise<void>; kind: RunningMockServers['socketServer'] }> {
  if (existsSync(SOCKET_MOCK)) {
    const mod = (await import(pathToFileURL(SOCKET_MOCK).href)) as Partial<SocketMockModule>;
    if (typeof mod.startSocketMockServer === 'function') {
      const s = await mod.startSocketMockServer({ port, host: HOST });
      return { ...s, kind: 'mocks/socket/node-server.ts' };
    }
  }
  const s = await startExampleSocketServer({ contracts: asyncApiFiles().map((f) => readAsyncApi(f)), port, host: HOST });
  return { ...s, kind: 'AsyncAPI examples' };
}

export async function startMockServers(options: MockServerOptions): Promise<RunningMockServers> {
  const log = options.log ?? ((line: string) => console.log(line));
  const contract = options.contract ?? join(ROOT, 'generated/openapi/openapi.yaml');
  if (!existsSync(contract)) throw new Error(`${contract} does not exist: run npm run generate`);
  const tmp = mkdtempSync(join(tmpdir(), 'meridian-mock-'));
  const served = options.dynamic ? dynamicCopy(contract, tmp) : contract;
  const prismPort = await freePort();
  const args = ['mock', served, '-h', HOST, '-p', String(prismPort)];
  if (options.dynamic) {
    // Without this, json-schema-faker adds random properties wherever additionalProperties is not false.
    args.push('--dynamic', '--json-schema-faker-fillProperties=false');
    if (options.seed) args.push('--seed', options.seed);
  }
  if (options.errors) args.push('--errors');
  if (options.quiet) args.push('-v', 'warn');
  const prism = spawn(join(ROOT, 'node_modules/.bin/prism'), args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  const relay = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter((l) => l.trim())
      .forEach((l) => log(`[prism] ${l}`));
  prism.stdout?.on('data', relay);
  prism.stderr?.on('data', relay);

  const cleanup: (() => Promise<void>)[] = [];
  const stopPrism = () =>
    new Promise<void>((resolve) => {
      if (prism.exitCode !== null || prism.signalCode !== null) return resolve();
      const force = setTimeout(() => prism.kill('SIGKILL'), 3000);
      prism.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      prism.kill('SIGTERM');
    });
  cleanup.push(stopPrism, async () => rmSync(tmp, { recursive: true, force: true }));
  const close = async () => {
    for (const step of cleanup.reverse()) await step().catch(() => undefined);
  };

  try {
    await waitFor(`http://${HOST}:${prismPort}/`, prism);
    const front = await startFront(options.port, prismPort, Boolean(options.guest));
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          front.closeAllConnections();
          front.close(() => resolve());
        }),
    );
    const address = front.address();
    const apiPort = typeof address === 'object' && address ? address.port : options.port;
    const socket = await startSocket(options.socketPort);
    cleanup.push(() => socket.close());
    return {
      apiUrl: `http://${HOST}:${apiPort}`,
      prismUrl: `http://${HOST}:${prismPort}`,
      socketUrl: socket.url,
      socketServer: socket.kind,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

const USAGE = `Usage: npm run mock -- [--port 4010] [--socket-port 4011] [--dynamic [--seed S]] [--guest] [--errors] [--quiet]

  --port N         REST port (default 4010, the contract's servers[0])
  --socket-port N  socket port (default 4011, the AsyncAPI documents' mock server)
  --dynamic        Prism generates data from the schemas instead of serving the examples
  --seed S         with --dynamic: the same data on every run
  --guest          no session cookie: login-required calls answer 401 as for a signed-out user
  --errors         Prism answers an error when its own answer would violate the contract
  --quiet          only Prism's warnings and errors`;

async function main(): Promise<void> {
  let values;
  try {
    values = parseArgs({
      options: {
        port: { type: 'string', default: '4010' },
        'socket-port': { type: 'string', default: '4011' },
        dynamic: { type: 'boolean', default: false },
        seed: { type: 'string' },
        guest: { type: 'boolean', default: false },
        errors: { type: 'boolean', default: false },
        quiet: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) return console.log(USAGE);
  const port = Number(values.port);
  const socketPort = Number(values['socket-port']);
  if (!Number.isInteger(port) || !Number.isInteger(socketPort)) {
    console.error(`--port and --socket-port take a port number\n\n${USAGE}`);
    process.exit(2);
  }
  const servers = await startMockServers({
    port,
    socketPort,
    dynamic: values.dynamic,
    seed: values.seed,
    guest: values.guest,
    errors: values.errors,
    quiet: values.quiet,
  });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the mock servers…`);
    await servers.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
  const mode = values.dynamic ? `dynamic data${values.seed ? `, seed ${values.seed}` : ''}` : 'static examples';
  console.log(`
Mock servers on loopback (Ctrl-C stops both):
  REST    ${servers.apiUrl}   Prism 5 (${mode}) from generated/openapi/openapi.yaml, ${values.guest ? 'as a guest (no session cookie)' : `signed in (adds the cookie ${SESSION_COOKIE})`}
  socket  ${servers.socketUrl}   ${servers.socketServer}

Run the app against them (settings of .env.prism, mode "prism"):
  VITE_MOCK_BACKEND=false
  VITE_API_BASE=${servers.apiUrl}
  VITE_PUBLIC_API_BASE=${servers.apiUrl}
  VITE_INTERNAL_BASE=${servers.apiUrl}
  VITE_SOCKET_URL=${servers.socketUrl}

  npx vite --mode prism                                    dev server with hot reload
  npx vite build --mode prism && npx vite preview --mode prism   the built app (dist-prism/)
${port !== 4010 || socketPort !== 4011 ? '\n  Other ports than 4010/4011: put the settings above in the environment of the vite command\n  (they win over .env.prism).\n' : ''}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
