/**
 * The built app's files, as `npm run serve` (app-server.ts) answers them: the app's routes get index.html, files
 * their content type, hashed assets/ are cached for a year and everything else revalidated (ETag, 304), and text is
 * sent brotli- or gzip-compressed when the browser takes it (compressed once per file, compression.ts).
 */
import { createReadStream, promises as fs, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { CompressedFiles, isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding } from './compression.ts';

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

/** Vite writes content-hashed file names under assets/: they never change, so browsers keep them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html, the app's routes and the other files at fixed names: revalidated on every use (ETag, 304). */
export const REVALIDATE = 'no-cache';
export const NO_STORE = 'no-store';

export interface StaticFilesOptions {
  /** The built app (vite's outDir). */
  dir: string;
  /**
   * Cache-Control: no-store on every file instead of the production caching: for a benchmark that measures what
   * each visit loads over the network (scripts/bench/trade-page.bench.ts).
   */
  noStore?: boolean;
}

export interface StaticFiles {
  /** Answers a GET or HEAD of `pathname` (decoded) from the build. */
  serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void>;
  /** The HTML of the page shell at `pathname` (`<path>/index.html` of the build), if the path has one of its own. */
  shellHtml(pathname: string): Promise<string | undefined>;
  /** Compresses every compressible file of the build ahead of its first request (both encodings). */
  precompress(): Promise<{ files: number; bytes: number; br: number; gzip: number }>;
  readonly compressed: CompressedFiles;
}

/** A short plain-text answer (errors), never cached. */
export function sendText(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE, ...headers });
  response.end(request.method === 'HEAD' ? undefined : body);
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

const compressibleFile = (found: Found) =>
  isCompressible(CONTENT_TYPES[extname(found.path).toLowerCase()]) && found.stats.size >= MIN_COMPRESS_BYTES;

const versionOf = (stats: Stats) => `${stats.size}-${stats.mtimeMs}`;

export function staticFiles(options: StaticFilesOptions): StaticFiles {
  const root = resolve(options.dir);
  const assets = join(root, 'assets') + sep;
  const compressed = new CompressedFiles();

  async function serve(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    const target = resolve(root, `.${pathname}`);
    if (pathname.includes('\0') || (target !== root && !target.startsWith(root + sep)))
      return sendText(request, response, 400, 'Bad Request\n');

    let found = await file(target);
    if (!found && target !== root) found = await file(join(target, 'index.html'));
    if (!found && (pathname === '/' || !isFileRequest(pathname))) found = await file(join(root, 'index.html'));
    if (!found) return sendText(request, response, 404, 'Not Found\n');

    const etag = `W/"${found.stats.size.toString(16)}-${Math.floor(found.stats.mtimeMs).toString(16)}"`;
    response.setHeader('Content-Type', CONTENT_TYPES[extname(found.path).toLowerCase()] ?? 'application/octet-stream');
    response.setHeader('Cache-Control', options.noStore ? NO_STORE : found.path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
    response.setHeader('ETag', etag);
    response.setHeader('Last-Modified', found.stats.mtime.toUTCString());
    const compressible = compressibleFile(found);
    // Caches keep one copy per encoding: the same URL answers differently by Accept-Encoding.
    if (compressible) response.setHeader('Vary', 'Accept-Encoding');

    if (request.headers['if-none-match'] === etag) {
      response.statusCode = 304;
      return void response.end();
    }
    const encoding = compressible ? negotiateEncoding(request.headers['accept-encoding']) : 'identity';
    if (encoding !== 'identity') {
      const path = found.path;
      const body = await compressed.get(path, versionOf(found.stats), encoding, () => fs.readFile(path));
      response.writeHead(200, { 'Content-Encoding': encoding, 'Content-Length': body.length });
      return void response.end(request.method === 'HEAD' ? undefined : body);
    }
    response.writeHead(200, { 'Content-Length': found.stats.size });
    if (request.method === 'HEAD') return void response.end();
    createReadStream(found.path)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  // Page shells read once per version of the file, not on every request.
  const shells = new Map<string, { version: string; html: string }>();
  async function shellHtml(pathname: string): Promise<string | undefined> {
    const target = resolve(root, `.${pathname}`, 'index.html');
    if (pathname.includes('\0') || !target.startsWith(root + sep) || target === join(root, 'index.html')) return undefined;
    const found = await file(target);
    if (!found) return undefined;
    const version = versionOf(found.stats);
    let shell = shells.get(target);
    if (shell?.version !== version) shells.set(target, (shell = { version, html: await fs.readFile(target, 'utf8') }));
    return shell.html;
  }

  async function precompress() {
    const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
    const names = await fs.readdir(root, { recursive: true });
    // One file at a time: zlib runs on libuv's small thread pool, which the file reads of live requests share.
    for (const name of names) {
      const found = await file(join(root, name));
      if (!found || !compressibleFile(found) || relative(root, found.path).startsWith('.')) continue;
      const path = found.path;
      const version = versionOf(found.stats);
      const br = await compressed.get(path, version, 'br', () => fs.readFile(path));
      const gz = await compressed.get(path, version, 'gzip', () => fs.readFile(path));
      totals.files++;
      totals.bytes += found.stats.size;
      totals.br += br.length;
      totals.gzip += gz.length;
    }
    return totals;
  }

  return { serve, shellHtml, precompress, compressed };
}
