/**
 * The one HTML sanitiser: server-provided markup (content entries, campaign and product bodies) goes through
 * DOMPurify with an allow-list before it reaches the page. The contract calls those bodies "sanitized", but they
 * come from another system: the page trusts only the tags, attributes and link targets it knows. Dangerous
 * elements go with their content (a script's or style's text never shows as text), unknown elements are
 * replaced by their children, headings move below the page's h1 (the route title), links keep only http(s),
 * mailto, tel and same-site targets (external ones open in a new tab with rel="noopener noreferrer nofollow"),
 * images load only over https, lazily and without a referrer.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useMemo } from 'react';
import { safeUrl } from '../lib/navigation/safe-url';

/**
 * Tags kept as they are (h1, h5 and h6 are kept to be renamed). `body` is the parse's root, never part of the
 * result: kept, DOMPurify does not copy the whole body beside it to unwrap it.
 */
const ALLOWED_TAGS = [
  'body',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'strong',
  'em',
  'b',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'mark',
  'br',
  'hr',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'figure',
  'figcaption',
  'a',
  'img',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'colspan', 'rowspan', 'start'];
/**
 * Removed together with everything inside them, on top of DOMPurify's own list (script, style, svg, math,
 * template, noscript, xmp, title, iframe ...): the elements whose text is code, chrome or a form's.
 */
const ADD_FORBID_CONTENTS = [
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'source',
  'track',
  'canvas',
  'dialog',
];
/** DOMPurify's own URI check, narrowed to the schemes we keep (our hook then checks every target again). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ADD_FORBID_CONTENTS,
  ALLOWED_URI_REGEXP,
  KEEP_CONTENT: true,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
};
const RENAME: Record<string, string> = { H1: 'h2', H5: 'h4', H6: 'h4' };
const SPAN_ATTRIBUTES = ['colspan', 'rowspan', 'start'];

/**
 * A link target the page may follow: http(s), mailto, tel, or a relative one (a same-site path, a query or
 * an anchor; not `//host` or `/\host`, which a browser takes for another host). The app's one URL allow-list
 * (`safeUrl`), with the relative references and contact links that server HTML may carry.
 */
export function safeHref(value: string | null | undefined): string | undefined {
  return safeUrl(value, { relative: true, contact: true });
}

/** An image inside server HTML: https only (no mixed content, no inlined image). */
function safeImageSrc(value: string | null): string | undefined {
  return safeUrl(value, { httpsOnly: true });
}

function keepSafeTargets(node: Node): void {
  if (node.nodeType !== 1) return;
  const element = node as Element;
  const tag = element.tagName;
  if (tag === 'A') {
    const href = safeHref(element.getAttribute('href'));
    if (href) element.setAttribute('href', href);
    else element.removeAttribute('href');
    if (href && /^https?:/i.test(href)) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  } else if (tag === 'IMG') {
    const src = safeImageSrc(element.getAttribute('src'));
    if (!src) {
      element.remove();
      return;
    }
    element.setAttribute('src', src);
    element.setAttribute('alt', element.getAttribute('alt') ?? '');
    element.setAttribute('loading', 'lazy');
    element.setAttribute('referrerpolicy', 'no-referrer');
  }
  for (const name of SPAN_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > 50) element.removeAttribute(name);
  }
}

/** Renames the headings and wraps top-level text in paragraphs, one per blank-line-separated block. */
function tidy(fragment: DocumentFragment): void {
  const document = fragment.ownerDocument;
  for (const heading of Array.from(fragment.querySelectorAll('h1, h5, h6'))) {
    const renamed = document.createElement(RENAME[heading.tagName]!);
    renamed.append(...Array.from(heading.childNodes));
    heading.replaceWith(renamed);
  }
  for (const node of Array.from(fragment.childNodes)) {
    if (node.nodeType !== 3) continue;
    const blocks = (node.textContent ?? '')
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter(Boolean);
    node.replaceWith(
      ...blocks.map((block) => {
        const p = document.createElement('p');
        p.textContent = block;
        return p;
      }),
    );
  }
}

function sanitizeOnce(purifier: Purifier, html: string): string {
  const fragment = purifier.sanitize(html, CONFIG);
  tidy(fragment);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** A browser settles in two rounds; happy-dom needs one for each element it removes. */
const MAX_ROUNDS = 50;

/**
 * Sanitises until the result no longer changes: markup that parses differently once serialised (mutation
 * XSS), or a DOM whose iterator loses its place when a node is removed (happy-dom), gets another round
 * instead of through. In a browser that is two rounds; a body that never settles is left out.
 */
function sanitizeToRest(purifier: Purifier, html: string): string {
  let current = html;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = sanitizeOnce(purifier, current);
    if (next === current) return next;
    current = next;
  }
  return '';
}

/** What a working DOMPurify makes of the probe; anything else means this DOM cannot be trusted with it. */
const PROBE = '<div><p>a</p><script>b</script></div><style>c</style>';
const PROBE_RESULT = '<p>a</p>';
let purifier: Purifier | null | undefined;

/**
 * One DOMPurify of our own (its hooks are per instance), made on first use: the page's window is there by
 * then. It must pass the probe first; a DOM that fails it (no window, or one DOMPurify does not support) gets
 * no markup at all.
 */
function ourPurifier(): Purifier | null {
  if (purifier !== undefined) return purifier;
  const instance = typeof window === 'undefined' ? undefined : DOMPurify(window);
  if (instance?.isSupported) instance.addHook('afterSanitizeAttributes', keepSafeTargets);
  purifier = instance?.isSupported && sanitizeToRest(instance, PROBE) === PROBE_RESULT ? instance : null;
  if (!purifier) console.error('DOMPurify cannot sanitise in this environment: HTML bodies are left out');
  return purifier;
}

/** Sanitised markup of a server's HTML body, safe to put into the page. */
export function sanitizeHtml(html: string): string {
  const instance = ourPurifier();
  return instance ? sanitizeToRest(instance, html) : '';
}

/** A server's HTML body on the page, through the sanitiser. */
export function SafeHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
