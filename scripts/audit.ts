/**
 * The dependency audit of CI (`npm test`, scripts/test-all.sh): `npm audit --omit=dev --audit-level=high`, the
 * packages the app ships (devDependencies build and test it, they reach no browser).
 *
 * Exit code 1 on a high or critical advisory (each listed with its advisory); 0 when there is none (lower ones
 * are counted, not fatal), and 0 with a "skipped: ..." line when the registry cannot answer an audit (a mirror or
 * proxy without the advisories endpoint, no network): no result is not a pass, and the line says so. 2 when npm
 * fails for a reason of the project's own (no lockfile, a broken tree): that must be fixed, not skipped.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const AUDIT_COMMAND = ['audit', '--omit=dev', '--audit-level=high', '--json'];
const TIMEOUT_MS = 120_000;

export interface AuditRun {
  status: number | null;
  stdout: string;
  /** The command was stopped after TIMEOUT_MS: the registry did not answer. */
  timedOut?: boolean;
}

export interface AuditVerdict {
  exitCode: 0 | 1 | 2;
  message: string;
}

interface Advisory {
  title?: string;
  url?: string;
  severity?: string;
}

interface AuditReport {
  auditReportVersion?: number;
  vulnerabilities?: Record<string, { severity?: string; via?: (string | Advisory)[] }>;
  metadata?: { vulnerabilities?: Record<string, number> };
  message?: string;
  statusCode?: number;
  error?: { code?: string; summary?: string; detail?: string };
}

/** npm's error codes and messages of a registry that cannot be asked, as opposed to a problem of the project. */
const NETWORK_CODES =
  /\b(ENOAUDIT|ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ENETUNREACH|EHOSTUNREACH|UNABLE_TO_GET_ISSUER_CERT_LOCALLY|SELF_SIGNED_CERT_IN_CHAIN)\b/;
const AUDIT_ENDPOINT = /\/-\/npm\/v1\/security\//;

export function auditVerdict(run: AuditRun, registry = 'the registry'): AuditVerdict {
  const skipped = (why: string): AuditVerdict => ({
    exitCode: 0,
    message: `skipped: ${registry} does not answer npm audit (${why}); the dependencies were not audited`,
  });
  if (run.timedOut) return skipped(`no answer in ${TIMEOUT_MS / 1000} s`);
  let report: AuditReport;
  try {
    report = JSON.parse(run.stdout) as AuditReport;
  } catch {
    return { exitCode: 2, message: `npm audit exited with ${run.status} without a JSON report:\n${run.stdout.slice(0, 2000)}` };
  }

  if (report.auditReportVersion !== undefined) {
    const counts = report.metadata?.vulnerabilities ?? {};
    const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === 'high' || v.severity === 'critical');
    const lower = ['info', 'low', 'moderate'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ');
    if (serious.length === 0)
      return { exitCode: 0, message: `npm audit: no high or critical advisory in the shipped dependencies (${lower})` };
    const lines = serious.map(([name, v]) => {
      const advisories = (v.via ?? []).filter((via): via is Advisory => typeof via === 'object');
      const through = (v.via ?? []).filter((via): via is string => typeof via === 'string');
      const detail = advisories.length
        ? advisories.map((a) => `${a.title ?? 'advisory'}${a.url ? ` ${a.url}` : ''}`).join('; ')
        : `through ${through.join(', ')}`;
      return `  ${v.severity} ${name}: ${detail}`;
    });
    return {
      exitCode: 1,
      message: `npm audit: ${serious.length} shipped package(s) with a high or critical advisory (npm audit fix, or an override):\n${lines.join('\n')}`,
    };
  }

  const text = [report.message, report.error?.code, report.error?.summary, report.error?.detail].filter(Boolean).join(' ');
  if (report.error?.code === 'ENOAUDIT') return skipped(report.error.summary || 'ENOAUDIT');
  if (report.statusCode !== undefined && AUDIT_ENDPOINT.test(text)) return skipped(report.message ?? `HTTP ${report.statusCode}`);
  if (NETWORK_CODES.test(text)) return skipped(text.trim());
  return { exitCode: 2, message: `npm audit failed: ${text.trim() || `exit code ${run.status}`}` };
}

function main(): void {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const registry = spawnSync('npm', ['config', 'get', 'registry'], { cwd: root, encoding: 'utf8' }).stdout.trim() || 'the registry';
  const result = spawnSync('npm', AUDIT_COMMAND, { cwd: root, encoding: 'utf8', timeout: TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 });
  const verdict = auditVerdict(
    {
      status: result.status,
      stdout: result.stdout ?? '',
      timedOut: (result.error as NodeJS.ErrnoException | undefined)?.code === 'ETIMEDOUT',
    },
    registry,
  );
  (verdict.exitCode === 0 ? console.log : console.error)(verdict.message);
  process.exit(verdict.exitCode);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
