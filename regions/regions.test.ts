/** The six region configs against their schema and the spec's per-region facts, and how a region is chosen. */
import { describe, expect, it } from 'vitest';
import { RegionConfigSchema } from './region-config-schema';
import { FEATURES, REGION_IDS, type RegionId } from './region-schema';
import { isRegionId, regionForHost, regions, selectRegion } from './regions';

/** Spec section 9: fiat currencies, launch year and default swap (give) per region; the swap receives BTC everywhere. */
const SPEC: Record<RegionId, { fiat: string[]; launchYear: number; swapGive: string }> = {
  global: { fiat: ['EUR', 'USD'], launchYear: 2018, swapGive: 'USDT' },
  turkey: { fiat: ['TRY', 'USD'], launchYear: 2023, swapGive: 'TRY' },
  georgia: { fiat: ['WBGEL'], launchYear: 2023, swapGive: 'USDT' },
  australia: { fiat: ['AUD'], launchYear: 2024, swapGive: 'USDT' },
  kazakhstan: { fiat: ['KZT'], launchYear: 2025, swapGive: 'USDT' },
  europe: { fiat: ['EUR'], launchYear: 2025, swapGive: 'USDC' },
};

const all = Object.values(regions);

describe('region configs', () => {
  it('are the six regions of the spec, each under its own id', () => {
    expect(Object.keys(regions).sort()).toEqual([...REGION_IDS].sort());
    for (const [id, config] of Object.entries(regions)) expect(config.id).toBe(id);
  });

  it.each(REGION_IDS)('%s passes RegionConfigSchema', (id) => {
    const result = RegionConfigSchema.safeParse(regions[id]);
    expect(result.success, result.success ? '' : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  });

  it.each(REGION_IDS)('%s has the spec fiat currencies, launch year and default swap', (id) => {
    expect(regions[id].fiatCurrencies).toEqual(SPEC[id].fiat);
    expect(regions[id].launchYear).toBe(SPEC[id].launchYear);
    expect(regions[id].defaultSwapPair).toEqual({ give: SPEC[id].swapGive, receive: 'BTC' });
  });

  it.each(REGION_IDS)('%s: a flag for every feature, diia and koinly disabled and hidden', (id) => {
    const features = regions[id].features;
    expect(Object.keys(features).sort()).toEqual([...FEATURES].sort());
    for (const off of ['diia', 'koinly'] as const) expect(features[off]).toEqual({ enabled: false, hide: true });
  });

  it.each(REGION_IDS)(
    '%s: earn, lending, borrow, grid bots and auto-invest on, as spec section 9 says of every feature but diia and koinly',
    (id) => {
      for (const feature of ['earn', 'lending', 'borrow', 'gridBots', 'autoInvest'] as const)
        expect(regions[id].features[feature], `${id}.${feature}`).toEqual({ enabled: true, hide: false });
    },
  );

  it.each(REGION_IDS)('%s: the default locale is one of its locales, and a disabled feature is also hidden', (id) => {
    const region = regions[id];
    expect(region.locales).toContain(region.defaultLocale);
    expect(new Set(region.locales).size).toBe(region.locales.length);
    for (const [feature, flag] of Object.entries(region.features)) {
      if (!flag.enabled) expect(flag.hide, `${id}.${feature}`).toBe(true);
    }
  });

  it('auto-invest lives at /auto-buy in australia only', () => {
    for (const region of all) expect(region.autoInvestPath).toBe(region.id === 'australia' ? '/auto-buy' : '/auto-invest');
  });

  it('hosts are unique across regions', () => {
    const hosts = all.flatMap((r) => r.hosts);
    const repeated = hosts.filter((h, i) => hosts.indexOf(h) !== i);
    expect(repeated).toEqual([]);
  });

  it('each region has its own support mailbox', () => {
    const support = all.map((r) => r.mailboxes.support);
    expect(new Set(support).size).toBe(support.length);
  });
});

describe('selectRegion', () => {
  it('picks a region by each of its hosts, ignoring case and port', () => {
    for (const region of all) {
      for (const host of region.hosts) {
        expect(selectRegion({ host, search: '' }).id).toBe(region.id);
        expect(selectRegion({ host: `${host.toUpperCase()}:8443`, search: '' }).id).toBe(region.id);
        expect(regionForHost(host).id).toBe(region.id);
      }
    }
  });

  it('falls back to global for an unknown host', () => {
    expect(selectRegion({ host: 'unknown.example', search: '' }).id).toBe('global');
    expect(selectRegion({ host: 'meridian.example.evil.com', search: '' }).id).toBe('global');
  });

  it('takes the ?region= override first, then the remembered one, then the build setting, then the host', () => {
    const tr = { host: 'tr.meridian.example', search: '' };
    expect(selectRegion({ ...tr, search: '?region=australia' }, 'europe', 'georgia').id).toBe('australia');
    expect(selectRegion(tr, 'europe', 'georgia').id).toBe('georgia');
    expect(selectRegion(tr, 'europe', null).id).toBe('europe');
    expect(selectRegion(tr, undefined, null).id).toBe('turkey');
    for (const id of REGION_IDS) expect(selectRegion({ host: 'localhost', search: `?webview=true&region=${id}` }).id).toBe(id);
  });

  it('ignores an override that is not a region id', () => {
    const tr = { host: 'tr.meridian.example', search: '?region=mars' };
    expect(selectRegion(tr, 'nowhere', 'Global').id).toBe('turkey');
    expect(isRegionId('mars')).toBe(false);
    expect(isRegionId('__proto__')).toBe(false);
    expect(isRegionId(undefined)).toBe(false);
  });
});
