/**
 * Realistic mock values for the contract's string formats. orval inlines each function's
 * source into the generated MSW handlers (as an immediately called arrow), so every function
 * here may use only `faker`, which the generated files import.
 */
import type { faker as Faker } from '@faker-js/faker';

declare const faker: typeof Faker;

export const mockValueByFormat = {
  // Prices, amounts and rates: positive, up to 8 decimals, never exponent form.
  'decimal-unsigned': () =>
    faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }),
  // Signed values such as a 24 h change or a PnL.
  decimal: () =>
    (faker.datatype.boolean() ? '-' : '') +
    faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }),
  // A 24 h change or a rate in percent: mostly small, as markets move.
  percent: () => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }),
  // An APR, a discount or a collateral weight in percent: never negative.
  'percent-unsigned': () => faker.finance.amount({ min: 0, max: 25, dec: 2 }),
  network: () => faker.helpers.arrayElement(['BTC', 'ERC20', 'TRC20', 'BEP20', 'SOL', 'TON', 'WBT']),
  ticker: () => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']),
  'market-dash': () =>
    faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']),
  'market-underscore': () =>
    faker.helpers.arrayElement(['BTC_USDT', 'ETH_USDT', 'WBT_USDT', 'SOL_USDT', 'ETH_BTC', 'XRP_USDT', 'BTC_PERP', 'ETH_PERP']),
  'unix-seconds': () => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000),
  'unix-millis': () => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime(),
  'country-code': () => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']),
  locale: () => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']),
  'evm-address': () => faker.finance.ethereumAddress(),
  // An id written as digits (a convert quote's): no leading zero.
  'digit-id': () => faker.string.numeric({ length: { min: 5, max: 10 }, allowLeadingZeros: false }),
  // A time of day, HH:MM (an auto-invest plan's schedule).
  'time-of-day': () =>
    `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`,
  // A trusted IPv4 address of an API key.
  'ipv4-address': () => faker.internet.ipv4(),
  // An API key's label.
  'api-key-label': () => faker.helpers.arrayElement(['Trading bot', 'Reader', 'Portfolio app', 'Payouts', 'Grid bot 2']),
  // An API key or its secret: 32 lower-case hex digits.
  'api-key': () => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
  // A webhook's https URL.
  'webhook-url': () => faker.helpers.arrayElement(['https://hooks.example.com/meridian', 'https://api.example.org/webhooks/exchange']),
  // An integration partner's short name.
  'integration-partner': () => faker.helpers.arrayElement(['taxtrail', 'folio-tracker', 'quant-terminal']),
  // A saved card's last four digits, its expiry (MM/YY), its holder and the user's label for it.
  'card-last4': () => faker.string.numeric(4),
  'card-expiry': () => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`,
  'card-holder': () => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']),
  'card-label': () => faker.helpers.arrayElement(['Salary card', 'Travel', 'Savings', 'Kartım']),
  // A partnership application's company or contact name, and its message.
  'partnership-name': () => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']),
  'partnership-message': () => faker.lorem.sentence({ min: 6, max: 20 }).padEnd(20, '.'),
  // A launchpad project: its slug, name and one-line summary.
  'launchpad-slug': () => faker.helpers.arrayElement(['nova-grid', 'lumen-pay', 'orbit-labs', 'kite-protocol', 'helix-chain']),
  'launchpad-name': () => faker.helpers.arrayElement(['Nova Grid', 'Lumen Pay', 'Orbit Labs', 'Kite Protocol', 'Helix Chain']),
  'launchpad-summary': () => faker.lorem.sentence({ min: 8, max: 20 }).slice(0, 280),
  // A hashrate in H/s: a worker's (about 100 TH/s) to an account's (a few PH/s), whole hashes.
  hashrate: () => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })),
  // A mining account, a worker of it, a referral code and a stratum URL.
  'mining-account-name': () => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']),
  'mining-worker-name': () => faker.helpers.arrayElement(['rig01', 'rig02', 's19-row3', 'antminer_12']),
  'mining-referral-code': () => faker.string.alphanumeric({ length: { min: 6, max: 10 }, casing: 'upper' }),
  'stratum-url': () => faker.helpers.arrayElement(['stratum+tcp://pool.meridian.example:3333', 'stratum+tcp://pool.meridian.example:443']),
  // An OTC request's note to the desk.
  'otc-note': () => faker.helpers.arrayElement(['Settle before 16:00 UTC please.', 'Part of a treasury rebalance.', '']),
  // A trading competition: its slug and title, and a participant's masked nickname.
  'competition-slug': () => faker.helpers.arrayElement(['btc-volume-sprint', 'altcoin-weekend', 'wbt-marathon']),
  'competition-title': () => faker.helpers.arrayElement(['BTC volume sprint', 'Altcoin weekend', 'WBT marathon']),
  'masked-nickname': () => `${faker.string.alpha({ length: 2, casing: 'lower' })}***${faker.string.alpha({ length: 2, casing: 'lower' })}`,
  // A code (the published format: a prefix, a UUID, the ticker), its description, a package's name, a merchant's name.
  'voucher-code': () => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`,
  'code-description': () => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']),
  'code-package-name': () => faker.helpers.arrayElement(['November giveaway', 'Meetup prizes', 'Team bonus']),
  'merchant-name': () => faker.helpers.arrayElement(['Bosphorus Coffee', 'Kyiv Books', 'Meridian Shop']),
  // A gift card's code, its design and the words on it.
  'gift-card-code': () => `GIFT-${[0, 1, 2].map(() => faker.string.alphanumeric({ length: 4, casing: 'upper' })).join('-')}`,
  'gift-card-design': () => faker.helpers.arrayElement(['birthday', 'thank-you', 'new-year', 'congratulations']),
  'gift-card-text': () => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']),
  // Quick Send: a chat message, and what a user types to find another (a nickname#tag or an e-mail).
  'quick-send-text': () => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']),
  'quick-send-contact-query': () => faker.helpers.arrayElement(['Friend#0201', 'DemoTrader#0421', 'friend@meridian.example']),
  // P2P Express: a merchant's id and name, a card number (digits, a right Luhn sum) and a payment's reference.
  'p2p-merchant-id': () => faker.helpers.arrayElement(['nordpay', 'anatolia-fx', 'thames-p2p']),
  'p2p-merchant-name': () => faker.helpers.arrayElement(['NordPay Exchange', 'Anatolia FX', 'Thames P2P']),
  'card-number': () => faker.helpers.arrayElement(['4242424242424242', '5354561234567891', '4000056655665556']),
  'p2p-reference': () => `P2P-${faker.string.numeric({ length: 6, allowLeadingZeros: false })}`,
  // A delivery address: street, city and postcode.
  'address-line': () => faker.helpers.arrayElement(['221B Baker Street', 'Istiklal Caddesi 45', 'Unter den Linden 7']),
  // A city (a card's delivery address, an affiliate's personal data).
  city: () => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']),
  postcode: () => faker.helpers.arrayElement(['NW1 6XE', '34433', '10117', '10111']),
  // The crypto card's application: a country or none, a phone or none, a referral code or none, a masked phone.
  'country-code-or-empty': () => faker.helpers.arrayElement(['GB', 'DE', 'TR', '']),
  'phone-or-empty': () => faker.helpers.arrayElement(['+447700900789', '+905321234567', '']),
  'referral-code-or-empty': () => faker.helpers.arrayElement(['WELCOME2026', '']),
  'referral-code': () => faker.helpers.arrayElement(['WELCOME2026', 'MERIDIAN10']),
  'masked-phone': () => faker.helpers.arrayElement(['+44*******789', '+90********567']),
  // An invitee's masked e-mail.
  'masked-email': () =>
    `${faker.string.alpha({ length: 2, casing: 'lower' })}***@${faker.helpers.arrayElement(['example.com', 'example.org'])}`,
  // The affiliate programme: a campaign's slug and title, a landing page, a link's sub-id.
  'affiliate-campaign-slug': () => faker.helpers.arrayElement(['spring-boost', 'earn-weeks', 'futures-launch']),
  'affiliate-campaign-title': () => faker.helpers.arrayElement(['Spring boost', 'Earn weeks', 'Futures launch']),
  'affiliate-landing-page': () =>
    faker.helpers.arrayElement(['/registration-page/welcome', '/registration-page/buy-crypto', '/auth/register']),
  'affiliate-sub-id': () => faker.helpers.arrayElement(['telegram-pin', 'banner_top', 'yt-review-12']),
  // The affiliate's personal data: a payee's name, street address, postal code, phone, company and tax id.
  'person-name': () => faker.helpers.arrayElement(['Olena Kovalenko', 'Ayse Yilmaz', 'Mehmet Demir', 'Anna Nowak']),
  'street-address': () => faker.helpers.arrayElement(['12 Rynok Square', 'Istiklal Cd. 81', 'ul. Marszalkowska 10']),
  'postal-code': () => faker.helpers.arrayElement(['79008', '34430', '00-590']),
  'phone-e164': () => faker.helpers.arrayElement(['+380671234567', '+905321234567', '+48601234567']),
  'company-name': () =>
    faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Media', 'Vistula Reviews', 'Meridian Trading Ltd', 'Northwind Capital GmbH']),
  'tax-id': () => faker.string.numeric({ length: 10, allowLeadingZeros: false }),
  // A mining watcher link's name.
  'mining-watcher-name': () => faker.helpers.arrayElement(['hosting_view', 'partner_dashboard', 'ops_team']),
  // A support request's subject and a message of it.
  'support-subject': () =>
    faker.helpers.arrayElement([
      'My EUR card deposit is not on my balance',
      'How do I change my nickname?',
      'Withdrawal pending for a day',
    ]),
  'support-message': () => faker.lorem.sentences({ min: 1, max: 3 }).padEnd(2, '.'),
  // A business being verified (its name is `company-name`, above).
  'company-registration-number': () => faker.helpers.arrayElement(['12345678', 'HRB 123456', '0123-456-789']),
} as const;

export type MockFormat = keyof typeof mockValueByFormat;
