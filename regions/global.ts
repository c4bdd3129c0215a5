/** The global site: the default region. */
import { defaultFeatures, type RegionConfig } from './region-schema.ts';

export const global: RegionConfig = {
  id: 'global',
  name: 'Meridian Global',
  hosts: ['meridian.example', 'www.meridian.example', 'localhost', '127.0.0.1'],
  locales: ['en', 'tr'],
  defaultLocale: 'en',
  helpCenterUrl: 'https://help.meridian.example/hc/en-us',
  mailboxes: {
    listing: 'listing@meridian.example',
    support: 'support@meridian.example',
    partnerships: 'partners@meridian.example',
    institutional: 'institutional@meridian.example',
    info: 'info@meridian.example',
    marketing: 'marketing@meridian.example',
    security: 'security@meridian.example',
    kep: 'kep@meridian.example',
    travelrule: 'travelrule@meridian.example',
    pr: 'pr@meridian.example',
  },
  phones: [{ number: '+44 20 3808 1234', languages: ['en'] }],
  whatsapp: null,
  appLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.meridian.app',
    apple: 'https://apps.apple.com/app/meridian-exchange/id0000000001',
    download: '/download-apps',
    qrLink: 'https://meridian.example/app',
  },
  launchYear: 2018,
  fiatCurrencies: ['EUR', 'USD'],
  defaultSwapPair: { give: 'USDT', receive: 'BTC' },
  emailDomainSuggestions: ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'],
  registrationConsents: ['terms', 'privacy', 'marketing'],
  autoInvestPath: '/auto-invest',
  features: defaultFeatures(),
};
