/**
 * The sanitiser's tests, run in both DOMs of the test suite (safe-html.test.tsx in happy-dom, the component
 * tests' DOM; safe-html.jsdom.test.tsx in jsdom, whose parser is the HTML standard's, as a browser's): the
 * allow-list keeps content markup, and a set of classic XSS payloads leaves no executable vector, runs nothing
 * when put into a page, and shows no script or style source as text.
 */
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { safeHref, SafeHtml, sanitizeHtml } from './safe-html';

const html = (body: string) => render(<SafeHtml html={body} />).container.firstElementChild!.innerHTML;

/**
 * Each payload would set window.__xss (or call alert) if anything of it ran, or show its script source as
 * text if a script's or style's content survived. OWASP's XSS filter evasion cheat sheet and DOMPurify's own
 * mutation-XSS findings.
 */
const PAYLOADS = [
  // script elements, plain and disguised
  '<script>window.__xss=1</script>',
  '<div><script>alert(document.cookie)</script><p>text</p></div>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr\0ipt>window.__xss=1</scr\0ipt>',
  '<<script>window.__xss=1;//<</script>',
  '<scr<script>ipt>window.__xss=1</scr</script>ipt>',
  '<IMG """><SCRIPT>window.__xss=1</SCRIPT>">',
  '<svg><script>window.__xss=1</script></svg>',
  '<template><script>window.__xss=1</script></template>',
  '<!--[if gte IE 4]><script>window.__xss=1</script><![endif]-->',
  '<p>ok</p><!--<script>alert(1)</script>-->',
  '<![CDATA[<script>window.__xss=1</script>]]>',
  '<xmp><script>alert(1)</script></xmp>',
  // event handlers
  '<img src=x onerror="window.__xss=1">',
  '<img src="https://a.example/i.png" onload="window.__xss=1">',
  '<img src=x onerror=&#x77;indow.__xss=1>',
  '<img src=x o\0nerror="window.__xss=1">',
  '<img src=x:alert(alt) onerror=eval(src) alt=0>',
  '<img src=`x` onerror=`window.__xss=1`>',
  '<img src=x onerror="window.__xss=1"',
  '<svg onload="window.__xss=1"></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x" dur="1s"></svg>',
  '<svg><set attributeName="onmouseover" to="window.__xss=1"/></svg>',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<input autofocus onfocus="window.__xss=1">',
  '<marquee onstart="window.__xss=1">x</marquee>',
  '<a href="#" onclick="window.__xss=1">x</a>',
  '<isindex type=image src=1 onerror=window.__xss=1>',
  // script URLs
  '<a href="javascript:window.__xss=1">x</a>',
  '<a href="JaVaScRiPt:window.__xss=1">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;window.__xss=1">x</a>',
  '<a href="javascript&colon;window.__xss=1">x</a>',
  '<a href="java&#x09;script:window.__xss=1">x</a>',
  '<a href="java&#x0A;script:window.__xss=1">x</a>',
  '<a href="java\0script:window.__xss=1">x</a>',
  '<a href=" &#x01; javascript:window.__xss=1">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">x</a>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text x="20" y="20">x</text></a></svg>',
  '<math><maction actiontype="statusline" xlink:href="javascript:window.__xss=1">x</maction></math>',
  '<table background="javascript:window.__xss=1"><tr><td>x</td></tr></table>',
  // frames, plugins, forms, document-level elements
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<iframe/src="data:text/html,<script>window.__xss=1</script>">',
  '<object data="javascript:window.__xss=1"></object>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<form><button formaction="javascript:window.__xss=1">go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<link rel="stylesheet" href="javascript:window.__xss=1">',
  // styles
  '<style>@import "javascript:alert(1)";</style>',
  '<p>a<style>*{background:url(javascript:alert(1))}</style>b</p>',
  '<style>li{list-style-image:url("javascript:window.__xss=1")}</style><ul><li>x</li></ul>',
  '<div style="background:url(javascript:window.__xss=1)">x</div>',
  '<p style="width: expression(alert(1))">x</p>',
  // mutation XSS and parser breakouts
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=window.__xss=1 src=1>">',
  '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=window.__xss=1>"></style></h1>',
  '<svg></p><style><a id="</style><img src=1 onerror=window.__xss=1>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<noembed><img title="</noembed><img src=x onerror=window.__xss=1>"></noembed>',
  '<title><img src=x onerror=window.__xss=1></title>',
  '<textarea></textarea><img src=x onerror=window.__xss=1>',
  '<select><template><style><!--</style><a rel="--></template></select><img src=x onerror=window.__xss=1>',
];

