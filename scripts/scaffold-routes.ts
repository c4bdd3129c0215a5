/**
 * `npx tsx scripts/scaffold-routes.ts`: writes a route file under src/routes/{-$locale}/ for every route of
 * src/app/routing/route-table.ts that has none yet. Existing files are never touched: once written, a route
 * file is ordinary source (add params, search validation or loaders by hand). The route tests check that
 * every table route has its file.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { ROUTES } from '../src/lib/routing/route-table.ts';

const root = join(dirname(new URL(import.meta.url).pathname), '..');
const base = join(root, 'src/routes/{-$locale}');

const segment = (s: string) => (s.startsWith(':') ? (s.endsWith('?') ? `{-$${s.slice(1, -1)}}` : `$${s.slice(1)}`) : s);

export function routeFile(path: string, all: readonly string[]): { file: string; id: string } {
  const segments = path.split('/').filter(Boolean).map(segment);
  const hasChildren = all.some((other) => other !== path && other.startsWith(path === '/' ? '/' : `${path}/`));
  if (segments.length === 0) return { file: join(base, 'index.tsx'), id: '/{-$locale}/' };
  if (hasChildren) return { file: join(base, ...segments, 'index.tsx'), id: `/{-$locale}/${segments.join('/')}/` };
  return { file: join(base, ...segments) + '.tsx', id: `/{-$locale}/${segments.join('/')}` };
}

const paths = ROUTES.map((r) => r.path);
let written = 0;
for (const path of paths) {
  const { file, id } = routeFile(path, paths);
  if (existsSync(file)) continue;
  mkdirSync(dirname(file), { recursive: true });
  const up = relative(dirname(file), join(root, 'src/app/routing/table-route'));
  writeFileSync(
    file,
    `/** ${path} (spec section 2). */
import { createFileRoute } from '@tanstack/react-router';
import { tableRoute } from '${up}';

export const Route = createFileRoute('${id}')(tableRoute('${path}'));
`,
  );
  written++;
}
console.log(`scaffold-routes: ${written} route files written, ${paths.length - written} already there`);
