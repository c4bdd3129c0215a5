/**
 * The production build holds no mock backend: no msw, no faker, no generated handlers, no service worker.
 * The demo build is the positive control: the same markers are found there, so the detector works.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const MARKERS: Record<string, RegExp> = {
  'msw service worker': /mockServiceWorker/,
  'msw runtime': /\[MSW\]|msw\/browser|setupWorker/,
  'faker runtime': /FakerError|faker\.helpers|@faker-js/,
  // Handler paths survive minification: MSW matches `*/v2/...` on any origin.
  'generated MSW handlers': /\*\/v2\/trade\/markets/,
};

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

async function buildTo(mode: string): Promise<{ files: string[]; text: string }> {
  const outDir = mkdtempSync(join(tmpdir(), `bundle-${mode}-`));
  dirs.push(outDir);
  await build({ mode, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
  const files: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.isDirectory()) walk(join(d, e.name));
      else files.push(join(d, e.name));
    }
  };
  walk(outDir);
  return {
    files,
    text: files
      .filter((f) => /\.(js|html)$/.test(f))
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n'),
  };
}

describe('production bundle', () => {
  it('contains no msw, faker or mock handler code; the demo build does', async () => {
    const production = await buildTo('production');
    const demo = await buildTo('demo');
    for (const [name, marker] of Object.entries(MARKERS)) {
      expect(marker.test(demo.text), `demo build should contain ${name}`).toBe(true);
      expect(marker.test(production.text), `production build contains ${name}`).toBe(false);
    }
    expect(production.files.some((f) => f.endsWith('mockServiceWorker.js'))).toBe(false);
  }, 180_000);
});
