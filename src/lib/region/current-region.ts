/** The region of this page, chosen once at start (regions/regions.ts) and constant for the page's life. */
import { global } from '../../../regions/global';
import type { RegionConfig } from '../../../regions/region-schema';

let region: RegionConfig = global;

export function setCurrentRegion(next: RegionConfig): void {
  region = next;
}

export function currentRegion(): RegionConfig {
  return region;
}

/** For components: the region never changes while the page lives, so no subscription is needed. */
export function useRegion(): RegionConfig {
  return region;
}
