/** The europe regional site. */
import { defaultFeatures, type RegionConfig } from './region-schema.ts';

export const europe: RegionConfig = {
  id: 'europe',
  name: 'Meridian EU',
  hosts: ['eu.meridian.example'],
  locales: ['en'],
  defaultLocale: 'en',
  helpCenterUrl: 'https://help.meridian.example/hc/en-eu',
  mailboxes: {
    listing: 'listing@eu.meridian.example',
    support: 'support@eu.meridian.example',
    partnerships: 'partners@eu.meridian.example',
    institutional: 'institutional@eu.meridian.example',
    info: 'info@eu.meridian.example',
    marketing: 'marketing@eu.meridian.example',
    security: 'security@eu.meridian.example',
    kep: 'kep@eu.meridian.example',
    travelrule: 'travelrule@eu.meridian.example',
    pr: 'pr@eu.meridian.example',
  },
  phones: [{ number: '+372 600 0100', languages: ['en'] }],
  whatsapp: null,
  appLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.meridian.app',
    apple: 'https://apps.apple.com/app/meridian-exchange/id0000000001',
    download: '/download-apps',
    qrLink: 'https://eu.meridian.example/app',
  },
  launchYear: 2025,
  fiatCurrencies: ['EUR'],
  defaultSwapPair: { give: 'USDC', receive: 'BTC' },
  emailDomainSuggestions: ['gmail.com', 'outlook.com', 'gmx.de', 'web.de', 'icloud.com'],
  registrationConsents: ['terms', 'privacy', 'marketing', 'riskDisclosure'],
  autoInvestPath: '/auto-invest',
  // Spec section 9 turns off only diia and koinly: futures are offered here as everywhere.
  features: defaultFeatures(),
};
