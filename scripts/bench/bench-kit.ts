/**
 * Shared helpers of the benchmarks in scripts/bench. A benchmark is a `*.bench.ts` file run by run-all.ts
 * in its own node process (with --expose-gc). It prints its figures as it goes, then calls reportResult()
 * once: run-all reads that line and prints every benchmark's figures and targets together.
 */

import { chromiumArgs, systemChromium } from '../chromium';

/** One figure: a measured value, optionally with its target and whether it was met. */
export interface BenchFigure {
  name: string;
  value: string;
  target?: string;
  /** true met, false missed; absent for figures without a target. */
  pass?: boolean;
}

export interface BenchResult {
  bench: string;
  figures: BenchFigure[];
  notes?: string[];
}

/** The Chromium of the browser benchmarks (../chromium.ts), headless. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? systemChromium ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = ['--headless', ...chromiumArgs];

/** The line prefix run-all.ts looks for. */
export const RESULT_PREFIX = 'BENCH-RESULT ';

export function reportResult(result: BenchResult): void {
  console.log(RESULT_PREFIX + JSON.stringify(result));
}

export function parseResult(line: string): BenchResult | undefined {
  if (!line.startsWith(RESULT_PREFIX)) return undefined;
  try {
    return JSON.parse(line.slice(RESULT_PREFIX.length)) as BenchResult;
  } catch {
    return undefined;
  }
}

const maybeGc = (globalThis as { gc?: () => void }).gc;

/** Whether node runs with --expose-gc (run-all passes it). */
export const canForceGc = typeof maybeGc === 'function';

/** A full collection when available (twice, so finalizers' garbage goes too). */
export function forceGc(): void {
  maybeGc?.();
  maybeGc?.();
}

/** Heap used in MB after a forced GC (when available). */
export function heapUsedMb(): number {
  forceGc();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** "1 234 567" style for big counts. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A small deterministic PRNG (mulberry32), so every run feeds the same data. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
