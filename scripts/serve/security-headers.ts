/**
 * The security headers of every response the app is served with (issue 17): built here once and applied by
 * `vite preview` (vite.config.ts, so every Playwright test runs under them), by `npm run serve`
 * (scripts/serve/app-server.ts) and, for production, by the nginx snippet `nginxSnippet()` prints
 * (docs/security-headers.md, kept equal to it by scripts/serve/security-headers.test.ts).
 *
 * The Content-Security-Policy has no 'unsafe-inline' and no 'unsafe-eval'. Its only exceptions are two inline
 * <style> elements that libraries insert from script, allowed by the hash of their exact text:
 * - sonner injects its stylesheet once, when its module loads (`__insertCSS` in sonner/dist/index.mjs);
 * - lightweight-charts inserts a <style> for the TradingView attribution logo (`a#tv-attr-logo{...}`), which its
 *   licence asks us to keep.
 * Both change only when the package is upgraded, and the test recomputes both hashes from node_modules (a third,
 * the empty stylesheet's, covers sonner's element before its text arrives).
 * Element styles need no exception: React's `style` prop and lightweight-charts write them through the CSSOM
 * (`element.style.x = ...`), which CSP does not govern; only `style="..."` in parsed markup or `setAttribute('style')`
 * would need `style-src-attr 'unsafe-inline'`, and nothing the app runs does that (e2e/security-headers.spec.ts
 * watches for violations on the home and trade pages).
 */
import { regions } from '../../regions/regions.ts';

/** sha256 of sonner 2.0.8's injected stylesheet (the argument of `__insertCSS` in sonner/dist/index.mjs). */
export const SONNER_STYLE_HASH = 'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY=';
/** sha256 of lightweight-charts 5.2.1's attribution-logo stylesheet (`a#tv-attr-logo{...}`). */
export const CHART_LOGO_STYLE_HASH = 'sha256-3pRED1tOXas1FXFoPb9TGCjmYe9XQsmO9OV23khV2nY=';
/**
 * sha256 of the empty string. sonner appends its <style> element first and its text second, so the browser checks
 * the element once while it is still empty: without this hash that first check is reported as a violation (the
 * stylesheet itself is then allowed by its own hash). An empty stylesheet styles nothing.
 */
export const EMPTY_STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/** Two years, the HSTS preload list's minimum is one. */
export const HSTS_MAX_AGE = 63_072_000;

/** The build's environment variables that name servers the page talks to (src/lib/config/runtime-config.ts). */
const SERVER_VARIABLES = ['VITE_API_BASE', 'VITE_PUBLIC_API_BASE', 'VITE_INTERNAL_BASE', 'VITE_SOCKET_URL'] as const;

/** Hosts that only exist on a developer's machine: 'self' covers them, and they have no https site to name. */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1']);

export interface SecurityHeaderOptions {
  /**
   * The build's environment (vite's `loadEnv`): the origins of VITE_API_BASE, VITE_PUBLIC_API_BASE,
   * VITE_INTERNAL_BASE and VITE_SOCKET_URL are added to connect-src. Empty values mean the page's own origin.
   */
  env?: Readonly<Record<string, string | undefined>>;
  /** The exchange's public hosts; by default every region's (regions/), without the local ones. */
  hosts?: readonly string[];
  /** Add Strict-Transport-Security: only for responses that reach the browser over https. */
  hsts?: boolean;
  /**
   * The page's own socket origin (`ws://host:port` over http, `wss://host` over https), for a server that knows the
   * host it answers as (`npm run serve`, per request). 'self' covers it in browsers that follow CSP 3; naming it
   * keeps the socket working in those where 'self' means http(s) only. Not for the nginx snippet: one snippet serves
   * every region's host, whose sockets are listed already.
   */
  socketOrigin?: string;
}

/** Every region's public host, in the regions' order, without duplicates or the local development hosts. */
export function exchangeHosts(): string[] {
  const hosts = Object.values(regions).flatMap((region) => region.hosts);
  return [...new Set(hosts)].filter((host) => !LOCAL_HOSTS.has(host));
}

