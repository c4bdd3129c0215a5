import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDecimal,
  compareDecimal,
  fitsDouble,
  formatScaled,
  fractionDigits,
  isZeroDecimal,
  normalizeDecimal,
  scaledBigInt,
  scaledNumber,
} from './decimal-string';
import { priceKey } from './order-book-store';

const D = Decimal.clone({ precision: 200 });

/** Decimal strings in the contract's form, short and long, with trailing zeros sometimes. */
const decimalString = fc
  .tuple(
    fc.oneof(fc.constant(0n), fc.bigInt({ min: 1n, max: 10n ** 6n }), fc.bigInt({ min: 1n, max: 10n ** 30n })),
    fc.integer({ min: 0, max: 20 }),
    fc.constantFrom('', '', '0', '000'),
  )
  .map(([n, decimals, zeros]) => {
    const s = n.toString().padStart(decimals + 1, '0');
    const int = s.slice(0, s.length - decimals);
    const frac = s.slice(s.length - decimals) + zeros;
    return frac ? `${int}.${frac}` : int;
  });

describe('decimal strings', () => {
  it('reads decimals and zeros', () => {
    expect(fractionDigits('1.50')).toBe(2);
    expect(fractionDigits('7')).toBe(0);
    expect(isZeroDecimal('0')).toBe(true);
    expect(isZeroDecimal('0.000')).toBe(true);
    expect(isZeroDecimal('0.001')).toBe(false);
    expect(isZeroDecimal('10')).toBe(false);
    expect(normalizeDecimal('1.50')).toBe('1.5');
    expect(normalizeDecimal('2.000')).toBe('2');
    expect(normalizeDecimal('0.0')).toBe('0');
    expect(normalizeDecimal('12')).toBe('12');
  });

  it('scales to integers and back', () => {
    expect(scaledNumber('1.5', 3)).toBe(1500);
    expect(scaledNumber('0.001', 3)).toBe(1);
    expect(scaledNumber('1.2345', 3)).toBeNaN();
    expect(scaledNumber('123456789.123456789', 9)).toBeNaN();
    expect(scaledBigInt('123456789.123456789', 9)).toBe(123456789123456789n);
    expect(formatScaled(1500, 3)).toBe('1.5');
    expect(formatScaled(1, 3)).toBe('0.001');
    expect(formatScaled(0, 3)).toBe('0');
    expect(formatScaled(1000, 3, 2)).toBe('1.00');
    expect(formatScaled(12, 0, 2)).toBe('12.00');
    expect(formatScaled(123456789123456789n, 9)).toBe('123456789.123456789');
  });

  it('adds exactly: 0.1 + 0.2 = 0.3, and beyond 2^53', () => {
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('9007199254740991', '1')).toBe('9007199254740992');
    expect(addDecimal('0.000000000000000001', '1')).toBe('1.000000000000000001');
    expect(addDecimal('0', '1.50')).toBe('1.5');
  });

  it('compare, add, scale and format agree with decimal.js', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        expect(compareDecimal(a, b)).toBe(new D(a).cmp(b));
        expect(new D(addDecimal(a, b)).eq(new D(a).plus(b))).toBe(true);
        expect(addDecimal(a, b)).toBe(new D(a).plus(b).toFixed());
        const scale = Math.max(fractionDigits(a), fractionDigits(b));
        const big = scaledBigInt(a, scale);
        expect(formatScaled(big, scale)).toBe(new D(a).toFixed());
        const n = scaledNumber(a, scale);
        if (!Number.isNaN(n)) {
          expect(BigInt(n)).toBe(big);
          expect(formatScaled(n, scale)).toBe(new D(a).toFixed());
        } else expect(big > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
        expect(normalizeDecimal(a)).toBe(new D(a).toFixed());
        expect(isZeroDecimal(a)).toBe(new D(a).isZero());
      }),
      { numRuns: 5000 },
    );
  });

  it('formats safe integers (the table path, up to 12 decimals) as decimal.js does, edges included', () => {
    expect(formatScaled(Number.MAX_SAFE_INTEGER, 8)).toBe('90071992.54740991');
    expect(formatScaled(Number.MAX_SAFE_INTEGER, 12)).toBe('9007.199254740991');
    expect(formatScaled(1_000_000_000_000, 12)).toBe('1');
    expect(formatScaled(1_000_000_000_001, 12)).toBe('1.000000000001');
    expect(formatScaled(100_000_000_000, 12)).toBe('0.1');
    expect(formatScaled(1_234_000_000, 9)).toBe('1.234');
    expect(formatScaled(1_000_000_010, 9)).toBe('1.00000001');
    expect(formatScaled(999_999_999, 9)).toBe('0.999999999');
    expect(formatScaled(12_345_678_900_000, 5)).toBe('123456789');
    expect(formatScaled(7, 0)).toBe('7');
    // Beyond the table path: more decimals, or not a safe integer.
    expect(formatScaled(1, 13)).toBe('0.0000000000001');
    expect(formatScaled(2 ** 53, 2)).toBe('90071992547409.92');
    const value = fc.oneof(
      fc.integer({ min: 0, max: 2_000_000 }),
      fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
      fc.constantFrom(0, 1, 999, 1000, 999_999, 1_000_000, 1e9, 1e12 - 1, 1e12, Number.MAX_SAFE_INTEGER),
    );
    fc.assert(
      fc.property(value, fc.integer({ min: 0, max: 14 }), (n, scale) => {
        const expected = new D(n).div(new D(10).pow(scale)).toFixed();
        expect(formatScaled(n, scale)).toBe(expected);
        expect(formatScaled(BigInt(n), scale)).toBe(expected);
      }),
      { numRuns: 20_000 },
    );
  });

  it('a price key (double) keeps identity and order whenever it is used', () => {
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        const ka = priceKey(a);
        const kb = priceKey(b);
        expect(Number.isNaN(ka)).toBe(!fitsDouble(a));
        if (Number.isNaN(ka) || Number.isNaN(kb)) return;
        expect(ka).toBe(parseFloat(a));
        expect(Math.sign(ka - kb)).toBe(compareDecimal(a, b));
      }),
      { numRuns: 5000 },
    );
  });
});
