/**
 * npm run conformance -- --base-url URL [options]: checks a running backend against the contracts.
 * Exit code 0 when nothing violates the contract, 1 on any violation, 3 when nothing violates it but some calls got no
 * answer (a network failure after the retries: the server or the network, not the contract), 2 on a usage error.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_RETRIES } from './network';
import { exitCodeOf, formatTable, toJson, toJUnit } from './report';
import { runConformance, type ConformanceOptions } from './run';

const USAGE = `Usage: npm run conformance -- --base-url URL [options]

Checks a running backend against the contracts: every REST operation it may call safely, with a request built
from the contract's examples (status, content type and body against the bundled OpenAPI document), and the
socket (every frame against the generated validators).

  --base-url URL           the web API (x-server: web), e.g. https://staging.example.com (required)
  --public-base-url URL    the public API (x-server: public); default: --base-url
  --internal-base-url URL  the frontend host's internal API (x-server: internal); default: --base-url
  --socket-url URL         the trade socket, e.g. wss://staging.example.com/ws; NAME=URL for one AsyncAPI
                           document (repeatable); without it the socket is skipped
  --cookie "name=value"    a session cookie: login-required operations are skipped without it
  --token TOKEN            a socket token for server.auth: private channels are skipped without it
  --only tag[,tag]         only these tags or operationIds (and "socket" or a document name for the socket)
  --allow-writes           also call non-GET operations (with the CSRF token of GET /v2/index): they change data!
  --socket-seconds N       how long to listen to the socket (default 5)
  --timeout-ms N           longest wait for one answer (default 20000; an operation's x-timeout-ms if shorter)
  --min-timeout-ms N       wait at least N ms for every answer, above the operations' x-timeout-ms and the socket's
                           reply wait: for a local mock on a busy machine (a real server should meet the contract's)
  --retries N              retries of a transient network failure (reset, refused, cut off) of an idempotent call
                           (GET, HEAD, PUT, DELETE, OPTIONS; never POST or PATCH), with backoff (default ${DEFAULT_RETRIES})
  --report json|junit      also write a machine-readable report (to --out, default stdout)
  --out FILE               where the report goes
  --help

Exit code: 0 when nothing violates the contract; 1 on any violation; 3 when nothing violates it but some calls got no
answer after the retries (network failures, shown as NET: the server or the network, not the contract); 2 on a usage
error.`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: {
        'base-url': { type: 'string' },
        'public-base-url': { type: 'string' },
        'internal-base-url': { type: 'string' },
        'socket-url': { type: 'string', multiple: true },
        cookie: { type: 'string' },
        token: { type: 'string' },
        only: { type: 'string', multiple: true },
        'allow-writes': { type: 'boolean', default: false },
        'socket-seconds': { type: 'string', default: '5' },
        'timeout-ms': { type: 'string', default: '20000' },
        'min-timeout-ms': { type: 'string' },
        retries: { type: 'string', default: String(DEFAULT_RETRIES) },
        report: { type: 'string' },
        out: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail((error as Error).message);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const baseUrl = args['base-url'];
  if (!baseUrl) fail('--base-url is required');
  for (const [name, value] of Object.entries({
    '--base-url': baseUrl,
    '--public-base-url': args['public-base-url'],
    '--internal-base-url': args['internal-base-url'],
  })) {
    if (value && !/^https?:\/\//.test(value)) fail(`${name} must be an http(s) URL: ${value}`);
  }
  if (args.report && !['json', 'junit'].includes(args.report)) fail(`--report must be json or junit: ${args.report}`);
  if (args.out && !args.report) fail('--out needs --report json|junit');
  if (args.cookie && !/^[^=;\s]+=/.test(args.cookie)) fail(`--cookie must be name=value: ${args.cookie}`);
  const seconds = Number(args['socket-seconds']);
  const timeoutMs = Number(args['timeout-ms']);
  if (!Number.isFinite(seconds) || seconds < 0) fail(`--socket-seconds must be a number of seconds: ${args['socket-seconds']}`);
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) fail(`--timeout-ms must be a positive number: ${args['timeout-ms']}`);
  const minTimeoutMs = args['min-timeout-ms'] === undefined ? undefined : Number(args['min-timeout-ms']);
  if (minTimeoutMs !== undefined && !(Number.isFinite(minTimeoutMs) && minTimeoutMs > 0))
    fail(`--min-timeout-ms must be a positive number: ${args['min-timeout-ms']}`);
  const retries = Number(args.retries);
  if (!Number.isInteger(retries) || retries < 0) fail(`--retries must be a whole number, 0 or more: ${args.retries}`);

  let socketUrl: ConformanceOptions['socketUrl'];
  for (const raw of args['socket-url'] ?? []) {
    const named = /^([\w-]+)=(wss?:\/\/.+)$/.exec(raw);
    if (named) socketUrl = { ...(typeof socketUrl === 'object' ? socketUrl : {}), [named[1]!]: named[2]! };
    else if (/^wss?:\/\//.test(raw)) socketUrl = raw;
    else fail(`--socket-url must be a ws:// or wss:// URL (or NAME=URL): ${raw}`);
  }

  const run = await runConformance({
    baseUrl,
    publicBaseUrl: args['public-base-url'],
    internalBaseUrl: args['internal-base-url'],
    socketUrl,
    cookie: args.cookie,
    token: args.token,
    only: (args.only ?? []).flatMap((o) => o.split(',')),
    allowWrites: args['allow-writes'],
    socketSeconds: seconds,
    timeoutMs,
    minTimeoutMs,
    retries,
  });

  const reportToStdout = args.report && !args.out;
  // With a report on stdout the table goes to stderr, so `> report.xml` stays a clean file.
  const print = reportToStdout ? (s: string) => console.error(s) : (s: string) => console.log(s);
  print(formatTable(run, Boolean(process.stdout.isTTY) && !reportToStdout));
  if (args.report) {
    const text = args.report === 'json' ? toJson(run) : toJUnit(run);
    if (args.out) {
      const file = resolve(args.out);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
      print(`${args.report} report: ${file}`);
    } else process.stdout.write(text);
  }
  process.exitCode = exitCodeOf(run.summary);
  if (run.summary.networkErrors > 0)
    console.error(
      `${run.summary.networkErrors} check(s) got no answer after the retries: a network failure, not a contract result${
        run.summary.violations > 0 ? '' : ' (exit code 3)'
      }.`,
    );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(2);
});
