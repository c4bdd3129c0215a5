/**
 * The region config as a zod schema. Every region file is validated against it by the tests
 * (regions/regions.test.ts); the app does not load it, its six configs being compiled in.
 */
import * as z from 'zod/mini';
import { FEATURES, REGION_IDS } from './region-schema';

export const FeatureFlagSchema = z.strictObject({ enabled: z.boolean(), hide: z.boolean() });

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
  features: z.record(z.enum(FEATURES), FeatureFlagSchema),
});
