/**
 * The checker against a deliberately broken server (broken-server.ts): it answers every operation and socket method
 * from the contract's examples, except for the planted faults. The checker must report every planted fault, exactly
 * (the operation, the rule and the JSON path), and nothing else; the CLI must exit 1 and write it in its reports.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WAIT_CEILING_MS } from '../../src/testing/wait';
import { planFaults, startBrokenServer, type BrokenServer, type FaultKind } from './broken-server';
import { asyncApiFiles, readAsyncApi, readOpenApi, ROOT } from './contract';
import { loadValidators, type Validators } from './frame-check';
import { formatTable, type ConformanceRun } from './report';
import { runConformance } from './run';

const TOKEN = 'broken-server-token';
const COOKIE = 'session=broken-server';
let server: BrokenServer;
const tmp = mkdtempSync(join(tmpdir(), 'broken-server-'));

beforeAll(async () => {
  const doc = readOpenApi();
  const contracts = asyncApiFiles().map((f) => readAsyncApi(f));
  const validators: Record<string, Validators | undefined> = {};
  for (const c of contracts) validators[c.name] = await loadValidators(c);
  server = await startBrokenServer(doc, planFaults(doc, { contracts, validators, withToken: true }), contracts);
});

afterAll(async () => {
  await server?.close();
  rmSync(tmp, { recursive: true, force: true });
});

const key = (x: { id: string; rule: string; path: string }) => `${x.id} | ${x.rule} | ${x.path}`;

describe('the checker against a broken server', () => {
  let run: ConformanceRun;

  it('plants one fault of each kind, each on its own operation', () => {
    const kinds: FaultKind[] = [
      'wrong-type',
      'missing-required',
      'undocumented-status',
      'html-error-page',
      'wrong-content-type',
      'bad-socket-frame',
    ];
    expect(server.faults.map((f) => f.kind).sort()).toEqual([...kinds].sort());
    expect(new Set(server.faults.map((f) => f.id)).size).toBe(kinds.length);
  });

  it('reports every planted fault, exactly, and nothing else', async () => {
    run = await runConformance({
      baseUrl: server.baseUrl,
      cookie: COOKIE,
      token: TOKEN,
      allowWrites: true,
      socketUrl: server.socketUrl,
      socketSeconds: 1,
      // A slow answer of this local server on a busy machine is not a fault of it.
      minTimeoutMs: WAIT_CEILING_MS,
    });
    const reported = run.results.flatMap((r) => r.violations.map((v) => ({ id: r.id, rule: v.rule, path: v.path })));
    console.log(
      [
        'planted fault → reported as',
        ...server.faults.map((f) => {
          const hit = run.results
            .find((r) => r.id === f.id)
            ?.violations.map((v) => `${v.rule} at ${v.path}: expected ${v.expected}, actual ${v.actual}`);
          return `  ${f.kind.padEnd(20)} ${f.id.padEnd(28)} → ${hit?.join('; ') ?? 'NOT REPORTED'}`;
        }),
      ].join('\n'),
    );
    expect(reported.map(key).sort()).toEqual(server.faults.map(key).sort());
    // Everything else passed: nothing skipped for want of options, nothing failed.
    expect(
      run.results
        .filter((r) => r.outcome === 'fail')
        .map((r) => r.id)
        .sort(),
    ).toEqual(server.faults.map((f) => f.id).sort());
    expect(run.results.filter((r) => r.outcome === 'skip').map((r) => `${r.id}: ${r.detail}`)).toEqual([]);
    expect(run.summary.violations).toBe(server.faults.length);
  });

  it('says what each fault is: expected and actual values', () => {
    const of = (kind: FaultKind) => {
      const fault = server.faults.find((f) => f.kind === kind)!;
      return run.results.find((r) => r.id === fault.id)!.violations[0]!;
    };
    expect(of('wrong-type').expected).toMatch(/^type /);
    expect(of('missing-required')).toMatchObject({ expected: 'required property', actual: 'missing' });
    expect(of('undocumented-status').actual).toMatch(/^\d{3}$/);
    expect(of('html-error-page').actual).toMatch(/^HTML page \(text\/html; charset=utf-8\) titled "\d{3} Bad Gateway"/);
    expect(of('wrong-content-type')).toMatchObject({ actual: 'text/plain; charset=utf-8' });
    expect(of('bad-socket-frame').expected).toMatch(/^type /);
    expect(formatTable(run)).toContain('FAIL');
  });

  it('fails the CLI run (exit code 1) and writes the faults into the JUnit and JSON reports', async () => {
    const cli = (report: string, out: string) =>
      promisify(execFile)(
        join(ROOT, 'node_modules/.bin/tsx'),
        [
          join(ROOT, 'scripts/conformance/cli.ts'),
          '--base-url',
          server.baseUrl,
          '--cookie',
          COOKIE,
          '--token',
          TOKEN,
          '--allow-writes',
          '--socket-url',
          server.socketUrl!,
          '--socket-seconds',
          '1',
          '--min-timeout-ms',
          String(WAIT_CEILING_MS),
          '--report',
          report,
          '--out',
          out,
        ],
        { cwd: ROOT },
      ).then(
        () => 0,
        (error: { code?: number }) => error.code ?? -1,
      );
    const junit = join(tmp, 'conformance.xml');
    const json = join(tmp, 'conformance.json');
    const [junitCode, jsonCode] = await Promise.all([cli('junit', junit), cli('json', json)]);
    expect([junitCode, jsonCode]).toEqual([1, 1]);
    const xml = readFileSync(junit, 'utf8');
    expect(xml.match(/<failure /g)?.length).toBe(server.faults.length);
    for (const f of server.faults) expect(xml).toContain(`name="${f.id} `);
    const report = JSON.parse(readFileSync(json, 'utf8')) as ConformanceRun;
    expect(report.summary.violations).toBe(server.faults.length);
  });
});
