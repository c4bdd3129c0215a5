/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts in turn, each in its own node process with
 * --expose-gc (so memory figures come after a forced GC), prints their output as it comes, then a summary
 * of every benchmark's figures and targets.
 *
 *   npm run bench                  all benchmarks
 *   npm run bench -- order-book    only those whose file name contains "order-book"
 *   npm run bench -- --strict      exit 1 when a target is missed (a crash always exits 1)
 *
 * Figures are wall-clock measurements: on a shared or busy machine they are noisy.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseResult, type BenchResult } from './bench-kit';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
/** tsx's loader, resolved from here so the runner works from any directory. */
const TSX_LOADER = import.meta.resolve('tsx');
/**
 * A benchmark that runs longer than this is stopped and counted as failed: a ceiling for a hung browser, well above
 * the slowest one (Lighthouse's 15 first visits take several minutes).
 */
const TIMEOUT_MS = 30 * 60_000;

interface Outcome {
  file: string;
  code: number | null;
  seconds: number;
  result: BenchResult | undefined;
}

function runBench(file: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', TSX_LOADER, join(BENCH_DIR, file)], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, BENCH_RUNNER: '1' },
    });
    let result: BenchResult | undefined;
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const parsed = parseResult(line);
        if (parsed) result = parsed;
        else process.stdout.write(`  ${line}\n`);
      }
    });
    const timer = setTimeout(() => {
      console.error(`  ${file}: stopped after ${TIMEOUT_MS / 1000} s`);
      child.kill('SIGKILL');
    }, TIMEOUT_MS);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (pending) {
        const parsed = parseResult(pending);
        if (parsed) result = parsed;
        else process.stdout.write(`  ${pending}\n`);
      }
      resolve({ file, code, seconds: (performance.now() - started) / 1000, result });
    });
  });
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const strict = args.includes('--strict');
  const filters = args.filter((a) => !a.startsWith('--'));
  const files = readdirSync(BENCH_DIR)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
  if (files.length === 0) {
    console.error('No benchmark matched.');
    process.exit(1);
  }
  console.log(`Benchmarks (${files.length}); figures are noisy on a shared machine.\n`);
  const outcomes: Outcome[] = [];
  for (const file of files) {
    console.log(`▶ ${file}`);
    outcomes.push(await runBench(file));
    console.log('');
  }

  console.log('Summary');
  let crashed = false;
  let missed = false;
  for (const o of outcomes) {
    const status = o.code === 0 && o.result ? 'ok' : `failed (exit ${o.code ?? 'killed'}${o.result ? '' : ', no result'})`;
    console.log(`  ${o.result?.bench ?? o.file}: ${status}, ${o.seconds.toFixed(1)} s`);
    if (status !== 'ok') crashed = true;
    for (const f of o.result?.figures ?? []) {
      const mark = f.pass === undefined ? ' ' : f.pass ? '✓' : '✗';
      if (f.pass === false) missed = true;
      console.log(`    ${mark} ${f.name}: ${f.value}${f.target ? `   (target ${f.target})` : ''}`);
    }
    for (const n of o.result?.notes ?? []) console.log(`      note: ${n}`);
  }
  if (crashed || (strict && missed)) process.exit(1);
}

void main();