/**
 * The text of every script and style element of the markup, as this DOM parses it (templates included): none
 * of it may show as text. (`<scr\0ipt>` or `<![CDATA[<script>` make no script element: their text is text.)
 */
function scriptAndStyleSources(markup: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = markup;
  const sources: string[] = [];
  const collect = (root: DocumentFragment) => {
    for (const element of Array.from(root.querySelectorAll('script, style'))) sources.push(element.textContent ?? '');
    for (const nested of Array.from(root.querySelectorAll('template'))) collect(nested.content);
  };
  collect(template.content);
  return sources.map((source) => source.trim()).filter(Boolean);
}
/** Elements that run, embed or restyle anything, or change the document. */
const FORBIDDEN_ELEMENTS =
  'script, style, iframe, frame, object, embed, applet, svg, math, form, input, button, textarea, select, meta, base, link, template, noscript, video, audio, source, title, xmp';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'background', 'xlink:href'];
const EVENTS = ['error', 'load', 'click', 'focus', 'mouseover', 'toggle', 'begin', 'start', 'submit', 'animationstart'];

/**
 * Runs code as the DOM's own scripts run, in an inline handler (jsdom runs them in a global of its own, not
 * the test's), and answers its value as text.
 */
function inPage(code: string): string | null {
  const runner = document.createElement('output');
  runner.setAttribute('onclick', `this.setAttribute('data-value', String(${code}))`);
  runner.dispatchEvent(new Event('click'));
  return runner.getAttribute('data-value');
}

/** What a browser might do with a link or a frame's source: a javascript: URL runs, a data:text/html page too. */
function follow(value: string): void {
  // A browser drops surrounding spaces and control characters and every tab and newline before it parses a URL.
  // eslint-disable-next-line no-control-regex
  const url = URL.parse(value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, ''), document.baseURI);
  if (url?.protocol === 'javascript:') {
    const script = JSON.stringify(decodeURIComponent(url.href.slice('javascript:'.length)));
    inPage(`(() => { try { (0, eval)(${script}) } catch {} })()`);
  } else if (url?.protocol === 'data:' && /^data:text\/html/i.test(url.href)) inPage('window.__xss = "data:text/html"');
}

function actOn(container: HTMLElement): void {
  for (const element of [container, ...Array.from(container.querySelectorAll('*'))]) {
    for (const type of EVENTS) element.dispatchEvent(new Event(type, { cancelable: true }));
    for (const name of URL_ATTRIBUTES) {
      const value = element.getAttribute(name);
      if (value !== null) follow(value);
    }
  }
}

/**
 * Whether anything of the markup runs: it goes into a detached container of this page (vitest's jsdom runs
 * scripts and inline handlers), every element gets the events that fire handlers and its links are followed,
 * then the container joins the document and every script element is given a fresh copy, which would run.
 */
function runs(markup: string): boolean {
  inPage('(delete window.__xss, window.__alert = window.alert, window.alert = () => { window.__xss = "alert" }, 0)');
  const container = document.createElement('div');
  // Links are followed by hand above; the DOM's own navigation (a click on https://...) must not start.
  container.addEventListener('click', (event) => event.preventDefault(), { capture: true });
  container.addEventListener('submit', (event) => event.preventDefault(), { capture: true });
  try {
    container.innerHTML = markup;
    actOn(container);
    document.body.append(container);
    for (const script of Array.from(container.querySelectorAll('script'))) {
      const fresh = document.createElement('script');
      fresh.textContent = script.textContent;
      script.replaceWith(fresh);
    }
    actOn(container);
    return inPage('window.__xss') !== 'undefined';
  } finally {
    container.remove();
    inPage('(window.alert = window.__alert, delete window.__alert, delete window.__xss)');
  }
}

