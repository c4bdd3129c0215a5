/**
 * The checker's output: a readable table for people, JSON or JUnit XML for CI. A network failure (no answer after the
 * retries) is its own category everywhere: NET in the table, `networkErrors` in the summary, a JUnit <error>, never a
 * violation.
 */
import { networkSummary } from './network';
import type { CheckResult, NetworkFailure, Violation } from './violations';

export interface Summary {
  checked: number;
  passed: number;
  failed: number;
  skipped: number;
  violations: number;
  /** Checks that got no answer at all (refused, reset, cut off after the retries): not contract failures. */
  networkErrors: number;
}

export interface ConformanceRun {
  startedAt: string;
  seconds: number;
  targets: Record<string, string>;
  summary: Summary;
  results: CheckResult[];
}

export function summarize(results: CheckResult[]): Summary {
  const count = (o: CheckResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return {
    checked: results.length,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
    violations: results.reduce((n, r) => n + r.violations.length, 0),
    networkErrors: count('error'),
  };
}

const pad = (s: string, n: number) => (s.length >= n ? s : s + ' '.repeat(n - s.length));

export function violationLine(v: Violation): string {
  return `${v.rule} at ${v.path}: expected ${v.expected}, actual ${v.actual}${v.note ? ` (${v.note})` : ''}`;
}

export function networkLine(f: NetworkFailure): string {
  const where = f.phase === 'body' ? 'the body broke off' : f.phase === 'connection' ? 'no connection' : 'no answer';
  return `network failure (${where}): ${networkSummary(f)}${f.message && f.message !== f.code ? `: ${f.message}` : ''}`;
}

/** The exit code of a run: 1 when anything violates the contract, else 3 when a check got no answer, else 0. */
export function exitCodeOf(summary: Summary): 0 | 1 | 3 {
  if (summary.violations > 0) return 1;
  return summary.networkErrors > 0 ? 3 : 0;
}

export function formatTable(run: ConformanceRun, color = false): string {
  const paint = (code: number, s: string) => (color ? `\u001b[${code}m${s}\u001b[0m` : s);
  const label = { pass: paint(32, 'PASS'), fail: paint(31, 'FAIL'), skip: paint(33, 'SKIP'), error: paint(35, 'NET ') };
  const idWidth = Math.min(40, Math.max(9, ...run.results.map((r) => r.id.length)));
  const targetWidth = Math.min(60, Math.max(6, ...run.results.map((r) => r.target.length)));
  const lines: string[] = [];
  for (const kind of ['http', 'socket'] as const) {
    const rows = run.results.filter((r) => r.kind === kind);
    if (!rows.length) continue;
    lines.push(
      '',
      kind === 'http' ? 'REST operations' : 'Socket',
      `${pad('result', 6)}  ${pad('operation', idWidth)}  ${pad('target', targetWidth)}  detail`,
    );
    for (const r of rows) {
      lines.push(
        `${label[r.outcome]}    ${pad(r.id, idWidth)}  ${pad(r.target, targetWidth)}  ${r.detail}${r.outcome === 'skip' ? '' : ` (${r.durationMs} ms)`}`,
      );
      for (const v of r.violations) lines.push(`        - ${violationLine(v)}`);
      if (r.network) lines.push(`        - ${networkLine(r.network)}`);
    }
  }
  const s = run.summary;
  lines.push(
    '',
    `${s.checked} checks: ${s.passed} passed, ${s.failed} failed (${s.violations} violation${s.violations === 1 ? '' : 's'}), ${
      s.networkErrors ? `${s.networkErrors} without an answer (network failure${s.networkErrors === 1 ? '' : 's'}, not the contract), ` : ''
    }${s.skipped} skipped in ${run.seconds.toFixed(1)} s`,
  );
  return lines.join('\n');
}

export function toJson(run: ConformanceRun): string {
  return JSON.stringify(run, null, 2);
}

const xml = (s: string) =>
  s
    .replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
    // XML 1.0 allows no control characters but tab, newline and carriage return.
    .split('')
    .filter((c) => c.charCodeAt(0) >= 0x20 || c === '\t' || c === '\n' || c === '\r')
    .join('');

export function toJUnit(run: ConformanceRun): string {
  const suites = (['http', 'socket'] as const)
    .map((kind) => {
      const rows = run.results.filter((r) => r.kind === kind);
      if (!rows.length) return '';
      const time = rows.reduce((t, r) => t + r.durationMs, 0) / 1000;
      const cases = rows
        .map((r) => {
          const open = `    <testcase classname="conformance.${kind}${r.tags[0] ? `.${xml(r.tags[0])}` : ''}" name="${xml(`${r.id} ${r.target}`)}" time="${(r.durationMs / 1000).toFixed(3)}"`;
          if (r.outcome === 'pass') return `${open}/>`;
          if (r.outcome === 'skip') return `${open}>\n      <skipped message="${xml(r.detail)}"/>\n    </testcase>`;
          if (r.outcome === 'error') {
            const line = r.network ? networkLine(r.network) : r.detail;
            return `${open}>\n      <error message="${xml(line)}" type="network-error">${xml(r.detail)}</error>\n    </testcase>`;
          }
          const body = r.violations.map(violationLine).join('\n');
          return `${open}>\n      <failure message="${xml(`${r.violations.length} violation(s): ${r.violations[0] ? violationLine(r.violations[0]) : r.detail}`)}" type="contract-violation">${xml(body)}</failure>\n    </testcase>`;
        })
        .join('\n');
      const s = {
        tests: rows.length,
        failures: rows.filter((r) => r.outcome === 'fail').length,
        errors: rows.filter((r) => r.outcome === 'error').length,
        skipped: rows.filter((r) => r.outcome === 'skip').length,
      };
      return `  <testsuite name="conformance ${kind === 'http' ? 'REST' : 'socket'}" tests="${s.tests}" failures="${s.failures}" errors="${s.errors}" skipped="${s.skipped}" time="${time.toFixed(3)}" timestamp="${run.startedAt}">\n${cases}\n  </testsuite>`;
    })
    .filter(Boolean)
    .join('\n');
  const s = run.summary;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract conformance" tests="${s.checked}" failures="${s.failed}" errors="${s.networkErrors}" skipped="${s.skipped}" time="${run.seconds.toFixed(3)}">\n${suites}\n</testsuites>\n`;
}
