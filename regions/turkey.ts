/** The turkey regional site. */
import { defaultFeatures, type RegionConfig } from './region-schema.ts';

export const turkey: RegionConfig = {
  id: 'turkey',
  name: 'Meridian TR',
  hosts: ['tr.meridian.example'],
  locales: ['tr', 'en'],
  defaultLocale: 'tr',
  helpCenterUrl: 'https://help.meridian.example/hc/tr',
  mailboxes: {
    listing: 'listing@tr.meridian.example',
    support: 'support@tr.meridian.example',
    partnerships: 'partners@tr.meridian.example',
    institutional: 'institutional@tr.meridian.example',
    info: 'info@tr.meridian.example',
    marketing: 'marketing@tr.meridian.example',
    security: 'security@tr.meridian.example',
    kep: 'kep@tr.meridian.example',
    travelrule: 'travelrule@tr.meridian.example',
    pr: 'pr@tr.meridian.example',
  },
  phones: [{ number: '+90 212 555 0100', languages: ['tr', 'en'] }],
  whatsapp: 'https://wa.me/902125550100',
  appLinks: {
    android: 'https://play.google.com/store/apps/details?id=example.meridian.app',
    apple: 'https://apps.apple.com/app/meridian-exchange/id0000000001',
    download: '/download-apps',
    qrLink: 'https://tr.meridian.example/app',
  },
  launchYear: 2023,
  fiatCurrencies: ['TRY', 'USD'],
  defaultSwapPair: { give: 'TRY', receive: 'BTC' },
  emailDomainSuggestions: ['gmail.com', 'hotmail.com', 'outlook.com', 'yandex.com', 'icloud.com'],
  registrationConsents: ['terms', 'privacy', 'kvkk', 'marketing'],
  autoInvestPath: '/auto-invest',
  // Spec section 9 turns off only diia and koinly: margin and futures are offered here as everywhere.
  features: defaultFeatures(),
};
