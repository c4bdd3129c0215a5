/**
 * Lighthouse mobile on `npm run serve` (issue 18): the production build served by the one app server
 * (scripts/serve/app-server.ts: the mock exchange over HTTP and /ws on one origin, brotli, production caching, the
 * security headers), measured with Lighthouse's default mobile settings (a mid-range phone's screen, simulated slow
 * 4G and 4x CPU slowdown) for /en, /en/markets, /en/trade/BTC-USDT, /en/balance and /en/convert. The served
 * exchange's demo user starts signed in, so /en/balance is the signed-in page.
 *
 * Each run is a first visit: a fresh Chromium profile (no consent answered yet, nothing cached), as a new user on a
 * phone sees it. Median of LIGHTHOUSE_RUNS (default 3) runs per page of the performance score, LCP, TBT and CLS,
 * and the LCP element of the run with the median score. Targets: score >= 90, LCP <= 2.0 s, CLS <= 0.02,
 * TBT <= 200 ms on every page.
 *
 * LIGHTHOUSE_BENCH_DIST=<folder> measures an existing production build; LIGHTHOUSE_PAGES=/en,/en/markets a subset.
 * Lighthouse simulates the network and CPU from a trace, yet a busy machine still moves its figures: measure on a
 * quiet one (the load average is printed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createAppServer, type AppServer } from '../serve/app-server';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, reportResult, type BenchFigure } from './bench-kit';
import { buildProduction } from './production-build';

const PAGES = (process.env.LIGHTHOUSE_PAGES ?? '/en,/en/markets,/en/trade/BTC-USDT,/en/balance,/en/convert').split(',');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const TARGET = { score: 90, lcpMs: 2000, cls: 0.02, tbtMs: 200 };

interface Run {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  finalUrl: string;
  /** The main thread's tasks over 50 ms (Lighthouse's simulated durations), longest first. */
  longTasksMs: number[];
}

interface AuditNode {
  selector?: string;
  snippet?: string;
}

/** The LCP element as Lighthouse names it: its CSS selector, or its HTML snippet. */
function lcpElementOf(audit: { details?: unknown } | undefined): string {
  const details = audit?.details as { items?: { items?: { node?: AuditNode }[] }[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node?.selector ?? node?.snippet ?? '?';
}

/** Lighthouse's trace errors that another try usually clears (the trace missed the navigation's start). */
const RETRIED = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP', 'NO_TRACING_STARTED']);

async function measure(url: string, tries = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measureOnce(url);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= tries || !code || !RETRIED.has(code)) throw error;
      console.log(`  ${url}: Lighthouse ${code}, measuring again`);
    }
  }
}

async function measureOnce(url: string): Promise<Run> {
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-profile-'));
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, userDataDir: profile });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw Object.assign(new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`), { code: lhr.runtimeError.code });
    const audits = lhr.audits;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      lcpElement: lcpElementOf(audits['largest-contentful-paint-element']),
      finalUrl: lhr.finalDisplayedUrl,
      longTasksMs: ((audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? [])
        .map((task) => Math.round(task.duration))
        .sort((a, b) => b - a),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const given = process.env.LIGHTHOUSE_BENCH_DIST;
  const outDir = given ?? mkdtempSync(join(tmpdir(), 'lighthouse-bench-'));
  let app: AppServer | undefined;
  const figures: BenchFigure[] = [];
  try {
    if (!given) await buildProduction(outDir);
    app = createAppServer({ dir: outDir, backend: true });
    const base = await app.listen();
    console.log(`Lighthouse mobile, ${RUNS} first visits per page, on ${base} (load average ${loadavg()[0]!.toFixed(1)})`);
    for (const path of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await measure(base + path);
        if (new URL(run.finalUrl).pathname !== path) throw new Error(`${path} ended at ${run.finalUrl}: not the page asked for`);
        runs.push(run);
        console.log(
          `  ${path} run ${i + 1}: score ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, LCP element ${run.lcpElement}; long tasks (ms) ${run.longTasksMs.join(' ') || 'none'}`,
        );
      }
      const score = median(runs.map((r) => r.score));
      const lcpMs = median(runs.map((r) => r.lcpMs));
      const tbtMs = median(runs.map((r) => r.tbtMs));
      const cls = median(runs.map((r) => r.cls));
      const typical = [...runs].sort((a, b) => a.score - b.score)[runs.length >> 1]!;
      console.log(
        `${path}: median score ${score}, LCP ${(lcpMs / 1000).toFixed(2)} s, TBT ${tbtMs.toFixed(0)} ms, CLS ${cls.toFixed(3)}; LCP element ${typical.lcpElement}`,
      );
      figures.push(
        { name: `${path} score`, value: String(score), target: `>= ${TARGET.score}`, pass: score >= TARGET.score },
        {
          name: `${path} LCP`,
          value: `${(lcpMs / 1000).toFixed(2)} s`,
          target: `<= ${TARGET.lcpMs / 1000} s`,
          pass: lcpMs <= TARGET.lcpMs,
        },
        { name: `${path} TBT`, value: `${tbtMs.toFixed(0)} ms`, target: `<= ${TARGET.tbtMs} ms`, pass: tbtMs <= TARGET.tbtMs },
        { name: `${path} CLS`, value: cls.toFixed(3), target: `<= ${TARGET.cls}`, pass: cls <= TARGET.cls },
        { name: `${path} LCP element`, value: typical.lcpElement },
      );
    }
    reportResult({
      bench: 'Lighthouse mobile on npm run serve (median of first visits)',
      figures,
      notes: [`${RUNS} runs per page; load average at the end ${loadavg()[0]!.toFixed(1)}`],
    });
  } finally {
    await app?.close();
    if (!given) rmSync(outDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
