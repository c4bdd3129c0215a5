/**
 * The region config (spec section 3 "Region config" and the constants of section 9), as a zod schema:
 * every region file is validated against it at build time (scripts and tests import the six configs) and
 * at start (the chosen one). Feature flags gate routes and navigation: `enabled` false blocks the route,
 * `hide` true only removes it from navigation.
 */
import * as z from 'zod/mini';

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

const FeatureFlag = z.strictObject({ enabled: z.boolean(), hide: z.boolean() });
export type FeatureFlag = z.infer<typeof FeatureFlag>;

const Email = z.email();
const Url = z.url();

export const RegionConfigSchema = z.strictObject({
  id: z.enum(REGION_IDS),
  /** Display name of the regional site. */
  name: z.string().check(z.minLength(1)),
  /** Hosts that select this region (first is canonical). */
  hosts: z.array(z.string().check(z.regex(/^[a-z0-9.-]+$/))).check(z.minLength(1)),
  locales: z.array(z.string().check(z.regex(/^[a-z]{2}$/))).check(z.minLength(1)),
  defaultLocale: z.string().check(z.regex(/^[a-z]{2}$/)),
  helpCenterUrl: Url,
  mailboxes: z.strictObject({
    listing: Email,
    support: Email,
    partnerships: Email,
    institutional: Email,
    info: Email,
    marketing: Email,
    security: Email,
    kep: Email,
    travelrule: Email,
    pr: Email,
  }),
  phones: z.array(
    z.strictObject({
      number: z.string().check(z.regex(/^\+[0-9 ]{7,20}$/)),
      languages: z.array(z.string().check(z.regex(/^[a-z]{2}$/))).check(z.minLength(1)),
    }),
  ),
  whatsapp: z.nullable(Url),
  appLinks: z.strictObject({ android: Url, apple: Url, download: z.string().check(z.startsWith('/')), qrLink: Url }),
  launchYear: z.int().check(z.gte(2018), z.lte(2030)),
  fiatCurrencies: z.array(z.string().check(z.regex(/^[A-Z]{3,6}$/))).check(z.minLength(1)),
  defaultSwapPair: z.strictObject({
    give: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
    receive: z.string().check(z.regex(/^[A-Z0-9]{2,10}$/)),
  }),
  /** E-mail domains suggested while typing an address, most common first. */
  emailDomainSuggestions: z.array(z.string().check(z.regex(/^[a-z0-9.-]+\.[a-z]{2,}$/))).check(z.minLength(1)),
  /** Consents the registration form asks for in this region. */
  registrationConsents: z
    .array(z.enum(['terms', 'privacy', 'marketing', 'kvkk', 'riskDisclosure', 'ageConfirmation']))
    .check(z.minLength(1)),
  /** Path of the auto-invest product: `/auto-buy` in australia. */
  autoInvestPath: z.enum(['/auto-invest', '/auto-buy']),
  features: z.record(z.enum(FEATURES), FeatureFlag),
});
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
