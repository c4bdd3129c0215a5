/** Whether a route of the table belongs in this region's navigation and links (its feature shown, its regional row). */
import type { RegionConfig } from '../../../regions/region-schema';
import type { RouteEntry } from './route-table';

export function offeredInRegion(entry: RouteEntry, region: RegionConfig): boolean {
  const flag = entry.feature ? region.features[entry.feature] : undefined;
  if (flag && (flag.enabled === false || flag.hide)) return false;
  if (entry.region === 'australia') return region.id === 'australia';
  if (entry.region === 'not-australia') return region.id !== 'australia';
  return true;
}
