/**
 * The one HTML sanitiser: server-provided markup (content entries, campaign and product bodies) goes through
 * DOMPurify with an allow-list before it reaches the page. The contract calls those bodies "sanitized", but they
 * come from another system: the page trusts only the tags, attributes and link targets it knows. Dangerous
 * elements go with their content (a script's or style's text never shows as text), unknown elements are
 * replaced by their children, headings move below the page's h1 (the route title), external links get
 * rel="noopener noreferrer nofollow", images load only over https, lazily and without a referrer.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

/** Tags kept as they are (h1, h5 and h6 are kept to be renamed). */
const ALLOWED_TAGS = [
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
  '#text',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'colspan', 'rowspan', 'start'];
/** Removed together with everything inside them (DOMPurify's own list, plus the elements whose text is code or chrome). */
const FORBID_CONTENTS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'audio',
  'video',
  'source',
  'track',
  'canvas',
  'dialog',
];
const RENAME: Record<string, string> = { H1: 'h2', H5: 'h4', H6: 'h4' };
const SPAN_ATTRIBUTES = ['colspan', 'rowspan', 'start'];

/** A link target the page may follow: http(s), mailto, a same-site path (not `//host`) or an anchor. */
export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const href = value.trim();
  // Control characters and whitespace inside a scheme ("java\nscript:") are how filters get fooled.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\s]/.test(href.replace(/ /g, ''))) return undefined;
  if (href.startsWith('#')) return href;
  if (href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/\\')) return href;
  try {
    const url = new URL(href);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function safeImageSrc(value: string | null): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

let purifier: Purifier | undefined;

/** One DOMPurify of our own (its hooks are per instance), made on first use: the page's window is there by then. */
function ourPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    const element = node as Element;
    if (element.nodeType !== 1) return;
    const tag = element.tagName;
    if (tag === 'A') {
      const href = safeHref(element.getAttribute('href'));
      if (href) element.setAttribute('href', href);
      else element.removeAttribute('href');
      if (href && /^(https?:|mailto:)/.test(href)) element.setAttribute('rel', 'noopener noreferrer nofollow');
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
  });
  purifier = instance;
  return instance;
}

/** Renames the headings and wraps top-level text in paragraphs, one per blank-line-separated block. */
function tidy(fragment: DocumentFragment): void {
  for (const heading of Array.from(fragment.querySelectorAll('h1, h5, h6'))) {
    const renamed = fragment.ownerDocument.createElement(RENAME[heading.tagName]!);
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
        const p = fragment.ownerDocument.createElement('p');
        p.textContent = block;
        return p;
      }),
    );
  }
}

/** Sanitised markup of a server's HTML body, safe to put into the page. */
export function sanitizeHtml(html: string): string {
  const fragment = ourPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    FORBID_CONTENTS,
    KEEP_CONTENT: true,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
  tidy(fragment);
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** A server's HTML body on the page, through the sanitiser. */
export function SafeHtml({ html, className = 'prose' }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
