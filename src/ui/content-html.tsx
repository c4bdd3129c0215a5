/**
 * The body of a content entry (the content proxy answers sanitized HTML). It is still rebuilt as React
 * elements from an allow-list rather than injected: a proxy bug must not become script on an exchange page.
 * Unknown elements keep their text; links keep only http(s) and site-relative targets; an h1 becomes an h2,
 * because the page's h1 is the route title.
 */
import { createElement, Fragment, type ReactNode } from 'react';

const ALLOWED = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'br',
  'a',
  'blockquote',
  'code',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
]);
const VOID = new Set(['br', 'hr']);

function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function convert(node: Node, key: string): ReactNode {
  if (node.nodeType === 3) return node.textContent;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes).map((child, i) => convert(child, `${key}.${i}`));
  if (tag === 'h1') return createElement('h2', { key }, children);
  if (!ALLOWED.has(tag)) return createElement(Fragment, { key }, children);
  if (VOID.has(tag)) return createElement(tag, { key });
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href'));
    const external = href !== undefined && !href.startsWith('/');
    return createElement('a', { key, href, ...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {}) }, children);
  }
  return createElement(tag, { key }, children);
}

export function ContentHtml({ html, className = 'content-html' }: { html: string; className?: string }) {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  return <div className={className}>{Array.from(doc.body.childNodes).map((child, i) => convert(child, String(i)))}</div>;
}
