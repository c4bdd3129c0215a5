import { describe, expect, it } from 'vitest';
import { regions } from '../../../regions/regions';
import { regionChoiceMode, regionHref, storedRegion, storeRegion } from './region-choice';

function store(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('region choice', () => {
  it('links to the region host in production, keeps the choice where all regions share a host', () => {
    expect(regionChoiceMode({ mockBackend: false, dev: false })).toBe('host');
    expect(regionChoiceMode({ mockBackend: true, dev: false })).toBe('stored');
    expect(regionChoiceMode({ mockBackend: false, dev: true })).toBe('stored');
  });

  it('builds the same page on the region’s main host', () => {
    expect(regionHref(regions.turkey, '/markets')).toBe(`https://${regions.turkey.hosts[0]}/markets`);
    expect(regionHref(regions.europe, 'fees')).toBe(`https://${regions.europe.hosts[0]}/fees`);
  });

  it('stores the choice in every given storage and reads the first that has one', () => {
    const session = store();
    const local = store({ region: 'georgia' });
    expect(storedRegion([session, local])).toBe('georgia');
    storeRegion('turkey', [session, local]);
    expect(session.data.get('region')).toBe('turkey');
    expect(storedRegion([session, local])).toBe('turkey');
    expect(storedRegion([store()])).toBeNull();
  });
});
