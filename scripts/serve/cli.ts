/**
 * npm run serve [-- options]: a built app on the one app server (app-server.ts): the production build with the
 * mock exchange behind it over HTTP and WebSocket, compression, caching and the security headers
 * (docs/security-headers.md). `npm run serve -- --nginx` prints the same headers as an nginx snippet.
 * Exit code 2 on a usage error.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { createAppServer } from './app-server.ts';
import { nginxSnippet } from './security-headers.ts';

const USAGE = `Usage: npm run serve [-- options]

Serves a built app (npm run build && npm run serve) the way production does, on one origin:
  - the mock exchange as its backend: REST on the API's paths (/v2/..., /api/v4/..., /internal/...) and the
    trade socket on /ws. Its state is in memory, one per server process: it starts from the seed on every start
    and every visitor shares its one demo account, signed in at start (after a logout, log in again with
    demo@meridian.example / demo-password);
  - the app's routes answered with index.html (no-cache), hashed assets/ cached for a year (immutable);
  - brotli or gzip for text, by Accept-Encoding, each file compressed once and kept in memory;
  - the security headers (HSTS too when a TLS proxy sends X-Forwarded-Proto: https).

  --dir DIR      the build to serve (default dist)
  --port N       the port (default 4173)
  --host H       the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --mode MODE    the vite mode whose .env files name the API and socket servers for connect-src (default production)
  --no-backend   static files only (the API's paths then get index.html, as the files' server behind a proxy)
  --nginx        print the headers as an nginx snippet (for the https server block) and exit`;

function main(): void {
  let values;
  try {
    values = parseArgs({
      allowNegative: true,
      options: {
        dir: { type: 'string', default: 'dist' },
        port: { type: 'string', default: '4173' },
        host: { type: 'string', default: '127.0.0.1' },
        mode: { type: 'string', default: 'production' },
        backend: { type: 'boolean', default: true },
        nginx: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) return console.log(USAGE);
  const env = loadEnv(values.mode, fileURLToPath(new URL('../..', import.meta.url)), 'VITE_');
  if (values.nginx) return void process.stdout.write(nginxSnippet({ env }));

  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    console.error(`--port ${values.port}: not a port number\n\n${USAGE}`);
    process.exit(2);
  }
  const dir = resolve(values.dir);
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`${dir} has no index.html: build the app first (npm run build)\n\n${USAGE}`);
    process.exit(2);
  }
  const app = createAppServer({ dir, headers: { env }, backend: values.backend });
  app.server.on('error', (error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
  app.listen(port, values.host).then(
    (url) => {
      const what = app.backend ? 'the mock exchange on REST and /ws' : 'static files only';
      console.log(`Serving ${dir} on ${url}/ with ${what}, compression, caching and the security headers`);
      // Ahead of the first visit, so that no browser waits for brotli's best level.
      const started = performance.now();
      app.files.precompress().then(
        ({ files, bytes, br, gzip }) =>
          console.log(
            `Compressed ${files} files of ${(bytes / 1e6).toFixed(2)} MB once: brotli ${(br / 1e6).toFixed(2)} MB, ` +
              `gzip ${(gzip / 1e6).toFixed(2)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
          ),
        (error: Error) => console.error(`serve: compressing ahead failed (${error.message}); files are compressed on request`),
      );
    },
    (error: Error) => {
      console.error(`serve: ${error.message}`);
      process.exit(1);
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void app.close().then(() => process.exit(0)));
}

main();
