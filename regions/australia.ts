/** The australia regional site. */
import { defaultFeatures, type RegionConfig } from './region-schema.ts';

export const australia: RegionConfig = {
  id: 'australia',
  name: 'Meridian AU',
  hosts: ['au.meridian.example'],
  locales: ['en'],
  defaultLocale: 'en',
  helpCenterUrl: 'https://help.meridian.example/hc/en-au',
  mailboxes: {
    listing: 'listing@au.meridian.example',
    support: 'support@au.meridian.example',
    partnerships: 'partners@au.meridian.example',
    institutional: 'institutional@au.meridian.example',
    info: 'info@au.meridian.example',
    marketing: 'marketing@au.meridian.example',
    security: 'security@au.meridian.example',
    kep: 'kep@au.meridian.example',
    travelrule: 'travelrule@au.meridian.example',
    pr: 'pr@au.meridian.example',
  },
  phones: [{ number: '+61 2 5550 0100', languages: ['en'] }],
  whatsapp: null,
  appLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.meridian.app',
    apple: 'https://apps.apple.com/app/meridian-exchange/id0000000001',
    download: '/download-apps',
    qrLink: 'https://au.meridian.example/app',
  },
  launchYear: 2024,
  fiatCurrencies: ['AUD'],
  defaultSwapPair: { give: 'USDT', receive: 'BTC' },
  emailDomainSuggestions: ['gmail.com', 'outlook.com', 'bigpond.com', 'icloud.com', 'yahoo.com.au'],
  registrationConsents: ['terms', 'privacy', 'riskDisclosure', 'ageConfirmation'],
  autoInvestPath: '/auto-buy',
  // Spec section 9 turns off only diia and koinly: borrow, margin and futures are offered here as everywhere.
  features: defaultFeatures(),
};
