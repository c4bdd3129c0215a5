/**
 * Choosing a region from the page. In production each region is its own host, so the choice is a link to
 * that host. Where every region shares one host (the demo, development), the choice is kept in the browser
 * (localStorage, so new tabs keep it) and read at start-up (src/main.tsx, regions/regions.ts's selectRegion).
 * Callers pass the safe stores (src/lib/storage/safe-storage.ts): a browser that blocks storage keeps the choice
 * in memory for the page rather than stopping the start.
 */
import type { RegionConfig, RegionId } from '../../../regions/region-schema';

export const REGION_STORAGE_KEY = 'region';

export type RegionChoiceMode = 'host' | 'stored';

/** One host per region in production; the demo and development serve every region from the one they run on. */
export function regionChoiceMode(config: { mockBackend: boolean; dev: boolean }): RegionChoiceMode {
  return config.mockBackend || config.dev ? 'stored' : 'host';
}

/** The same page on the region's own host (its first host is its main address). */
export function regionHref(region: Pick<RegionConfig, 'hosts'>, path: string, protocol = 'https:'): string {
  return `${protocol}//${region.hosts[0]}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The region this browser chose before (stored mode only), or null. */
export function storedRegion(storage: Pick<Storage, 'getItem'>[]): string | null {
  for (const store of storage) {
    const id = store.getItem(REGION_STORAGE_KEY);
    if (id) return id;
  }
  return null;
}

export function storeRegion(id: RegionId, storage: Pick<Storage, 'setItem'>[]): void {
  for (const store of storage) store.setItem(REGION_STORAGE_KEY, id);
}
