import { describe, expect, it } from 'vitest';
import { auditVerdict } from './audit';

const REGISTRY = 'https://registry.example/';

function report(vulnerabilities: Record<string, unknown>, counts: Record<string, number>) {
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });
}

describe('dependency audit verdict', () => {
  it('passes a report without high or critical advisories, counting the lower ones', () => {
    const stdout = report(
      { 'left-pad': { name: 'left-pad', severity: 'moderate', via: [{ title: 'ReDoS', severity: 'moderate' }] } },
      { info: 0, low: 1, moderate: 1, high: 0, critical: 0 },
    );
    expect(auditVerdict({ status: 0, stdout }, REGISTRY)).toEqual({
      exitCode: 0,
      message: 'npm audit: no high or critical advisory in the shipped dependencies (0 info, 1 low, 1 moderate)',
    });
  });

  it('fails on a high or critical advisory and names it, directly or through a dependency', () => {
    const stdout = report(
      {
        dompurify: {
          name: 'dompurify',
          severity: 'critical',
          via: [{ title: 'mutation XSS', url: 'https://github.com/advisories/GHSA-xxxx', severity: 'critical' }],
        },
        wrapper: { name: 'wrapper', severity: 'high', via: ['dompurify'] },
      },
      { info: 0, low: 0, moderate: 0, high: 1, critical: 1 },
    );
    const verdict = auditVerdict({ status: 1, stdout }, REGISTRY);
    expect(verdict.exitCode).toBe(1);
    expect(verdict.message).toContain('2 shipped package(s) with a high or critical advisory');
    expect(verdict.message).toContain('critical dompurify: mutation XSS https://github.com/advisories/GHSA-xxxx');
    expect(verdict.message).toContain('high wrapper: through dompurify');
  });

  it('skips, with a message, when the registry has no audit endpoint (this sandbox: 405 from the bulk endpoint)', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      uri: 'https://registry.example/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict({ status: 1, stdout }, REGISTRY)).toEqual({
      exitCode: 0,
      message:
        'skipped: https://registry.example/ does not answer npm audit (405 Method Not Allowed - POST https://registry.example/-/npm/v1/security/advisories/bulk); the dependencies were not audited',
    });
    const notFound = JSON.stringify({
      message: '404 Not Found - POST https://registry.example/-/npm/v1/security/audits/quick',
      statusCode: 404,
    });
    expect(auditVerdict({ status: 1, stdout: notFound }, REGISTRY).message).toMatch(/^skipped: .*404 Not Found/);
    const noAudit = JSON.stringify({ error: { code: 'ENOAUDIT', summary: 'Your configured registry does not support audit requests.' } });
    expect(auditVerdict({ status: 1, stdout: noAudit }, REGISTRY)).toMatchObject({
      exitCode: 0,
      message: expect.stringMatching(/^skipped: .*support audit/),
    });
  });

  it('skips when the network does not reach the registry, or it does not answer in time', () => {
    const refused = JSON.stringify({
      message: 'request to http://127.0.0.1:9/-/npm/v1/security/advisories/bulk failed, reason: connect ECONNREFUSED 127.0.0.1:9',
      error: { summary: '', detail: '' },
    });
    expect(auditVerdict({ status: 1, stdout: refused }, REGISTRY)).toMatchObject({
      exitCode: 0,
      message: expect.stringMatching(/^skipped: .*ECONNREFUSED/),
    });
    expect(auditVerdict({ status: null, stdout: '', timedOut: true }, REGISTRY)).toMatchObject({
      exitCode: 0,
      message: expect.stringMatching(/^skipped: .*no answer in 120 s/),
    });
  });

  it('fails (2) on an error of the project itself rather than skipping it', () => {
    const noLock = JSON.stringify({ error: { code: 'ENOLOCK', summary: 'This command requires an existing lockfile.', detail: '' } });
    expect(auditVerdict({ status: 1, stdout: noLock }, REGISTRY)).toEqual({
      exitCode: 2,
      message: 'npm audit failed: ENOLOCK This command requires an existing lockfile.',
    });
    expect(auditVerdict({ status: 1, stdout: 'npm ERR! something' }, REGISTRY).exitCode).toBe(2);
  });
});
