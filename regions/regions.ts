/**
 * The six regions and how one is chosen: by the page's host, or for development by `?region=<id>`
 * (remembered in sessionStorage), the footer's region picker (localStorage, demo and development) or
 * VITE_REGION. An unknown host falls back to global.
 */
import { australia } from './australia.ts';
import { europe } from './europe.ts';
import { georgia } from './georgia.ts';
import { global } from './global.ts';
import { kazakhstan } from './kazakhstan.ts';
import { REGION_IDS, type RegionConfig, type RegionId } from './region-schema.ts';
import { turkey } from './turkey.ts';

export const regions: Readonly<Record<RegionId, RegionConfig>> = { global, turkey, georgia, australia, kazakhstan, europe };

export function isRegionId(value: unknown): value is RegionId {
  return typeof value === 'string' && (REGION_IDS as readonly string[]).includes(value);
}

export function regionForHost(host: string): RegionConfig {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  return Object.values(regions).find((r) => r.hosts.includes(name)) ?? global;
}

/**
 * The region of this page: the `?region=` query, then the stored choice (the tab's, or in the demo and
 * development the footer's region picker, src/lib/region/region-choice.ts), then the build setting, else by host.
 */
export function selectRegion(location: { host: string; search: string }, buildOverride?: string, stored?: string | null): RegionConfig {
  const fromQuery = new URLSearchParams(location.search).get('region');
  for (const candidate of [fromQuery, stored, buildOverride]) if (isRegionId(candidate)) return regions[candidate];
  return regionForHost(location.host);
}
