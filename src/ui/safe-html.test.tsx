// @vitest-environment jsdom
/**
 * The one sanitiser, in jsdom (DOMPurify's own test environment: happy-dom's tree walking differs from a
 * browser's and DOMPurify cannot rely on it). The allow-list keeps content markup; a set of classic XSS
 * payloads leaves no executable vector, runs nothing once on a page, and shows no script or style source.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safeHref, SafeHtml, sanitizeHtml } from './safe-html';

const html = (body: string) => render(<SafeHtml html={body} />).container.firstElementChild!.innerHTML;

describe('SafeHtml', () => {
  it('keeps the allowed structure and drops every attribute it does not know', () => {
    expect(html('<p class="x" style="color:red" onclick="f()">a <em>b</em></p>')).toBe('<p>a <em>b</em></p>');
    expect(html('<ul><li>one</li><li>two</li></ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
    expect(html('<table><tbody><tr><td colspan="2" rowspan="99">x</td></tr></tbody></table>')).toBe(
      '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
    );
  });

  it('drops dangerous elements with their content and unwraps unknown ones', () => {
    expect(html('<div><script>alert(1)</script><style>*{}</style><p>text</p></div>')).toBe('<p>text</p>');
    expect(html('<iframe src="https://e.example"></iframe><form><input></form>ok')).toBe('<p>ok</p>');
    expect(html('<svg><script>x</script></svg>')).toBe('');
    expect(html('<section><span>inline</span></section>')).toBe('<p>inline</p>');
  });

  it('moves headings below the page’s h1', () => {
    expect(html('<h1>A</h1><h6>B</h6>')).toBe('<h2>A</h2><h4>B</h4>');
  });

  it('keeps only safe link targets and marks external links', () => {
    expect(html('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(html('<a href="https://a.example/p">x</a>')).toBe('<a href="https://a.example/p" rel="noopener noreferrer nofollow">x</a>');
    expect(html('<a href="/markets">x</a>')).toBe('<a href="/markets">x</a>');
    expect(html('<img src="http://a.example/i.png" onerror="x()">')).toBe('');
    expect(html('<img src="https://a.example/i.png" alt="chart">')).toContain('src="https://a.example/i.png"');
  });

  it('turns a plain-text body into paragraphs', () => {
    expect(html('First.\n\nSecond.')).toBe('<p>First.</p><p>Second.</p>');
  });
});

describe('safeHref', () => {
  it.each([
    ['javascript:alert(1)', undefined],
    ['JaVaScRiPt:alert(1)', undefined],
    ['java\tscript:alert(1)', undefined],
    ['data:text/html,x', undefined],
    ['//evil.example', undefined],
    ['/\\evil.example', undefined],
    ['mailto:support@meridian.example', 'mailto:support@meridian.example'],
    ['#top', '#top'],
    ['/fees/trading', '/fees/trading'],
  ])('%s → %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});

/** Each payload would set window.__xss (or show "alert(" source) if anything of it survived. */
const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="https://a.example/i.png" onload="window.__xss=1">',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<body onload="window.__xss=1">',
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href="JaVaScRiPt:window.__xss=1">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>',
  '<a href="java&#x09;script:window.__xss=1">x</a>',
  '<a href=" javascript:window.__xss=1">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=1 src=1>">',
  '<style>@import "javascript:alert(1)";</style>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<title><img src=x onerror=window.__xss=1></title>',
  '<template><script>window.__xss=1</script></template>',
  '<img src=x onerror="window.__xss=1"',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=`x` onerror=`window.__xss=1`>',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<input autofocus onfocus="window.__xss=1">',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<a href="#" onclick="window.__xss=1">x</a>',
  '<xmp><script>alert(1)</script></xmp>',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<isindex type=image src=1 onerror=window.__xss=1>',
];

describe('classic XSS payloads', () => {
  afterEach(() => {
    delete (window as unknown as { __xss?: unknown }).__xss;
    document.body.innerHTML = '';
  });

  it(`covers at least 30 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS.map((p) => [p]))('%s', (payload) => {
    const out = sanitizeHtml(payload);
    const holder = document.createElement('div');
    holder.innerHTML = out;
    // No element that runs or embeds anything, no event handler, no script URL.
    expect(holder.querySelector('script, style, iframe, object, embed, svg, math, form, meta, base, template, input, video')).toBeNull();
    for (const element of Array.from(holder.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        expect(attribute.name).not.toMatch(/^on/i);
        expect(attribute.value).not.toMatch(/^\s*(javascript|vbscript|data):/i);
        expect(attribute.name).not.toMatch(/^(style|srcdoc|action|formaction)$/i);
      }
    }
    // On the page, nothing runs, and no script or style source shows as text.
    render(<SafeHtml html={payload} />);
    document.querySelectorAll('img').forEach((img) => img.dispatchEvent(new Event('error')));
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
    expect(document.body.textContent).not.toMatch(/__xss|alert\(|@import|expression\(/);
  });
});
