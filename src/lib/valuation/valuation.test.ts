/** Balance values (spec section 3) and the preferred fiat (sections 6 and 9). */
import { describe, expect, it } from 'vitest';
import { equivalentOf, indexRates, priceIn, totalEquivalent } from './equivalent';
import { preferredFiat } from './preferred-fiat';

const rates = indexRates([
  { ticker: 'BTC', quote: 'USDT', rate: '100000' },
  { ticker: 'ETH', quote: 'USDT', rate: '2500' },
  { ticker: 'USDT', quote: 'EUR', rate: '0.9' },
  { ticker: 'WBT', quote: 'BTC', rate: '0.0004' },
]);

describe('equivalent values', () => {
  it('uses the direct rate, the inverse one, or a cross through a common quote; exact decimals', () => {
    expect(equivalentOf('0.1', 'BTC', 'USDT', rates)).toBe('10000');
    expect(equivalentOf('5000', 'USDT', 'BTC', rates)).toBe('0.05');
    expect(equivalentOf('2', 'ETH', 'BTC', rates)).toBe('0.05');
    expect(equivalentOf('0.1', 'BTC', 'BTC', rates)).toBe('0.1');
    expect(equivalentOf('0.3', 'WBT', 'BTC', rates)).toBe('0.00012');
    expect(priceIn('DOGE', 'BTC', rates)).toBeUndefined();
  });

  it('values a coin in a fiat quoted per USDT (one USDT in EUR), exactly', () => {
    expect(equivalentOf('0.5', 'BTC', 'EUR', rates)).toBe('45000');
    expect(equivalentOf('2', 'ETH', 'EUR', rates)).toBe('4500');
  });

  it('leaves assets without a rate out of the total and says so; zero amounts need no rate', () => {
    expect(
      totalEquivalent(
        [
          { ticker: 'BTC', amount: '0.5' },
          { ticker: 'DOGE', amount: '100' },
          { ticker: 'XRP', amount: '0' },
        ],
        'USDT',
        rates,
      ),
    ).toEqual({ total: '50000', missing: true });
    expect(totalEquivalent([{ ticker: 'XRP', amount: '0' }], 'USDT', rates)).toEqual({ total: '0', missing: false });
  });
});

describe('preferred fiat', () => {
  it('follows the country on the global site and the region elsewhere', () => {
    const global = { id: 'global' as const, fiatCurrencies: ['EUR', 'USD'] };
    expect(preferredFiat(global, 'TR')).toBe('TRY');
    expect(preferredFiat(global, 'gb')).toBe('GBP');
    expect(preferredFiat(global, 'DE')).toBe('EUR');
    expect(preferredFiat(global, 'US')).toBe('USD');
    expect(preferredFiat(global, undefined)).toBe('USD');
    expect(preferredFiat({ id: 'turkey', fiatCurrencies: ['TRY', 'USD'] }, 'DE')).toBe('TRY');
  });
});
