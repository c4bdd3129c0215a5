/**
 * The production build holds no mock backend: no msw, no mock handlers, no service worker, no faker, no
 * @simplewebauthn/server (the mock's passkey checks). The demo
 * build is the positive control for the mock markers (they are found there, so the detector works); faker is in
 * neither, since the demo answers from its ledger (issue 16): faker's own bundle is the control of that marker.
 */
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const MARKERS: Record<string, RegExp> = {
  'msw service worker': /mockServiceWorker/,
  'msw runtime': /\[MSW\]|msw\/browser|setupWorker/,
  // Handler paths survive minification: MSW matches `*/v2/...` on any origin.
  'mock handlers': /\*\/v2\/trade\/markets/,
  // The demo's passkey checks (mocks/ledger/settings/passkeys.ts): a dev dependency, loaded by the mock only.
  '@simplewebauthn/server': /Unexpected registration response origin/,
};
const FAKER = /FakerError|faker\.helpers|@faker-js/;

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
    const fakerBundle = readFileSync(createRequire(import.meta.url).resolve('@faker-js/faker'), 'utf8');
    expect(FAKER.test(fakerBundle), 'the faker marker finds faker').toBe(true);
    expect(FAKER.test(production.text), 'production build contains faker').toBe(false);
    expect(FAKER.test(demo.text), 'demo build contains faker (it answers from its ledger)').toBe(false);
  });
});
