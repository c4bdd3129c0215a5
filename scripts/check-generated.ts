/**
 * `npm run generate:check`: regenerates generated/ and fails when anything differs from what was there,
 * so a contract change committed without regeneration (or a hand edit of generated code) fails CI.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { differences, snapshot } from './generate/snapshot';

const root = join(dirname(new URL(import.meta.url).pathname), '..');

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
