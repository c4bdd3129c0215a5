/**
 * The contracts at a git ref and in the working tree: the OpenAPI side bundled with Redocly (the split files of the
 * ref are written to a temp dir with `git show REF:path`), the AsyncAPI documents parsed as they are.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { describeAsyncApi, ROOT, type AsyncApiContract, type OpenApiDocument } from '../conformance/contract';

export const OPENAPI_DIR = 'contracts/openapi';
export const OPENAPI_ROOT = 'contracts/openapi/openapi.yaml';
export const ASYNCAPI_DIR = 'contracts/asyncapi';

export interface Contracts {
  /** What was read: a ref and its commit, or "working tree". */
  label: string;
  openapi?: OpenApiDocument;
  asyncapi: Map<string, AsyncApiContract>;
}

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

export function resolveRef(cwd: string, ref: string): string {
  try {
    return git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]).trim();
  } catch {
    throw new Error(`git ref not found: ${ref}`);
  }
}

/** Bundles a split OpenAPI document into one (Redocly's bundle, as `npm run generate` does). */
export function bundleOpenApi(cwd: string, root: string, outDir: string): OpenApiDocument {
  const out = join(outDir, `bundled-${Math.random().toString(36).slice(2)}.yaml`);
  const bin = join(ROOT, 'node_modules/.bin/redocly');
  try {
    execFileSync(bin, ['bundle', root, '-o', out], {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
  } catch (error) {
    const e = error as { stderr?: Buffer; message: string };
    throw new Error(`redocly bundle ${root} failed: ${e.stderr?.toString().trim() || e.message}`);
  }
  return parse(readFileSync(out, 'utf8')) as OpenApiDocument;
}

function asyncFromTexts(files: { name: string; text: string }[]): Map<string, AsyncApiContract> {
  const out = new Map<string, AsyncApiContract>();
  for (const f of files) {
    const name = f.name.replace(/\.ya?ml$/, '');
    out.set(name, describeAsyncApi(parse(f.text) as Record<string, unknown>, name, f.name));
  }
  return out;
}

export function readWorkingTree(cwd: string, tmp: string): Contracts {
  const openapi = existsSync(join(cwd, OPENAPI_ROOT)) ? bundleOpenApi(cwd, join(cwd, OPENAPI_ROOT), tmp) : undefined;
  const dir = join(cwd, ASYNCAPI_DIR);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => /\.ya?ml$/.test(f))
        .sort()
        .map((f) => ({ name: f, text: readFileSync(join(dir, f), 'utf8') }))
    : [];
  return { label: 'working tree', openapi, asyncapi: asyncFromTexts(files) };
}

export function readAtRef(cwd: string, ref: string, tmp: string): Contracts {
  const commit = resolveRef(cwd, ref);
  const list = (dir: string) => git(cwd, ['ls-tree', '-r', '--name-only', commit, '--', dir]).split('\n').filter(Boolean);
  const show = (path: string) => git(cwd, ['show', `${commit}:${path}`]);

  let openapi: OpenApiDocument | undefined;
  const openapiFiles = list(OPENAPI_DIR);
  if (openapiFiles.includes(OPENAPI_ROOT)) {
    const root = join(tmp, `ref-${commit.slice(0, 12)}`);
    for (const file of openapiFiles) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), show(file));
    }
    openapi = bundleOpenApi(cwd, join(root, OPENAPI_ROOT), tmp);
  }
  const asyncFiles = list(ASYNCAPI_DIR)
    .filter((f) => /^contracts\/asyncapi\/[^/]+\.ya?ml$/.test(f))
    .sort()
    .map((f) => ({ name: f.slice(ASYNCAPI_DIR.length + 1), text: show(f) }));
  return {
    label: commit.startsWith(ref) ? commit.slice(0, 10) : `${ref} (${commit.slice(0, 10)})`,
    openapi,
    asyncapi: asyncFromTexts(asyncFiles),
  };
}

export function withTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'contracts-diff-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
