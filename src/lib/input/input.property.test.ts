/**
 * Properties of the input rules (spec section 5), thousands of cases each: the output is always a valid
 * decimal (or digit) string within the precision, or a clear rejection with a `forms` key; never a float
 * artefact; and what the user typed is never lost silently (a value that differs from the input carries a
 * notice, a rejection carries the input).
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_NUMBER_MAX_DIGITS, formatCardNumber } from './card-number';
import { formatHashrate, HASHRATE_UNITS, parseHashrate, toHashesPerSecond } from './hashrate';
import { Dec } from './input-result';
import { parseConfirmationCode, parsePageNumber, parsePositiveInteger } from './integer-input';
import { parseNumberInput } from './number-input';
import { parseThirdPartyToken, parseToken } from './token';

const RUNS = 5000;
/** Property runs in this file, reported by the last test. */
let runs = 0;
const check = <T>(arb: fc.Arbitrary<T>, predicate: (value: T) => void, numRuns = RUNS) => {
  fc.assert(fc.property(arb, predicate), { numRuns });
  runs += numRuns;
};

const forms = (locale: string) =>
  JSON.parse(readFileSync(join(process.cwd(), `locales/${locale}/forms.json`), 'utf8')) as Record<string, Record<string, string>>;
const FORM_KEYS = new Set(
  Object.entries(forms('en')).flatMap(([group, messages]) => Object.keys(messages).map((k) => `forms:${group}.${k}`)),
);

/** A canonical decimal string: no exponent, no leading or trailing zeros, no "-0". */
const CANONICAL = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/;
const decimalsOf = (value: string) => value.split('.')[1]?.length ?? 0;

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
/** A typed number: sign, digits, a dot or a comma, decimals (the shapes people type, valid or not). */
const typedNumber = fc
  .tuple(fc.constantFrom('', '', '-', '+'), digits(0, 25), fc.constantFrom('', '.', ','), digits(0, 25), fc.constantFrom('', ' '))
  .map(([sign, int, sep, frac, pad]) => `${pad}${sign}${int}${sep}${sep ? frac : ''}${pad}`);
const anyInput = fc.oneof(
  typedNumber,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...'0123456789.,/- e+x'), maxLength: 20 }),
);

describe('number input', () => {
  it('gives a canonical decimal within the decimals, or a rejection with a forms key; the input is kept', () => {
    check(fc.tuple(anyInput, fc.integer({ min: 0, max: 18 }), fc.boolean()), ([raw, decimals, allowNegative]) => {
      const r = parseNumberInput(raw, { decimals, allowNegative });
      expect(r.input).toBe(raw);
      if (!r.ok) return void expect(FORM_KEYS.has(r.key), r.key).toBe(true);
      expect(r.value).toMatch(CANONICAL);
      expect(decimalsOf(r.value)).toBeLessThanOrEqual(decimals);
      if (!allowNegative) expect(new Dec(r.value).gt(0)).toBe(true);
      if (r.notice) expect(FORM_KEYS.has(r.notice.key)).toBe(true);
    });
  });

  it('loses nothing silently: without a notice the value is exactly the number typed; rounding stays within half a step', () => {
    check(fc.tuple(typedNumber, fc.integer({ min: 0, max: 18 })), ([raw, decimals]) => {
      const r = parseNumberInput(raw, { decimals, allowNegative: true });
      if (!r.ok) return;
      const typed = raw.trim().replace(',', '.');
      const exact = new Dec(typed.replace(/^([+-]?)\./, '$10.').replace(/\.$/, '') || '0');
      if (!r.notice) expect(new Dec(r.value).eq(exact)).toBe(true);
      else {
        expect(r.notice).toEqual({ key: 'forms:number.rounded', values: { decimals } });
        expect(new Dec(r.value).eq(exact)).toBe(false);
        expect(new Dec(r.value).minus(exact).abs().lte(new Dec(10).pow(-decimals).div(2))).toBe(true);
      }
    });
  });

  it('never shows a float artefact: a decimal typed within the precision comes back digit for digit', () => {
    check(fc.tuple(digits(1, 20), digits(0, 12), fc.constantFrom('.', ',')), ([int, frac, sep]) => {
      const raw = frac ? `${int}${sep}${frac}` : int;
      const r = parseNumberInput(raw, { decimals: 12, allowNegative: true });
      const expected = new Dec(`${int}.${frac || '0'}`).toFixed();
      expect(r).toEqual({ ok: true, value: expected === '-0' ? '0' : expected, input: raw });
      expect(r.ok && r.value).not.toMatch(/e/i);
    });
  });

  it('digits-only mode: the digits typed, leading zeros dropped; anything stripped is reported', () => {
    check(anyInput, (raw) => {
      const r = parseNumberInput(raw, { decimals: 0, digitsOnly: true, allowNegative: true });
      const typedDigits = raw.replace(/\D/g, '');
      if (!r.ok) return void expect(typedDigits === '' || raw.trim() === '').toBe(true);
      expect(r.value).toBe(BigInt(typedDigits).toString());
      expect(Boolean(r.notice)).toBe(typedDigits !== raw);
    });
  });
});

