/**
 * npm run contracts:usage [-- --json | --uncalled]
 *
 * Every operation of the OpenAPI contract and every method and event of the socket documents, with the src/
 * modules that call them (screens, kernel), then the ones nothing calls. A report, not a gate: exit code 0.
 */
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { contractsUsage, formatTable, formatUncalled, summaryLine } from './usage';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, uncalled: { type: 'boolean', default: false } } });
const report = contractsUsage(ROOT);
if (values.json) console.log(JSON.stringify({ summary: summaryLine(report), ...report }, null, 2));
else if (values.uncalled) console.log(`${formatUncalled(report)}\n\n${summaryLine(report)}`);
else console.log(`${formatTable(report)}\n\nNot called\n\n${formatUncalled(report)}\n\n${summaryLine(report)}`);
