/** The georgia regional site. */
import { defaultFeatures, type RegionConfig } from './region-schema.ts';

export const georgia: RegionConfig = {
  id: 'georgia',
  name: 'Meridian GE',
  hosts: ['ge.meridian.example'],
  locales: ['en'],
  defaultLocale: 'en',
  helpCenterUrl: 'https://help.meridian.example/hc/ka',
  mailboxes: {
    listing: 'listing@ge.meridian.example',
    support: 'support@ge.meridian.example',
    partnerships: 'partners@ge.meridian.example',
    institutional: 'institutional@ge.meridian.example',
    info: 'info@ge.meridian.example',
    marketing: 'marketing@ge.meridian.example',
    security: 'security@ge.meridian.example',
    kep: 'kep@ge.meridian.example',
    travelrule: 'travelrule@ge.meridian.example',
    pr: 'pr@ge.meridian.example',
  },
  phones: [{ number: '+995 32 255 0100', languages: ['en'] }],
  whatsapp: null,
  appLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.meridian.app',
    apple: 'https://apps.apple.com/app/meridian-exchange/id0000000001',
    download: '/download-apps',
    qrLink: 'https://ge.meridian.example/app',
  },
  launchYear: 2023,
  fiatCurrencies: ['WBGEL'],
  defaultSwapPair: { give: 'USDT', receive: 'BTC' },
  emailDomainSuggestions: ['gmail.com', 'mail.ru', 'yahoo.com', 'outlook.com'],
  registrationConsents: ['terms', 'privacy'],
  autoInvestPath: '/auto-invest',
  features: defaultFeatures(),
};
