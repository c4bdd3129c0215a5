/**
 * `npm run generate`: contracts/ -> generated/. Deterministic: the same contracts give the same bytes.
 *  1. bundle the split OpenAPI documents into one (Redocly),
 *  2. per-operation runtime facts for the http kernel,
 *  3. orval: hooks, zod schemas, MSW handlers,
 *  4. the AsyncAPI side and the error catalogue (our own generators, when their contracts exist).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { GENERATED_HEADER, GENERATED_HEADER_YAML } from './generate/header.ts';
import { generateErrors } from './generate/errors.ts';
import { operationRoutesModule, operationsModule } from './generate/operations.ts';
import { generateSocket } from './generate/socket.ts';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
// Everything is written to a staging folder first and swapped in at the end, so a failing step (a broken
// contract) leaves the committed generated/ as it was.
const STAGING = '.generated-staging';
process.env.GENERATED_DIR = STAGING;
const out = (p: string) => join(root, STAGING, p);
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const started = Date.now();

function write(path: string, content: string) {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

function step(name: string, run: () => void) {
  const t = Date.now();
  run();
  console.log(`  ${name.padEnd(28)} ${Date.now() - t} ms`);
}

console.log('generate: contracts/ -> generated/');
step('clean staging', () => rmSync(join(root, STAGING), { recursive: true, force: true }));

step('bundle OpenAPI', () => {
  execFileSync(bin('redocly'), ['bundle', 'contracts/openapi/openapi.yaml', '-o', `${STAGING}/openapi/openapi.yaml`], {
    cwd: root,
    stdio: 'pipe',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  const bundled = readFileSync(out('openapi/openapi.yaml'), 'utf8');
  write(out('openapi/openapi.yaml'), GENERATED_HEADER_YAML + bundled);
});

const doc = parse(readFileSync(out('openapi/openapi.yaml'), 'utf8'));
step('operation facts', () => {
  write(out('api/operation-routes.ts'), operationRoutesModule(doc));
  write(out('api/operations.ts'), operationsModule(doc));
});

step('orval', () => {
  execFileSync(bin('orval'), ['--config', 'orval.config.ts'], { cwd: root, stdio: 'pipe' });
  // orval heads its files but not the barrels it writes beside them.
  for (const file of ['api/index.ts', 'api/index.zod.ts', 'api/model/index.ts']) {
    const path = out(file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes('npm run generate')) writeFileSync(path, GENERATED_HEADER + text);
  }
});

{
  const t = Date.now();
  const docs = await generateSocket(root);
  console.log(
    `  ${'AsyncAPI (modelina + zod)'.padEnd(28)} ${Date.now() - t} ms  ${docs.map((d) => `${d.file}: ${d.requests.length} requests, ${d.events.length} events`).join('; ')}`,
  );
}
step('error catalogue', () => generateErrors(root));

// Everything under generated/ is free of module side effects: unused schemas and handlers are dropped by the bundler.
write(out('package.json'), JSON.stringify({ name: 'generated', private: true, type: 'module', sideEffects: false }, null, 2) + '\n');

/**
 * Moves the staged tree into generated/ file by file: each rename replaces a file atomically, so a test run or dev
 * server reading generated/ meanwhile finds every file (old or new), never a missing one (deleting the folder and
 * renaming the new one in left a moment without generated/ at all: "module not found" in a concurrent test run).
 * Files the new tree no longer has are removed last.
 */
function moveInto(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  const fresh = new Set<string>();
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    fresh.add(entry.name);
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    // A file that became a folder, or the other way round: the old one goes first.
    if (existsSync(target) && statSync(target).isDirectory() !== entry.isDirectory()) rmSync(target, { recursive: true, force: true });
    if (entry.isDirectory()) moveInto(source, target);
    else renameSync(source, target);
  }
  for (const name of readdirSync(to)) if (!fresh.has(name)) rmSync(join(to, name), { recursive: true, force: true });
}

step('swap into generated/', () => {
  moveInto(join(root, STAGING), join(root, 'generated'));
  rmSync(join(root, STAGING), { recursive: true, force: true });
});

console.log(`generate: done in ${Date.now() - started} ms`);
