/**
 * The kernel's last check of a generated call's URL before anything is sent. orval encodes every path parameter
 * (`urlEncodeParameters` in orval.config.ts), so `/`, `?` and `#` in a value stay inside its segment; what encoding
 * cannot stop is a parameter that is `.` or `..` itself (or `%2e`, `.%2E`, ..., which URL parsers read as dots):
 * resolved, it climbs out of its segment and the call, with the session's cookies and CSRF token, reaches another
 * path. Such a URL, or one that is not a plain absolute path, is refused unsent.
 */
/** A dot segment as the WHATWG URL parser sees it: `.` or `..`, each dot possibly written `%2e` or `%2E`. */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** Why the kernel refuses to send a request to `url` (an app-relative URL such as `/v2/trade/order/1?x=1`), or undefined. */
export function unsafeRequestPath(url: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return 'not an absolute path';
  if (url.includes('\\') || url.includes('#') || CONTROL.test(url)) return 'a backslash, fragment or control character';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (path.split('/').some((segment) => DOT_SEGMENT.test(segment))) return 'a dot segment';
  return undefined;
}
