/**
 * The one allow-list for URLs that come as data (a server's answer, a URL parameter, server HTML) and end in an
 * `href`, a `src`, `window.open`, `location.assign` or a router navigation: an absolute http(s) URL, or, where the
 * caller allows it, a same-origin path starting with a single `/`. Everything else is refused: `javascript:`,
 * `data:`, `vbscript:`, `file:` and every other scheme in any case, protocol-relative `//host`, backslash tricks
 * (`/\host`, `\\host`), scheme-less `https:host`, control characters and whitespace anywhere (`java\tscript:`),
 * invisible Unicode, user names and passwords before the host, and paths that only become `//host` or `/\host`
 * once percent-decoded or normalised (`/%2F%2Fhost`, `/.//host`).
 *
 * A refused URL gives `undefined`: the caller shows no link (or a disabled one). Nothing is logged: a refused
 * URL may carry a token.
 */
const MAX_LENGTH = 4096;
const SAME_ORIGIN = 'http://same.origin';

/**
 * C0 and C1 controls, every Unicode space, zero-width and bidirectional marks and the BOM: inside a URL they are
 * how filters get fooled (`java\tscript:`, `java\u200Bscript:`) or how a link shows one host and opens another.
 */
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u206f\u3000\ufeff]/;
/** Controls a percent-decoded path may not hold (an encoded space in a query is fine, an encoded line break is not). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
/** What a browser strips from both ends of an attribute's URL (ASCII whitespace). */
const EDGES = /^[\t\n\f\r ]+|[\t\n\f\r ]+$/g;
/** A scheme at the start (`javascript:`, `HTTPS:`): letters first, then letters, digits, `+`, `.`, `-`. */
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
/** A character reference (`&colon;`, `&#106;`): an HTML decoder would turn a relative reference into a scheme. */
const ENTITY = /&(?:#|[a-z][a-z\d]*;)/i;
/** An absolute http(s) URL as written: the scheme, exactly two slashes, then the host's first character. */
const HTTP_PREFIX = /^https?:\/\/[^/\\]/i;
/** An image inlined in the page (the demo's currency icons): an image type only, never HTML or script. */
const DATA_IMAGE = /^data:image\/(?:png|gif|jpeg|webp|avif|svg\+xml)(?:;[a-z\d=.+-]+)*,/i;

export interface UrlAllowance {
  /** Also a same-origin path (`/markets?tab=spot#top`), never `//host` or `/\host`, even once decoded or normalised. */
  path?: boolean;
  /** Also a relative reference (`fees/trading`, `?tab=spot`, `#top`): links inside server HTML. */
  relative?: boolean;
  /** Also `mailto:` and `tel:` (contact links inside server HTML). */
  contact?: boolean;
  /** Only https among the absolute URLs (images inside server HTML). */
  httpsOnly?: boolean;
}

/**
 * The URL to put into an `href` or to navigate to, normalised (an absolute URL as the URL parser writes it, a path
 * as a path), or `undefined` when it is refused.
 */
export function safeUrl(candidate: unknown, allow: UrlAllowance = {}): string | undefined {
  if (typeof candidate !== 'string') return undefined;
  const value = candidate.replace(EDGES, '');
  if (value.length === 0 || value.length > MAX_LENGTH || HIDDEN.test(value) || value.includes('\\')) return undefined;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return absoluteHttp(value, allow.httpsOnly === true);
  if (scheme === 'mailto' || scheme === 'tel') return allow.contact ? contact(value) : undefined;
  if (scheme !== undefined) return undefined;
  if (value.startsWith('/')) return allow.path || allow.relative ? sameOriginPath(value) : undefined;
  return allow.relative ? relativeReference(value) : undefined;
}

/** `safeUrl` for an `<img src>`: also an inlined image (`data:image/png;base64,...`), which cannot run script there. */
export function safeImageUrl(candidate: unknown, allow: Pick<UrlAllowance, 'path' | 'httpsOnly'> = {}): string | undefined {
  if (typeof candidate === 'string' && DATA_IMAGE.test(candidate)) {
    return candidate.length <= 256 * 1024 && !HIDDEN.test(candidate) && !candidate.includes('\\') ? candidate : undefined;
  }
  return safeUrl(candidate, allow);
}

/** Whether a URL passes `safeUrl` with the same allowance. */
export function isSafeUrl(candidate: unknown, allow: UrlAllowance = {}): candidate is string {
  return safeUrl(candidate, allow) !== undefined;
}

function absoluteHttp(value: string, httpsOnly: boolean): string | undefined {
  if (!HTTP_PREFIX.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && (httpsOnly || url.protocol !== 'http:')) return undefined;
  // `https://bank.example@evil.example` shows one host and opens another.
  if (!url.hostname || url.username || url.password) return undefined;
  return url.href;
}

function contact(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'mailto:' || url.protocol === 'tel:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Percent-decoded until it settles, or undefined when it does not decode or is still encoded after three rounds. */
function decoded(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < 4; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return undefined;
    }
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/** A path a browser or the router would read as another host. */
const otherHost = (path: string) => /^[/\\]{2}/.test(path);

function sameOriginPath(value: string): string | undefined {
  if (otherHost(value)) return undefined;
  const plain = decoded(value);
  if (plain === undefined || otherHost(plain) || plain.includes('\\') || CONTROL.test(plain)) return undefined;
  try {
    const url = new URL(value, SAME_ORIGIN);
    // Dot segments may collapse into `//host` (`/.//evil.example` -> `//evil.example`).
    if (url.origin !== SAME_ORIGIN || otherHost(url.pathname) || otherHost(decoded(url.pathname) ?? '//')) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

function relativeReference(value: string): string | undefined {
  const plain = decoded(value);
  // A percent-encoded scheme stays a relative path to a browser, but never hand on one that decodes into a scheme.
  if (plain === undefined || SCHEME.test(plain) || ENTITY.test(plain) || plain.includes('\\') || CONTROL.test(plain)) return undefined;
  try {
    return new URL(value, `${SAME_ORIGIN}/base/`).origin === SAME_ORIGIN ? value : undefined;
  } catch {
    return undefined;
  }
}
