import { describe, expect, it } from 'vitest';
import { EU_COUNTRIES, regionOfCountry } from './visitor-region';

describe('the region of a country', () => {
  it('gives the regions with a site of their own, Europe for the 30 EEA countries, global for the rest', () => {
    expect(EU_COUNTRIES.size).toBe(30);
    expect(['TR', 'ge', 'AU', 'KZ', 'DE', 'no', 'US', 'UA', 'GB'].map(regionOfCountry)).toEqual([
      'turkey',
      'georgia',
      'australia',
      'kazakhstan',
      'europe',
      'europe',
      'global',
      'global',
      'global',
    ]);
  });
});
