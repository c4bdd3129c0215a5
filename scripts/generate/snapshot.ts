/** What generated/ holds, as a hash per file, and how two such snapshots differ (npm run generate:check and its test). */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

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
