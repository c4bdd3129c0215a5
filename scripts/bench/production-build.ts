/**
 * The app's production build for the browser benchmarks (`vite build --mode production`: no mock code in the page),
 * into a folder of the caller's, with vite's manifest. `<NAME>_BENCH_DIST=<folder>` lets a benchmark measure an
 * existing build instead (it must have .vite/manifest.json).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as viteBuild, type PluginOption } from 'vite';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

export async function buildProduction(outDir: string, plugins: PluginOption[] = []): Promise<Manifest> {
  const started = performance.now();
  await viteBuild({
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
    plugins,
  });
  console.log(`production build in ${((performance.now() - started) / 1000).toFixed(1)} s → ${outDir}`);
  return readManifest(outDir);
}