/** `scriptsRun`: whether this DOM runs scripts and inline handlers, so that a payload that got through would be seen running. */
export function safeHtmlSuite({ scriptsRun }: { scriptsRun: boolean }) {
  describe('SafeHtml', () => {
    it('keeps the allowed structure and drops every attribute it does not know', () => {
      expect(html('<p class="x" style="color:red" onclick="f()" data-x="1" aria-hidden="true">a <em>b</em></p>')).toBe(
        '<p>a <em>b</em></p>',
      );
      expect(html('<ul><li>one</li><li>two</li></ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
      expect(html('<ol start="3"><li>c</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre>')).toBe(
        '<ol start="3"><li>c</li></ol><blockquote>q</blockquote><pre><code>x = 1</code></pre>',
      );
      expect(html('<table><tbody><tr><td colspan="2" rowspan="99">x</td></tr></tbody></table>')).toBe(
        '<table><tbody><tr><td colspan="2">x</td></tr></tbody></table>',
      );
      expect(html('<figure><img src="https://a.example/c.png" alt="chart"><figcaption>Fees</figcaption></figure>')).toBe(
        '<figure><img src="https://a.example/c.png" alt="chart" loading="lazy" referrerpolicy="no-referrer"><figcaption>Fees</figcaption></figure>',
      );
    });

    it('drops dangerous elements with their content and unwraps unknown ones', () => {
      expect(html('<div><script>alert(1)</script><style>*{}</style><p>text</p></div>')).toBe('<p>text</p>');
      expect(html('<iframe src="https://e.example"></iframe><form><input></form>ok')).toBe('<p>ok</p>');
      expect(html('<svg><script>x</script></svg>')).toBe('');
      expect(html('<section><span>inline</span></section>')).toBe('<p>inline</p>');
      expect(html('<div><b>b</b><custom-tag>c</custom-tag></div>')).toBe('<b>b</b><p>c</p>');
    });

    it('moves headings below the page’s h1', () => {
      expect(html('<h1>A</h1><h2>B</h2><h5>C</h5><h6>D</h6>')).toBe('<h2>A</h2><h2>B</h2><h4>C</h4><h4>D</h4>');
    });

    it('keeps only safe link targets; external links open in a new tab without the opener or the referrer', () => {
      expect(html('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
      expect(html('<a href="https://a.example/p" target="_self">x</a>')).toBe(
        '<a href="https://a.example/p" target="_blank" rel="noopener noreferrer nofollow">x</a>',
      );
      expect(html('<a href="/markets" target="_blank" rel="opener">x</a>')).toBe('<a href="/markets">x</a>');
      expect(html('<a href="fees/trading?tab=spot#vip">x</a>')).toBe('<a href="fees/trading?tab=spot#vip">x</a>');
      expect(html('<a href="mailto:support@meridian.example">x</a>')).toBe('<a href="mailto:support@meridian.example">x</a>');
      expect(html('<a href="tel:+902120000000">x</a>')).toBe('<a href="tel:+902120000000">x</a>');
      expect(html('<a href="ftp://a.example/f">x</a>')).toBe('<a>x</a>');
    });

    it('keeps images served over https only, lazily and without a referrer', () => {
      expect(html('<img src="http://a.example/i.png" onerror="x()">')).toBe('');
      expect(html('<img src="/i.png">')).toBe('');
      expect(html('<p><img src="https://a.example/i.png"></p>')).toBe(
        '<p><img src="https://a.example/i.png" alt="" loading="lazy" referrerpolicy="no-referrer"></p>',
      );
    });

    it('turns a plain-text body into paragraphs', () => {
      expect(html('First.\n\nSecond.')).toBe('<p>First.</p><p>Second.</p>');
      expect(html('')).toBe('');
    });

    it('takes its class from the caller, "prose" unless told', () => {
      expect(render(<SafeHtml html="<p>x</p>" />).container.firstElementChild!.className).toBe('prose');
      expect(render(<SafeHtml html="<p>x</p>" className="content-html" />).container.firstElementChild!.className).toBe('content-html');
    });

    it('gives markup that is already clean back unchanged', () => {
      const clean = '<h2>Fees</h2><p>Maker <strong>0.1%</strong>, see <a href="/fees/trading">fees</a>.</p>';
      expect(sanitizeHtml(clean)).toBe(clean);
      expect(sanitizeHtml(sanitizeHtml(PAYLOADS.join('')))).toBe(sanitizeHtml(PAYLOADS.join('')));
    });
  });

  describe('safeHref', () => {
    it.each([
      ['javascript:alert(1)', undefined],
      ['JaVaScRiPt:alert(1)', undefined],
      ['java\tscript:alert(1)', undefined],
      ['\u0001javascript:alert(1)', undefined],
      ['vbscript:msgbox(1)', undefined],
      ['data:text/html,x', undefined],
      ['ftp://a.example/f', undefined],
      ['//evil.example', undefined],
      ['/\\evil.example', undefined],
      ['\\\\evil.example', undefined],
      ['', undefined],
      ['https://a.example/p', 'https://a.example/p'],
      ['mailto:support@meridian.example', 'mailto:support@meridian.example'],
      ['tel:+902120000000', 'tel:+902120000000'],
      ['#top', '#top'],
      ['/fees/trading', '/fees/trading'],
      ['fees/trading?tab=spot', 'fees/trading?tab=spot'],
    ])('%j → %s', (input, expected) => {
      expect(safeHref(input)).toBe(expected);
    });
  });

  describe('classic XSS payloads', () => {
    afterEach(() => {
      document.body.innerHTML = '';
    });

    it(`are at least 30 (${PAYLOADS.length}), some with script or style source to hide`, () => {
      expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
      expect(PAYLOADS.filter((payload) => scriptAndStyleSources(payload).length > 0).length).toBeGreaterThanOrEqual(8);
    });

    it.runIf(scriptsRun)('run in this DOM when they are not sanitised, so that the check below would see them run', () => {
      const ranRaw = [
        '<script>window.__xss=1</script>',
        '<img src=x onerror="window.__xss=1">',
        '<img src=x:alert(alt) onerror=eval(src) alt=0>',
        '<details open ontoggle="window.__xss=1">',
        '<a href="#" onclick="window.__xss=1">x</a>',
        '<a href="JaVaScRiPt:window.__xss=1">x</a>',
        '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">x</a>',
        '<a href="java&#x09;script:window.__xss=1">x</a>',
        '<a href="data:text/html,<script>window.__xss=1</script>">x</a>',
        '<iframe src="javascript:window.__xss=1"></iframe>',
        '<form action="javascript:window.__xss=1"><button>go</button></form>',
      ];
      for (const payload of ranRaw) expect(PAYLOADS).toContain(payload);
      expect(ranRaw.filter((payload) => !runs(payload))).toEqual([]);
    });

    it.each(PAYLOADS.map((payload) => [payload]))('%j', (payload) => {
      const out = sanitizeHtml(payload);
      const holder = document.createElement('div');
      holder.innerHTML = out;
      // No element that runs or embeds anything, no event handler, no script URL.
      expect(holder.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
      expect(out).not.toMatch(/javascript|vbscript|data:/i);
      for (const element of Array.from(holder.querySelectorAll('*'))) {
        for (const attribute of Array.from(element.attributes)) {
          expect(attribute.name).not.toMatch(/^on|^(style|srcdoc|action|formaction|background|xlink:href)$/i);
        }
      }
      // Put into a page, nothing of it runs, and no script or style source shows as text.
      if (scriptsRun) expect(runs(out)).toBe(false);
      const { container } = render(<SafeHtml html={payload} />);
      expect(container.querySelector(FORBIDDEN_ELEMENTS)).toBeNull();
      for (const source of scriptAndStyleSources(payload)) expect(container.textContent).not.toContain(source);
    });
  });
}