describe('whole numbers', () => {
  it('positive integers: digits only, the same number back, above 0', () => {
    check(fc.oneof(digits(1, 30), fc.string({ maxLength: 12 }), fc.bigInt({ min: -(10n ** 20n), max: 10n ** 30n }).map(String)), (raw) => {
      const r = parsePositiveInteger(raw);
      if (!r.ok) return void expect(FORM_KEYS.has(r.key)).toBe(true);
      expect(r.value).toMatch(/^[1-9]\d*$/);
      expect(BigInt(r.value)).toBe(BigInt(raw.trim()));
    });
  });

  it('page numbers: always a whole number from 1, the one typed when valid', () => {
    check(fc.oneof(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.anything()), (raw) => {
      const page = parsePageNumber(raw);
      expect(Number.isSafeInteger(page) && page >= 1).toBe(true);
      if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1) expect(page).toBe(raw);
      if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1) expect(parsePageNumber(String(raw))).toBe(raw);
    });
  });

  it('confirmation codes: accepted exactly when 6 digits remain without spaces', () => {
    check(fc.oneof(digits(6, 6), digits(0, 8), fc.string({ maxLength: 8 })), (raw) => {
      const r = parseConfirmationCode(raw);
      const bare = raw.replace(/\s/g, '');
      expect(r.ok).toBe(/^\d{6}$/.test(bare));
      if (r.ok) expect(r.value).toBe(bare);
    });
  });
});

describe('hashrate', () => {
  it('parses what is not negative into hashes per second, refuses the rest', () => {
    check(fc.tuple(typedNumber, fc.constantFrom(...HASHRATE_UNITS)), ([raw, unit]) => {
      const r = parseHashrate(raw, { unit });
      if (!r.ok) return void expect(FORM_KEYS.has(r.key)).toBe(true);
      expect(r.value).toMatch(CANONICAL);
      expect(new Dec(r.value).gte(0)).toBe(true);
    });
  });

  it('formats a value typed in a unit back in that unit (steps of 1000)', () => {
    check(fc.tuple(fc.integer({ min: 1, max: 999 }), digits(0, 2), fc.constantFrom(...HASHRATE_UNITS)), ([int, frac, unit]) => {
      const typed = new Dec(`${int}.${frac || '0'}`).toFixed();
      const formatted = formatHashrate(toHashesPerSecond(typed, unit));
      expect(formatted).toEqual({ value: typed, unit, text: `${typed} ${unit}/s` });
    });
  });
});

describe('card numbers', () => {
  it('keep every digit, in groups of four', () => {
    check(fc.tuple(digits(0, CARD_NUMBER_MAX_DIGITS), fc.constantFrom('', ' ', '-')), ([number, sep]) => {
      const raw = number.replace(/(\d{4})(?=\d)/g, `$1${sep}`);
      const r = formatCardNumber(raw);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.replace(/ /g, '')).toBe(number);
      expect(r.value.split(' ').every((g, i, all) => (i < all.length - 1 ? g.length === 4 : g.length <= 4))).toBe(true);
    });
  });
});

describe('tokens', () => {
  const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('decode any three-part token whose parts are JSON objects; refuse any other number of parts', () => {
    check(
      fc.tuple(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), fc.emailAddress()),
      ([claims, email]) => {
        const token = `${b64url({ alg: 'RS256' })}.${b64url({ ...claims, email })}.c2ln`;
        const parsed = parseThirdPartyToken(token);
        expect(parsed).toMatchObject({ ok: true, extra: { email } });
        const parts = token.split('.');
        expect(parseToken(parts.slice(0, 2).join('.'))).toMatchObject({ ok: false, key: 'forms:token.invalidFormat' });
        expect(parseToken(`${token}.extra`)).toMatchObject({ ok: false, key: 'forms:token.invalidFormat' });
      },
      2000,
    );
  });

  it('never accept a string that is not three non-empty parts', () => {
    check(fc.string({ maxLength: 40 }), (raw) => {
      const r = parseToken(raw);
      if (r.ok) expect(raw.trim().split('.').filter(Boolean)).toHaveLength(3);
      else expect(['forms:token.invalid', 'forms:token.invalidFormat']).toContain(r.key);
    });
  });
});

describe('property runs', () => {
  it('ran thousands of cases per rule', () => {
    console.log(`input property tests: ${runs} runs`);
    expect(runs).toBeGreaterThanOrEqual(50_000);
  });
});
