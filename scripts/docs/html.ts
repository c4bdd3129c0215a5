/** Small HTML helpers of the docs generator: escaping, a little Markdown (paragraphs, `code`, links), the page frame. */

export const esc = (s: unknown) =>
  String(s ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

/** Inline Markdown: `code`, **bold**, [text](url). */
export function inline(text: string): string {
  return esc(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\((https?:[^)\s]+)\)/g, '<a href="$2">$1</a>');
}

/** Paragraphs (blank-line separated) of inline Markdown. */
export function markdown(text: string | undefined): string {
  if (!text) return '';
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${inline(p.replace(/\s*\n\s*/g, ' '))}</p>`)
    .join('\n');
}

export const anchor = (s: string) => s.replace(/[^A-Za-z0-9_.-]+/g, '-');

export const json = (value: unknown) => `<pre class="example"><code>${esc(JSON.stringify(value, null, 2))}</code></pre>`;

const STYLE = `
:root { color-scheme: light dark; --fg: #1b1f24; --muted: #57606a; --line: #d0d7de; --bg-code: #f6f8fa; --accent: #0969da; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --muted: #8d96a0; --line: #30363d; --bg-code: #161b22; --accent: #4493f8; } }
body { font: 15px/1.55 system-ui, -apple-system, Segoe UI, Roboto, sans-serif; color: var(--fg); margin: 0; }
main { max-width: 70rem; margin: 0 auto; padding: 1.5rem 2rem 4rem; }
nav.toc { columns: 3 16rem; font-size: 14px; }
nav.toc a { display: block; }
a { color: var(--accent); text-decoration: none; } a:hover { text-decoration: underline; }
h1 { margin-bottom: .2rem; } h2 { border-bottom: 1px solid var(--line); padding-bottom: .3rem; margin-top: 2.5rem; }
h3 { margin-top: 2rem; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.muted { color: var(--muted); }
.badge { display: inline-block; font-size: 12px; border: 1px solid var(--line); border-radius: 1rem; padding: 0 .55rem; margin-left: .4rem; vertical-align: middle; font-family: system-ui, sans-serif; font-weight: normal; }
.badge.auth { border-color: #bf8700; } .badge.sub { border-color: #1a7f37; }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 13px; }
pre.example { background: var(--bg-code); padding: .75rem 1rem; border-radius: 6px; overflow: auto; }
table { border-collapse: collapse; width: 100%; margin: .5rem 0 1rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .3rem .5rem; vertical-align: top; }
ul.schema { list-style: none; padding-left: 1.1rem; border-left: 1px solid var(--line); margin: .25rem 0; }
ul.schema > li { margin: .2rem 0; }
.name { font-family: ui-monospace, monospace; font-weight: 600; } .type { color: var(--muted); font-family: ui-monospace, monospace; }
.req { color: #cf222e; font-size: 12px; }
`;

export function page(title: string, body: string, options: { up?: string } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${options.up ? `<p class="muted"><a href="${esc(options.up)}">← API reference index</a></p>` : ''}
${body}
</main>
</body>
</html>
`;
}
