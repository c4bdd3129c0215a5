/**
 * Renders the HTML body of a content entry as React elements through an allow-list, never as raw HTML:
 * the contract calls the body "sanitized", but it comes from another system, so the page trusts only the
 * tags and attributes it knows. The markup is parsed into a template (an inert fragment: no script runs and
 * nothing loads), walked, and rebuilt: allowed tags keep only their allowed attributes, links only safe
 * targets, dangerous elements are dropped with their content, and any other tag is replaced by its children.
 */
import { createElement, type ReactNode } from 'react';

/** Tags kept as they are. Headings move one level down below h1 (the page's h1 is the route title). */
const KEEP = new Set([
  'p',
  'h2',
  'h3',
  'h4',
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
]);
const RENAME: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };
/** Dropped together with everything inside them. */
const DROP = new Set([
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
]);
const VOID = new Set(['br', 'hr', 'img']);

/** A link target the page may follow: http(s), mailto, a same-site path (not `//host`) or an anchor. */
export function safeHref(value: string | null): string | undefined {
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

const span = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 50 ? n : undefined;
};

function attributesOf(tag: string, el: Element, key: string): Record<string, unknown> {
  const props: Record<string, unknown> = { key };
  if (tag === 'a') {
    const href = safeHref(el.getAttribute('href'));
    if (href) props.href = href;
    if (href && /^(https?:|mailto:)/.test(href)) props.rel = 'noopener noreferrer nofollow';
  } else if (tag === 'img') {
    props.src = safeImageSrc(el.getAttribute('src'));
    props.alt = el.getAttribute('alt') ?? '';
    props.loading = 'lazy';
    props.referrerPolicy = 'no-referrer';
  } else if (tag === 'th' || tag === 'td') {
    const colSpan = span(el.getAttribute('colspan'));
    const rowSpan = span(el.getAttribute('rowspan'));
    if (colSpan) props.colSpan = colSpan;
    if (rowSpan) props.rowSpan = rowSpan;
  } else if (tag === 'ol') {
    const start = span(el.getAttribute('start'));
    if (start) props.start = start;
  }
  return props;
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const el = node as Element;
  const name = el.tagName.toLowerCase();
  if (DROP.has(name)) return null;
  const tag = RENAME[name] ?? name;
  const children = Array.from(el.childNodes, (child, i) => convert(child, `${key}.${i}`));
  if (!KEEP.has(tag)) return children;
  if (tag === 'img' && !safeImageSrc(el.getAttribute('src'))) return null;
  return createElement(tag, attributesOf(tag, el, key), ...(VOID.has(tag) ? [] : children));
}

/** Top-level text (a body of plain text) becomes paragraphs, one per blank-line-separated block. */
function paragraphs(text: string, key: string): ReactNode[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, i) => createElement('p', { key: `${key}.${i}` }, block));
}

export function sanitizeToReact(html: string): ReactNode[] {
  if (typeof document === 'undefined') return paragraphs(html.replace(/<[^>]*>/g, ' '), 'text');
  // A template's content is an inert fragment: nothing in it runs, loads or renders while it is walked.
  const template = document.createElement('template');
  template.innerHTML = html;
  return Array.from(template.content.childNodes, (node, i) =>
    node.nodeType === 3 ? paragraphs(node.textContent ?? '', `t${i}`) : convert(node, `n${i}`),
  );
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className ?? 'prose'}>{sanitizeToReact(html)}</div>;
}
