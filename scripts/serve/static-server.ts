/**
 * The static server of `npm run serve` (scripts/serve/cli.ts): a built dist/ over node:http with the security
 * headers (security-headers.ts), the app's routes answered with index.html, the right content types, hashed
 * assets/ cached for a year and everything else revalidated, gzip for text when the browser takes it.
 */
import { createReadStream, promises as fs, type Stats } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { securityHeaders, type SecurityHeaderOptions } from './security-headers.ts';

const gzip = promisify(gzipCallback);

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Worth compressing: text formats (images and fonts other than SVG are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.txt', '.xml', '.svg']);
/** Below this a gzip stream saves nothing worth its header. */
const GZIP_MIN_BYTES = 1024;
/** Vite writes content-hashed file names under assets/: they never change, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the service worker and the other files at fixed names: revalidated on every use (ETag, 304). */
export const REVALIDATE = 'no-cache';

export interface StaticServerOptions {
  /** The built app (vite's outDir). */
  dir: string;
  /** The header set's inputs (the build's environment). HSTS is added per request, when it came over https. */
  headers?: Omit<SecurityHeaderOptions, 'hsts'>;
}

interface Found {
  path: string;
  stats: Stats;
}

async function file(path: string): Promise<Found | undefined> {
  try {
    const stats = await fs.stat(path);
    return stats.isFile() ? { path, stats } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A request for a file that does not exist gets index.html (the app's router answers it), unless it is plainly a
 * file: anything under assets/ or a name with a file extension (`/missing.js` is a 404, not an HTML page that the
 * browser would refuse as a script).
 */
function isFileRequest(pathname: string): boolean {
  return pathname.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(pathname.slice(pathname.lastIndexOf('/') + 1));
}

/**
 * The request reached the site over https, through a TLS-terminating proxy that says so. (Browsers ignore HSTS
 * received over plain http anyway, so a forged header gains nothing.)
 */
function overHttps(request: IncomingMessage): boolean {
  const forwarded = request.headers['x-forwarded-proto'];
  return (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim() === 'https';
}

export function createStaticServer(options: StaticServerOptions): Server {
  const root = resolve(options.dir);
  const plainHeaders = securityHeaders({ ...options.headers, hsts: false });
  const httpsHeaders = securityHeaders({ ...options.headers, hsts: true });
  const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

  function send(request: IncomingMessage, response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
    response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for (const [name, value] of Object.entries(overHttps(request) ? httpsHeaders : plainHeaders)) response.setHeader(name, value);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(request, response, 405, 'Method Not Allowed\n', { Allow: 'GET, HEAD' });

    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send(request, response, 400, 'Bad Request\n');
    }
    const target = resolve(root, `.${pathname}`);
    if (pathname.includes('\0') || (target !== root && !target.startsWith(root + sep)))
      return send(request, response, 400, 'Bad Request\n');

    let found = await file(target);
    if (!found && target !== root) found = await file(join(target, 'index.html'));
    if (!found && (pathname === '/' || !isFileRequest(pathname))) found = await file(join(root, 'index.html'));
    if (!found) return send(request, response, 404, 'Not Found\n');

    const ext = extname(found.path).toLowerCase();
    const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`;
    response.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', found.path.startsWith(join(root, 'assets') + sep) ? IMMUTABLE : REVALIDATE);
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', found.stats.mtime.toUTCString());
    const compressible = COMPRESSIBLE.has(ext) && found.stats.size >= GZIP_MIN_BYTES;
    if (compressible) response.setHeader('Vary', 'Accept-Encoding');

    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      return void response.end();
    }
    if (compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      let cached = gzipped.get(found.path);
      if (!cached || cached.mtimeMs !== found.stats.mtimeMs) {
        cached = { mtimeMs: found.stats.mtimeMs, body: await gzip(await fs.readFile(found.path)) };
        gzipped.set(found.path, cached);
      }
      response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': cached.body.length });
      return void response.end(request.method === 'HEAD' ? undefined : cached.body);
    }
    response.writeHead(200, { 'Content-Length': found.stats.size });
    if (request.method === 'HEAD') return void response.end();
    createReadStream(found.path)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  return createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) send(request, response, 500, 'Internal Server Error\n');
      else response.destroy();
    });
  });
}
