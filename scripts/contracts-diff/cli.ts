/**
 * npm run contracts:diff -- --base REF [--head REF] [--json] [--breaking-only]
 *
 * Compares the OpenAPI and AsyncAPI contracts of the working tree (or --head REF) with those at REF and lists the
 * breaking and non-breaking changes. Exit code 1 when a document has a breaking change without the info.version bump
 * it needs (major; minor while 0.x), 2 on a usage or git error, 0 otherwise.
 */
import { parseArgs } from 'node:util';
import { diffContracts, formatDiff } from './diff';
import { readAtRef, readWorkingTree, withTempDir } from './load';

const USAGE = `Usage: npm run contracts:diff -- --base REF [--head REF] [--json] [--breaking-only]

  --base REF        the git ref to compare with (a branch, tag, commit or e.g. $(git merge-base HEAD origin/main))
  --head REF        compare with this ref instead of the working tree
  --json            print the changes and verdicts as JSON
  --breaking-only   list only the breaking changes`;

function main(): void {
  let values;
  try {
    values = parseArgs({
      options: {
        base: { type: 'string' },
        head: { type: 'string' },
        json: { type: 'boolean', default: false },
        'breaking-only': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) return console.log(USAGE);
  if (!values.base) {
    console.error(`--base is required\n\n${USAGE}`);
    process.exit(2);
  }
  const cwd = process.cwd();
  let diff;
  try {
    diff = withTempDir((tmp) =>
      diffContracts(readAtRef(cwd, values.base!, tmp), values.head ? readAtRef(cwd, values.head, tmp) : readWorkingTree(cwd, tmp)),
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(2);
  }
  if (values.json) console.log(JSON.stringify(diff, null, 2));
  else console.log(formatDiff(diff, { color: Boolean(process.stdout.isTTY), nonBreaking: !values['breaking-only'] }));
  process.exitCode = diff.failed ? 1 : 0;
}

main();
