import { describe, expect, it } from 'vitest';
import { defaultFeatures } from '../../../regions/region-schema';
import { regions } from '../../../regions/regions';
import { offeredInRegion } from './route-availability';
import { ROUTES } from './route-table';
import { similarPages } from './similar-pages';

const row = (path: string) => {
  const entry = ROUTES.find((r) => r.path === path);
  if (!entry) throw new Error(`no row ${path}`);
  return entry;
};
/** A region as a deployment could configure it, with futures switched off (no region of spec section 9 does). */
const withoutFutures = { ...regions.global, features: defaultFeatures({ futures: { enabled: false, hide: true } }) };
const offered = (region: typeof regions.global) =>
  ROUTES.filter((r) => r.kind === 'page' && !r.path.includes(':') && offeredInRegion(r, region)).map((r) => r.path);

describe('offeredInRegion', () => {
  it('keeps a route whose feature the region hides out of links', () => {
    expect(offeredInRegion(row('/futures'), regions.global)).toBe(true);
    expect(offeredInRegion(row('/futures'), withoutFutures)).toBe(false);
  });

  it('offers spot, margin and futures trading in every region (spec section 9: only diia and koinly are off)', () => {
    for (const region of Object.values(regions)) {
      expect(offeredInRegion(row('/futures'), region), region.id).toBe(true);
      expect(region.features.margin.enabled && !region.features.margin.hide, `${region.id} margin`).toBe(true);
    }
  });

  it('offers crypto borrow and the institutional loan in every region, australia too (spec section 9)', () => {
    for (const region of Object.values(regions))
      for (const path of ['/crypto-borrow', '/institutional-loan'])
        expect(offeredInRegion(row(path), region), `${region.id} ${path}`).toBe(true);
  });

  it('offers auto-buy only in australia and auto-invest everywhere else', () => {
    expect(offeredInRegion(row('/auto-invest'), regions.global)).toBe(true);
    expect(offeredInRegion(row('/auto-invest'), regions.australia)).toBe(false);
    expect(offeredInRegion(row('/auto-buy'), regions.australia)).toBe(true);
    expect(offeredInRegion(row('/auto-buy'), regions.global)).toBe(false);
  });

  it('gives the 404 screen no suggestion the region would answer with another 404', () => {
    expect(similarPages('/futurs', offered(regions.global))).toContain('/futures');
    expect(similarPages('/futurs', offered(withoutFutures))).not.toContain('/futures');
    expect(similarPages('/auto-bye', offered(regions.global))).not.toContain('/auto-buy');
    expect(similarPages('/auto-bye', offered(regions.australia))).toContain('/auto-buy');
  });

  it('gates the launchpad, the mining pool, the OTC desk and competitions, their history tabs included, by their flags', () => {
    const programmes = {
      launchpad: '/launchpad',
      miningPool: '/mining-pool',
      otc: '/otc-desk',
      competitions: '/trading-competition',
    } as const;
    const tabs: Partial<Record<keyof typeof programmes, string>> = {
      launchpad: '/history/main/launchpad',
      miningPool: '/history/main/mining-rewards',
    };
    for (const [feature, prefix] of Object.entries(programmes) as [keyof typeof programmes, string][]) {
      const gated = ROUTES.filter((r) => r.path.startsWith(prefix) || r.path === tabs[feature]);
      expect(
        gated.every((r) => r.feature === feature),
        feature,
      ).toBe(true);
      // The spec enables every one of them in every region; a region that turned one off would offer none of its pages.
      for (const region of Object.values(regions))
        expect(
          gated.every((r) => offeredInRegion(r, region)),
          `${feature} in ${region.id}`,
        ).toBe(true);
      const off = { ...regions.global, features: { ...regions.global.features, [feature]: { enabled: false, hide: true } } };
      expect(
        gated.filter((r) => offeredInRegion(r, off)),
        `${feature} off`,
      ).toEqual([]);
    }
  });
});
