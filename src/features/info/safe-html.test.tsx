import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { safeHref, SafeHtml } from './safe-html';

const html = (body: string) => render(<SafeHtml html={body} />).container.firstElementChild!.innerHTML;

describe('SafeHtml', () => {
  it('keeps the allowed structure and drops every attribute it does not know', () => {
    expect(html('<p class="x" style="color:red" onclick="f()">a <em>b</em></p>')).toBe('<p>a <em>b</em></p>');
    expect(html('<ul><li>one</li><li>two</li></ul>')).toBe('<ul><li>one</li><li>two</li></ul>');
  });

  it('drops dangerous elements with their content and unwraps unknown ones', () => {
    expect(html('<div><script>alert(1)</script><style>*{}</style><p>text</p></div>')).toBe('<p>text</p>');
    expect(html('<iframe src="https://e.example"></iframe><form><input></form>ok')).toBe('<p>ok</p>');
    expect(html('<svg><script>x</script></svg>')).toBe('');
    expect(html('<section><span>inline</span></section>')).toBe('inline');
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
