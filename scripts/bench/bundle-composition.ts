/**
 * What the trade page's first-load chunks are made of: the libraries and the app's own folders, in gzip bytes.
 * A vite plugin records each chunk's modules during the bench's build; each module is then minified on its own
 * (vite's minifier), and an owner's share of a chunk is what gzip of the chunk's modules loses without that
 * owner's modules. The shares of a chunk are scaled so that they add up to the chunk's real gzip size: the split
 * is an estimate, the total is exact.
 */
import { gzipSync } from 'node:zlib';
import { minifySync, type Plugin } from 'vite';

/** Chunk file name (assets/x.js) → module id → the module's code as rendered in the chunk (not yet minified). */
export type Composition = Map<string, Map<string, string>>;

export function compositionPlugin(into: Composition): Plugin {
  return {
    name: 'bench-bundle-composition',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules = new Map<string, string>();
        for (const [id, module] of Object.entries(output.modules)) modules.set(id, module.code ?? '');
        into.set(fileName, modules);
      }
    },
  };
}

/** Packages that belong together, under the name the figures use. */
const LIBRARY_GROUPS: [RegExp, string][] = [
  [/^(react-dom|scheduler)$/, 'react-dom'],
  [/^react$/, 'react'],
  [/^@tanstack\/(router-core|react-router|history|store|react-store)$|^use-sync-external-store$/, '@tanstack/react-router'],
  [/^@tanstack\/(query-core|react-query)$/, '@tanstack/react-query'],
  [/^(i18next|react-i18next)$/, 'i18next + react-i18next'],
];

/** Who a module belongs to: a library (by package) or a folder of the app. */
export function ownerOf(id: string, root: string): { owner: string; library: boolean } {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = id.slice(nodeModules + '/node_modules/'.length).split('/');
    const name = parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
    return { owner: LIBRARY_GROUPS.find(([pattern]) => pattern.test(name))?.[1] ?? name, library: true };
  }
  const path = id.startsWith(root) ? id.slice(root.length).replace(/^\//, '') : id;
  if (!path.includes('/') || path.startsWith('\0') || /^(vite|rolldown)\//.test(path)) return { owner: 'bundler runtime', library: true };
  const [top, second] = path.split('/');
  if (top === 'src' && second === 'features') return { owner: path.split('/').slice(0, 3).join('/'), library: false };
  if (top === 'src' || top === 'generated') return { owner: `${top}/${second?.replace(/\?.*$/, '')}`, library: false };
  return { owner: top!, library: false };
}

export interface OwnerShare {
  owner: string;
  library: boolean;
  bytes: number;
}

/** The owners' gzip shares of the given chunks (file names as in the composition), largest first. */
export function attribute(files: { file: string; gzip: number }[], composition: Composition, root: string): OwnerShare[] {
  const totals = new Map<string, OwnerShare>();
  for (const { file, gzip } of files) {
    const modules = composition.get(file);
    if (!modules) continue;
    const minified = [...modules].map(([id, code]) => ({ ...ownerOf(id, root), code: minifySync(id, code).code }));
    const size = (parts: typeof minified) => gzipSync(parts.map((p) => p.code).join('\n')).length;
    const full = size(minified);
    const owners = [...new Set(minified.map((m) => m.owner))];
    const raw = owners.map((owner) => ({
      owner,
      library: minified.find((m) => m.owner === owner)!.library,
      bytes: Math.max(0, full - size(minified.filter((m) => m.owner !== owner))),
    }));
    // A chunk of one owner (a locale's JSON, whose rendered code is not kept) is that owner's whole.
    const sum = raw.reduce((s, r) => s + r.bytes, 0);
    for (const share of raw) {
      const entry = totals.get(share.owner) ?? { owner: share.owner, library: share.library, bytes: 0 };
      entry.bytes += sum > 0 ? (share.bytes / sum) * gzip : gzip / raw.length;
      totals.set(share.owner, entry);
    }
  }
  return [...totals.values()].sort((a, b) => b.bytes - a.bytes);
}
