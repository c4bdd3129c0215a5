/**
 * `npm run generate:check`: regenerates generated/ and fails when anything differs from what was there,
 * so a contract change committed without regeneration (or a hand edit of generated code) fails CI.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const root = join(dirname(new URL(import.meta.url).pathname), '..');

export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  if (!existsSync(dir)) return files;
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), createHash('sha256').update(readFileSync(path)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

export function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const changed: string[] = [];
  for (const [file, hash] of after) if (before.get(file) !== hash) changed.push(before.has(file) ? `changed: ${file}` : `added:   ${file}`);
  for (const file of before.keys()) if (!after.has(file)) changed.push(`removed: ${file}`);
  return changed.sort();
}

const before = snapshot(join(root, 'generated'));
execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/generate.ts')], { cwd: root, stdio: 'inherit' });
const changed = differences(before, snapshot(join(root, 'generated')));
if (changed.length > 0) {
  console.error(
    `generated/ was out of date with contracts/ (${changed.length} files). Run \`npm run generate\` and commit the result:\n  ${changed.slice(0, 40).join('\n  ')}`,
  );
  process.exit(1);
}
console.log('generated/ matches contracts/: no difference after regeneration.');
