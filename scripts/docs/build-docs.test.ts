/** npm run docs: the pages exist and name every REST operation and every socket method and event of the contracts. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asyncApiFiles, listOperations, readAsyncApi, ROOT } from '../conformance/contract';
import { bundleOpenApi, OPENAPI_ROOT, withTempDir } from '../contracts-diff/load';
import { buildDocs, type DocsResult } from './build-docs';

const out = mkdtempSync(join(tmpdir(), 'docs-'));
let result: DocsResult;
const read = (path: string) => readFileSync(join(out, path), 'utf8');

beforeAll(async () => {
  result = await buildDocs(out, () => undefined);
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('npm run docs', () => {
  const openapi = withTempDir((tmp) => bundleOpenApi(ROOT, join(ROOT, OPENAPI_ROOT), tmp));
  const operations = listOperations(openapi);
  const sockets = asyncApiFiles().map((f) => readAsyncApi(f));

  it('writes the index, the OpenAPI reference and one page per AsyncAPI document', () => {
    expect(result.pages.map((p) => p.slice(out.length + 1)).sort()).toEqual(
      ['api/index.html', ...sockets.map((c) => `asyncapi/${c.name}.html`), 'index.html'].sort(),
    );
    expect(result.operations).toBe(operations.length);
  });

  it('the OpenAPI reference (Redoc, script inlined) holds every operation', () => {
    const html = read('api/index.html');
    expect(html).not.toContain('src="https://cdn.redocly.com');
    const missing = operations.filter((o) => !html.includes(`"operationId":"${o.id}"`)).map((o) => o.id);
    expect(missing).toEqual([]);
  });

  it('each AsyncAPI page names every method and event, with its examples', () => {
    for (const c of sockets) {
      const html = read(`asyncapi/${c.name}.html`);
      for (const r of c.requests) expect(html, `${c.name}: ${r.method}`).toContain(`id="method-${r.method}"`);
      for (const e of c.events) expect(html, `${c.name}: ${e.method}`).toContain(`id="event-${e.method}"`);
      expect(html).toContain('<pre class="example">');
    }
  });

  it('the index names every operation and every socket method and event', () => {
    const html = read('index.html');
    expect(operations.filter((o) => !html.includes(`<code>${o.id}</code>`)).map((o) => o.id)).toEqual([]);
    for (const c of sockets) {
      for (const name of [...c.requests.map((r) => r.method), ...c.events.map((e) => e.method)])
        expect(html, name).toContain(`<code>${name}</code>`);
      expect(html).toContain(`href="asyncapi/${c.name}.html"`);
    }
    expect(html).toContain('href="api/index.html"');
  });
});
