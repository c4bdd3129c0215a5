/**
 * npm run contracts:usage [-- --json | --uncalled]
 *
 * Every operation of the OpenAPI contract and every method and event of the socket documents, with the src/
 * modules (screens, kernel and app modules) that call them, then the ones nothing calls. A report, not a gate:
 * exit code 0 (2 on a usage error).
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { formatTable, formatUncalled, summaryLine, toJson } from './format';
import { contractsUsage } from './usage';

const USAGE = `Usage: npm run contracts:usage [-- --json | --uncalled]

  (no option)   the table of every operation and socket method with the src/ modules that call it,
                then the operations and socket methods nothing calls, then the summary line
  --json        the whole report as JSON
  --uncalled    only the operations (by tag) and socket methods nothing calls, and the summary line`;

function main(): void {
  let values;
  try {
    values = parseArgs({
      options: {
        json: { type: 'boolean', default: false },
        uncalled: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) return console.log(USAGE);
  const report = contractsUsage(fileURLToPath(new URL('../..', import.meta.url)));
  if (values.json) console.log(toJson(report));
  else if (values.uncalled) console.log(`${formatUncalled(report)}\n\n${summaryLine(report)}`);
  else console.log(`${formatTable(report)}\n\n${formatUncalled(report)}\n\n${summaryLine(report)}`);
}

main();
