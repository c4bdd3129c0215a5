/** The input rules of spec section 5, by example; input.property.test.ts checks them over thousands of inputs. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatCardNumber } from './card-number';
import { formatHashrate, parseHashrate, toHashesPerSecond } from './hashrate';
import { parseConfirmationCode, parsePageNumber, parsePositiveInteger } from './integer-input';
import { parseNumberInput } from './number-input';
import { parseThirdPartyToken, parseToken } from './token';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (payload: unknown, header: unknown = { alg: 'RS256', typ: 'JWT' }) => `${b64url(header)}.${b64url(payload)}.c2lnbmF0dXJl`;

describe('number input', () => {
  it('turns a comma into a dot and keeps an exact value as typed', () => {
    expect(parseNumberInput('0,1', { decimals: 8 })).toEqual({ ok: true, value: '0.1', input: '0,1' });
    expect(parseNumberInput(' 12.50 ', { decimals: 2 })).toMatchObject({ ok: true, value: '12.5' });
    expect(parseNumberInput('.5', { decimals: 2 })).toMatchObject({ ok: true, value: '0.5' });
    expect(parseNumberInput('123456789012345678901234567890.123456789', { decimals: 9 })).toMatchObject({
      value: '123456789012345678901234567890.123456789',
    });
  });

  it('rounds to the given decimals and says so', () => {
    expect(parseNumberInput('1.235', { decimals: 2 })).toEqual({
      ok: true,
      value: '1.24',
      input: '1.235',
      notice: { key: 'forms:number.rounded', values: { decimals: 2 } },
    });
    expect(parseNumberInput('1.239', { decimals: 2, rounding: 'down' })).toMatchObject({ value: '1.23' });
    expect(parseNumberInput('7.9', { decimals: 0 })).toMatchObject({ value: '8' });
  });

  it('refuses a value that is not positive unless negatives are allowed', () => {
    expect(parseNumberInput('0', { decimals: 2 })).toMatchObject({ ok: false, key: 'forms:number.notPositive', input: '0' });
    expect(parseNumberInput('-1', { decimals: 2 })).toMatchObject({ ok: false, key: 'forms:number.notPositive' });
    expect(parseNumberInput('0.001', { decimals: 2 })).toMatchObject({ ok: false, key: 'forms:number.tooSmall', values: { step: '0.01' } });
    expect(parseNumberInput('-1,5', { decimals: 2, allowNegative: true })).toMatchObject({ ok: true, value: '-1.5' });
    expect(parseNumberInput('-0', { decimals: 2, allowNegative: true })).toMatchObject({ ok: true, value: '0' });
  });

  it('refuses what is not a number', () => {
    for (const raw of ['abc', '1.2.3', '1,234.5', '1e5', '--1', '.', '-', 'Infinity', 'NaN', '0x10', '1 000'])
      expect(parseNumberInput(raw, { decimals: 8 }), raw).toMatchObject({ ok: false, key: 'forms:number.invalid', input: raw });
    expect(parseNumberInput('  ', { decimals: 8 })).toMatchObject({ ok: false, key: 'forms:number.empty' });
  });

  it('strips non-digits in digits-only mode, and says so', () => {
    expect(parseNumberInput('1 2a3', { decimals: 0, digitsOnly: true })).toEqual({
      ok: true,
      value: '123',
      input: '1 2a3',
      notice: { key: 'forms:number.stripped' },
    });
    expect(parseNumberInput('007', { decimals: 0, digitsOnly: true })).toEqual({ ok: true, value: '7', input: '007' });
    expect(parseNumberInput('abc', { decimals: 0, digitsOnly: true })).toMatchObject({ ok: false, key: 'forms:number.invalid' });
  });

  it('refuses decimals outside 0-50 as a programming error', () => {
    expect(() => parseNumberInput('1', { decimals: -1 })).toThrow(RangeError);
    expect(() => parseNumberInput('1', { decimals: 1.5 })).toThrow(RangeError);
  });
});

describe('whole numbers', () => {
  it('positive integers: digits only, above 0', () => {
    expect(parsePositiveInteger('42')).toEqual({ ok: true, value: '42', input: '42' });
    expect(parsePositiveInteger('0042')).toMatchObject({ value: '42' });
    expect(parsePositiveInteger('0')).toMatchObject({ ok: false, key: 'forms:integer.notPositive' });
    for (const raw of ['-1', '1.5', '1e3', '', 'x'])
      expect(parsePositiveInteger(raw)).toMatchObject({ ok: false, key: 'forms:integer.invalid' });
    expect(parsePositiveInteger('101', { max: 100 })).toMatchObject({ ok: false, key: 'forms:integer.tooLarge', values: { max: '100' } });
  });

  it('page numbers: a valid integer from 1, else page 1', () => {
    expect(parsePageNumber('3')).toBe(3);
    expect(parsePageNumber(7)).toBe(7);
    for (const raw of [undefined, null, '', '0', '-2', '2.5', 'abc', 2.5, Number.NaN, '99999999999999999999'])
      expect(parsePageNumber(raw)).toBe(1);
  });

  it('confirmation codes: exactly 6 digits', () => {
    expect(parseConfirmationCode('123456')).toMatchObject({ ok: true, value: '123456' });
    expect(parseConfirmationCode('123 456')).toMatchObject({ ok: true, value: '123456' });
    expect(parseConfirmationCode('12345')).toMatchObject({ ok: false, key: 'forms:code.length', values: { length: 6 } });
    expect(parseConfirmationCode('12345a')).toMatchObject({ ok: false, key: 'forms:code.digitsOnly' });
  });
});

describe('hashrate', () => {
  it('is a number that is not negative, in a unit from H to EH', () => {
    expect(parseHashrate('1,5', { unit: 'TH' })).toMatchObject({ ok: true, value: '1500000000000' });
    expect(parseHashrate('0')).toMatchObject({ ok: true, value: '0' });
    expect(parseHashrate('-1')).toMatchObject({ ok: false, key: 'forms:hashrate.negative' });
    expect(parseHashrate('fast')).toMatchObject({ ok: false, key: 'forms:hashrate.invalid' });
    expect(toHashesPerSecond('2', 'EH')).toBe('2000000000000000000');
  });

  it('is shown in the largest unit that keeps it at 1 or more, steps of 1000', () => {
    expect(formatHashrate('999').text).toBe('999 H/s');
    expect(formatHashrate('1000').text).toBe('1 KH/s');
    expect(formatHashrate('123456789').text).toBe('123.45 MH/s');
    expect(formatHashrate(1.5e15).text).toBe('1.5 PH/s');
    expect(formatHashrate('2500000000000000000000').text).toBe('2500 EH/s');
    expect(formatHashrate('-5').text).toBe('0 H/s');
  });
});

describe('card numbers', () => {
  it('are grouped in fours', () => {
    expect(formatCardNumber('4111111111111111')).toEqual({
      ok: true,
      value: '4111 1111 1111 1111',
      input: '4111111111111111',
      extra: { digits: '4111111111111111' },
    });
    expect(formatCardNumber('4111-1111 11')).toMatchObject({ value: '4111 1111 11' });
    expect(formatCardNumber('4111x')).toMatchObject({ ok: false, key: 'forms:cardNumber.digitsOnly' });
    expect(formatCardNumber('1'.repeat(20))).toMatchObject({ ok: false, key: 'forms:cardNumber.tooLong', values: { max: 19 } });
  });
});

describe('tokens', () => {
  it('need three dot-separated parts that decode', () => {
    const token = jwt({ sub: '42', email: 'trader@example.com' });
    expect(parseToken(token)).toMatchObject({ ok: true, value: token, extra: { payload: { sub: '42' } } });
    expect(parseToken('')).toMatchObject({ ok: false, key: 'forms:token.invalid' });
    expect(parseToken(undefined)).toMatchObject({ ok: false, key: 'forms:token.invalid' });
    for (const bad of ['abc', 'a.b', 'a.b.c.d', '.b.c', `${b64url({})}..sig`, 'a.b.c'])
      expect(parseToken(bad), bad).toMatchObject({ ok: false, key: 'forms:token.invalidFormat' });
  });

  it('of a third-party sign-in must carry an email', () => {
    expect(parseThirdPartyToken(jwt({ email: 'trader@example.com' }))).toMatchObject({ ok: true, extra: { email: 'trader@example.com' } });
    expect(parseThirdPartyToken(jwt({ sub: '1' }))).toMatchObject({ ok: false, key: 'forms:token.invalidEmail' });
    expect(parseThirdPartyToken(jwt({ email: 'not-an-email' }))).toMatchObject({ ok: false, key: 'forms:token.invalidEmail' });
    expect(parseThirdPartyToken('a.b')).toMatchObject({ ok: false, key: 'forms:token.invalidFormat' });
  });
});

describe('messages', () => {
  it('has every key of the rules in forms.json, in en and tr', () => {
    const sources = ['number-input', 'amount-input', 'integer-input', 'hashrate', 'card-number', 'token']
      .map((f) => readFileSync(join(__dirname, `${f}.ts`), 'utf8'))
      .join('\n');
    const keys = [...new Set([...sources.matchAll(/'forms:([\w.]+)'/g)].map((m) => m[1]!))];
    expect(keys.length).toBeGreaterThan(20);
    for (const locale of ['en', 'tr']) {
      const messages = JSON.parse(readFileSync(join(process.cwd(), `locales/${locale}/forms.json`), 'utf8')) as Record<
        string,
        Record<string, string>
      >;
      for (const key of keys) {
        const [group, name] = key.split('.') as [string, string];
        expect(messages[group]?.[name], `${locale} forms:${key}`).toBeTruthy();
      }
    }
  });
});
