/**
 * The generation pipeline: deterministic (a run here gives, byte for byte, what an earlier run on another machine
 * committed), a contract change without regeneration fails the check, every file carries the generated header, and
 * generated/ imports nothing of src/ but the two kernels. Each generation takes a minute on a busy 2-core machine, so
 * the file runs two: one clean, one after a contract edit (CI's generate:check step runs the clean check itself).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences, snapshot } from './snapshot';

const root = process.cwd();
let work: string;

function copyProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'generate-'));
  for (const path of [
    'contracts',
    'scripts',
    'generated',
    'orval.config.ts',
    'package.json',
    'tsconfig.json',
    'src/lib/http',
    'src/lib/socket',
  ]) {
    cpSync(join(root, path), join(dir, path), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  return dir;
}

const tsx = (dir: string, script: string) =>
  spawnSync(join(dir, 'node_modules/.bin/tsx'), [join(dir, script)], { cwd: dir, encoding: 'utf8' });

beforeAll(() => {
  work = copyProject();
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('npm run generate', () => {
  it('is deterministic and the committed generated/ is up to date', () => {
    const committed = snapshot(join(root, 'generated'));
    // The copy starts from an empty generated/, so nothing of the committed files can survive into the comparison.
    rmSync(join(work, 'generated'), { recursive: true, force: true });
    execFileSync(join(work, 'node_modules/.bin/tsx'), [join(work, 'scripts/generate.ts')], { cwd: work, stdio: 'pipe' });
    const fresh = snapshot(join(work, 'generated'));
    expect(differences(committed, fresh)).toEqual([]);
    expect(fresh.size).toBeGreaterThan(20);
  });

  it('fails the check when a contract changes without regeneration', () => {
    const path = join(work, 'contracts/openapi/components/schemas/general.yaml');
    writeFileSync(
      path,
      readFileSync(path, 'utf8').replace('description: The CSRF token sent', 'description: Changed. The CSRF token sent'),
    );
    const stale = tsx(work, 'scripts/check-generated.ts');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/generated\/ was out of date with contracts\//);
  });

  it('heads every generated file with the command that makes it', () => {
    for (const file of snapshot(join(root, 'generated')).keys()) {
      if (!/\.(ts|yaml)$/.test(file)) continue;
      const head = readFileSync(join(root, 'generated', file), 'utf8').slice(0, 300);
      expect(head, file).toMatch(/Generated .*npm run generate/s);
    }
  });

  it('lets generated/ import only the two kernels of src/', () => {
    for (const file of snapshot(join(root, 'generated')).keys()) {
      if (!file.endsWith('.ts')) continue;
      const text = readFileSync(join(root, 'generated', file), 'utf8');
      for (const [, spec] of text.matchAll(/from '([^']*\/src\/[^']*)'/g)) {
        expect(spec, file).toMatch(/\/src\/lib\/(http|socket)\//);
      }
    }
  });
});
