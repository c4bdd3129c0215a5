/**
 * The region ids, the feature flags and the config's type (spec section 3 "Region config" and the constants of
 * section 9). The zod schema itself is in region-config-schema.ts: the tests validate the six configs against
 * it, and the app, whose configs are compiled in, never loads it. Feature flags gate routes and navigation:
 * `enabled` false blocks the route, `hide` true only removes it from navigation.
 */
import type * as z from 'zod/mini';
import type { FeatureFlagSchema, RegionConfigSchema } from './region-config-schema';

export const REGION_IDS = ['global', 'turkey', 'georgia', 'australia', 'kazakhstan', 'europe'] as const;
export type RegionId = (typeof REGION_IDS)[number];

export const FEATURES = [
  'spot',
  'margin',
  'futures',
  'convert',
  'earn',
  'borrow',
  'lending',
  'gridBots',
  'fiat',
  'p2pExpress',
  'giftCards',
  'quickSend',
  'launchpad',
  'miningPool',
  'autoInvest',
  'otc',
  'card',
  'cryptoCard',
  'affiliate',
  'referral',
  'vip',
  'subAccount',
  'apiKeys',
  'support',
  'analytics',
  'competitions',
  'wbSoul',
  'codes',
  'koinly',
  'diia',
] as const;
export type Feature = (typeof FEATURES)[number];

export type FeatureFlag = z.infer<typeof FeatureFlagSchema>;
export type RegionConfig = z.infer<typeof RegionConfigSchema>;

/** Spec section 9: diia and koinly disabled, every other feature enabled. */
export function defaultFeatures(overrides: Partial<Record<Feature, Partial<FeatureFlag>>> = {}): Record<Feature, FeatureFlag> {
  const flags = {} as Record<Feature, FeatureFlag>;
  for (const feature of FEATURES) {
    const off = feature === 'diia' || feature === 'koinly';
    flags[feature] = { enabled: !off, hide: off, ...overrides[feature] };
  }
  return flags;
}
