import { describe, expect, it } from 'vitest';
import { regions } from '../../../regions/regions';
import { offeredInRegion } from './route-availability';
import { ROUTES } from './route-table';
import { similarPages } from './similar-pages';

const row = (path: string) => {
  const entry = ROUTES.find((r) => r.path === path);
  if (!entry) throw new Error(`no row ${path}`);
  return entry;
};
const offered = (regionId: keyof typeof regions) =>
  ROUTES.filter((r) => r.kind === 'page' && !r.path.includes(':') && offeredInRegion(r, regions[regionId])).map((r) => r.path);

describe('offeredInRegion', () => {
  it('keeps a route whose feature the region hides out of links', () => {
    expect(offeredInRegion(row('/futures'), regions.global)).toBe(true);
    for (const id of ['turkey', 'europe', 'australia'] as const) expect(offeredInRegion(row('/futures'), regions[id])).toBe(false);
  });

  it('offers auto-buy only in australia and auto-invest everywhere else', () => {
    expect(offeredInRegion(row('/auto-invest'), regions.global)).toBe(true);
    expect(offeredInRegion(row('/auto-invest'), regions.australia)).toBe(false);
    expect(offeredInRegion(row('/auto-buy'), regions.australia)).toBe(true);
    expect(offeredInRegion(row('/auto-buy'), regions.global)).toBe(false);
  });

  it('gives the 404 screen no suggestion the region would answer with another 404', () => {
    expect(similarPages('/futurs', offered('global'))).toContain('/futures');
    for (const id of ['turkey', 'europe', 'australia'] as const) expect(similarPages('/futurs', offered(id))).not.toContain('/futures');
    expect(similarPages('/auto-bye', offered('global'))).not.toContain('/auto-buy');
    expect(similarPages('/auto-bye', offered('australia'))).toContain('/auto-buy');
  });
});