/** The origins of the servers the build's environment names (http(s) and ws(s) alike); invalid values are errors. */
export function serverOrigins(env: Readonly<Record<string, string | undefined>> = {}): string[] {
  const origins: string[] = [];
  for (const name of SERVER_VARIABLES) {
    const value = env[name]?.trim();
    if (!value) continue;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new Error(`${name}=${value} is not an absolute URL`);
    }
    if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) throw new Error(`${name}=${value}: not http(s) or ws(s)`);
    if (!origins.includes(url.origin)) origins.push(url.origin);
  }
  return origins;
}

/**
 * A ws(s) origin fit for a CSP source list: a host name or address and a port, nothing else (a Host header that
 * carried a space, a semicolon or a path must not reach the policy).
 */
export function isSocketOrigin(origin: string): boolean {
  return /^wss?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(origin);
}

function socketOrigin(origin: string | undefined): string[] {
  if (!origin) return [];
  if (!isSocketOrigin(origin)) throw new Error(`socketOrigin ${origin}: not a ws(s) origin`);
  return [origin.toLowerCase()];
}

/** The Content-Security-Policy's directives, in the order they are sent. */
export function cspDirectives(options: SecurityHeaderOptions = {}): [string, string[]][] {
  const hosts = options.hosts ?? exchangeHosts();
  return [
    ['default-src', ["'self'"]],
    // Only the bundle's own modules: no inline script, no eval, no other origin.
    ['script-src', ["'self'"]],
    // The bundle's stylesheets, and the two stylesheets libraries insert (see above), by hash.
    ['style-src', ["'self'", ...[SONNER_STYLE_HASH, CHART_LOGO_STYLE_HASH, EMPTY_STYLE_HASH].map((hash) => `'${hash}'`)]],
    // Coin icons and CMS images come from the servers' CDNs as https URLs; the demo's icons are data: SVGs.
    ['img-src', ["'self'", 'data:', 'https:']],
    ['font-src', ["'self'"]],
    // The page's own origin (REST and, in browsers that follow CSP 3, its own ws(s) socket), each public host's
    // socket (wss: for browsers where 'self' does not cover WebSockets yet), the servers the build names, and the
    // page's own socket when the server knows its host.
    [
      'connect-src',
      [
        ...new Set([
          "'self'",
          ...hosts.map((host) => `wss://${host}`),
          ...serverOrigins(options.env),
          ...socketOrigin(options.socketOrigin),
        ]),
      ],
    ],
    // The demo's mock backend is a service worker (/mockServiceWorker.js); production builds register none.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // Who may frame the app: its own pages and the exchange's regional sites, nobody else. The mobile app loads
    // the site as the top-level document of its webview, which has no ancestor, so it needs no entry here.
    ['frame-ancestors', ["'self'", ...hosts.map((host) => `https://${host}`)]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
}

export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  return cspDirectives(options)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Features the app uses are allowed for its own origin only (passkeys, clipboard for copy buttons, fullscreen);
 * the rest are switched off for the page and anything it could embed.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'browsing-topics=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
  'publickey-credentials-create=(self)',
  'publickey-credentials-get=(self)',
].join(', ');

/** The header set, names as browsers show them. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    // For browsers without CSP 2's frame-ancestors; browsers that have it ignore this header when both are sent.
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // No cross-origin window keeps a handle on the app's window (the app opens no popup that reports back).
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(options.hsts ? { 'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains` } : {}),
  };
}

/**
 * The headers as nginx `add_header` lines for the https server block of every regional site. `always` sends them
 * with error responses too. nginx drops a server's add_header lines in any location that has add_header lines
 * of its own, so the snippet is meant to be included in each such location as well.
 */
export function nginxSnippet(options: SecurityHeaderOptions = {}): string {
  const headers = securityHeaders({ ...options, hsts: true });
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return ['# Security headers of the Meridian web app (generated by `npm run serve -- --nginx`).', ...lines, ''].join('\n');
}
