/**
 * Compression of `npm run serve`'s answers (app-server.ts): brotli or gzip, chosen by the request's
 * Accept-Encoding. A static file is compressed once per version at the best ratio and kept in memory, so every
 * later request of it costs a lookup; the mock backend's JSON changes per answer and is compressed at a fast level.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this a compressed body saves nothing worth its framing and the CPU. */
export const MIN_COMPRESS_BYTES = 1024;

/** Text is worth compressing; images (other than SVG), fonts and archives are compressed already. */
export function isCompressible(contentType: string | undefined): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json|xml)|image\/svg\+xml)/i.test(contentType ?? '');
}

/**
 * The encoding to send for an Accept-Encoding header (RFC 9110 12.5.3, with q-values): brotli when the client takes
 * it at least as gladly as gzip (smaller, and every browser that sends `br` decodes it), then gzip, else none.
 * `*` stands for codings not named; `q=0` refuses one.
 */
export function negotiateEncoding(header: string | string[] | undefined): Encoding {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(param)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Static files: the smallest output (brotli 11, gzip 9); done once per file version, so the time is spent once. */
export function compressBest(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 9 });
}

/** Per-answer bodies (the backend's JSON): levels that cost about as much as gzip's default, every time. */
export function compressFast(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body);
}

/**
 * Compressed bodies of files, by path and version (size and mtime): a changed file is compressed again, an unchanged
 * one never. The promise is kept, not the buffer, so requests that arrive while a file is being compressed wait for
 * that one compression instead of starting their own.
 */
export class CompressedFiles {
  private readonly entries = new Map<string, { version: string; bodies: Map<'br' | 'gzip', Promise<Buffer>> }>();
  /** Compressions done (not answers served): what a test reads to see that a repeated request reused the first. */
  compressions = 0;

  get(path: string, version: string, encoding: 'br' | 'gzip', read: () => Promise<Buffer>): Promise<Buffer> {
    let entry = this.entries.get(path);
    if (!entry || entry.version !== version) {
      entry = { version, bodies: new Map() };
      this.entries.set(path, entry);
    }
    let body = entry.bodies.get(encoding);
    if (!body) {
      this.compressions++;
      const bodies = entry.bodies;
      body = read().then((raw) => compressBest(raw, encoding));
      // A failed read (the file went away) is not remembered: the next request tries again.
      body.catch(() => bodies.delete(encoding));
      bodies.set(encoding, body);
    }
    return body;
  }
}
