/**
 * `npm run lint:contracts`: the OpenAPI documents with Redocly (redocly.yaml), every AsyncAPI document with
 * the AsyncAPI parser, and the error catalogue against its schema and range rules. Fails on any error or
 * warning; the parser's informational notes are printed.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Parser } from '@asyncapi/parser';
import { checkCatalogue, readCatalogue } from './generate/errors.ts';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
let failed = false;

const redocly = spawnSync(join(root, 'node_modules/.bin/redocly'), ['lint', 'contracts/openapi/openapi.yaml', '--format', 'stylish'], {
  cwd: root,
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
const redoclyOut = `${redocly.stdout}${redocly.stderr}`;
const warnings = /(\d+) warnings?/.exec(redoclyOut)?.[1];
if (redocly.status !== 0 || (warnings && warnings !== '0')) {
  failed = true;
  console.error(redoclyOut);
}
console.log(`OpenAPI (Redocly): ${redocly.status === 0 ? 'no errors' : 'errors'}, ${warnings ?? 0} warnings`);

for (const file of readdirSync(join(root, 'contracts/asyncapi'))
  .filter((f) => f.endsWith('.yaml'))
  .sort()) {
  const { diagnostics } = await new Parser().parse(readFileSync(join(root, 'contracts/asyncapi', file), 'utf8'));
  const serious = diagnostics.filter((d) => d.severity <= 1);
  for (const d of diagnostics)
    console.log(`  ${file}: ${['error', 'warning', 'info', 'hint'][d.severity]} ${d.code}: ${d.message} at ${d.path.join('.')}`);
  if (serious.length) failed = true;
  console.log(`AsyncAPI ${file}: ${serious.length} errors or warnings`);
}

const problems = checkCatalogue(root, readCatalogue(root));
for (const p of problems) console.error(`  errors catalogue: ${p}`);
if (problems.length) failed = true;
console.log(`Error catalogue: ${problems.length} problems`);

process.exit(failed ? 1 : 0);
