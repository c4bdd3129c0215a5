/** The kazakhstan regional site. */
import { defaultFeatures, type RegionConfig } from './region-schema.ts';

export const kazakhstan: RegionConfig = {
  id: 'kazakhstan',
  name: 'Meridian KZ',
  hosts: ['kz.meridian.example'],
  locales: ['en'],
  defaultLocale: 'en',
  helpCenterUrl: 'https://help.meridian.example/hc/kk',
  mailboxes: {
    listing: 'listing@kz.meridian.example',
    support: 'support@kz.meridian.example',
    partnerships: 'partners@kz.meridian.example',
    institutional: 'institutional@kz.meridian.example',
    info: 'info@kz.meridian.example',
    marketing: 'marketing@kz.meridian.example',
    security: 'security@kz.meridian.example',
    kep: 'kep@kz.meridian.example',
    travelrule: 'travelrule@kz.meridian.example',
    pr: 'pr@kz.meridian.example',
  },
  phones: [{ number: '+7 727 355 0100', languages: ['en'] }],
  whatsapp: 'https://wa.me/77273550100',
  appLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.meridian.app',
    apple: 'https://apps.apple.com/app/meridian-exchange/id0000000001',
    download: '/download-apps',
    qrLink: 'https://kz.meridian.example/app',
  },
  launchYear: 2025,
  fiatCurrencies: ['KZT'],
  defaultSwapPair: { give: 'USDT', receive: 'BTC' },
  emailDomainSuggestions: ['gmail.com', 'mail.ru', 'yandex.kz', 'outlook.com'],
  registrationConsents: ['terms', 'privacy', 'riskDisclosure'],
  autoInvestPath: '/auto-invest',
  features: defaultFeatures(),
};
