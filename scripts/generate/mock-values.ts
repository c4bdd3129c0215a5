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
} as const;

export type MockFormat = keyof typeof mockValueByFormat;
