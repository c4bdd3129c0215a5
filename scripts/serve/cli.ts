/**
 * npm run serve [-- --dir DIR --port N --host H --mode MODE]: serves a built app with the production security
 * headers (docs/security-headers.md). `npm run serve -- --nginx` prints the same headers as an nginx snippet.
 * Exit code 2 on a usage error.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { nginxSnippet } from './security-headers.ts';
import { createStaticServer } from './static-server.ts';

const USAGE = `Usage: npm run serve [-- options]

Serves a built app (npm run build, or build:demo with --dir dist-demo --mode demo) with the security headers:
the app's routes get index.html, assets/ is cached for a year, gzip for text.

  --dir DIR     the build to serve (default dist)
  --port N      the port (default 4173)
  --host H      the address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --mode MODE   the vite mode whose .env files name the API and socket servers for connect-src (default production)
  --nginx       print the headers as an nginx snippet (for the https server block) and exit`;

function main(): void {
  let values;
  try {
    values = parseArgs({
      options: {
        dir: { type: 'string', default: 'dist' },
        port: { type: 'string', default: '4173' },
        host: { type: 'string', default: '127.0.0.1' },
        mode: { type: 'string', default: 'production' },
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
  const server = createStaticServer({ dir, headers: { env } });
  server.on('error', (error) => {
    console.error(`serve: ${error.message}`);
    process.exit(1);
  });
  server.listen(port, values.host, () => {
    const address = server.address();
    const actual = typeof address === 'object' && address ? address.port : port;
    console.log(`Serving ${dir} on http://${values.host}:${actual}/ with the security headers`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    });
}

main();
