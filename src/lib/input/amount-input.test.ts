/**
 * The amount rule by example (issue 17's cases first); amount-input.property.test.ts checks it over thousands of
 * inputs in en and tr.
 */
import { describe, expect, it } from 'vitest';
import { readAmountInput, type AmountInputOptions } from './amount-input';
import { amountText, numberMarks } from './amount-text';

const en = (raw: string, options: Partial<AmountInputOptions> = {}) => readAmountInput(raw, { locale: 'en', precision: 8, ...options });
const tr = (raw: string, options: Partial<AmountInputOptions> = {}) => readAmountInput(raw, { locale: 'tr', precision: 8, ...options });
const value = (v: string) => ({ ok: true, value: v });
const refused = (key: string, values?: Record<string, unknown>) => ({
  ok: false,
  key: `forms:amount.${key}`,
  ...(values ? { values } : {}),
});

describe('amount rule: the cases of issue 17', () => {
  it('refuses scientific notation with its reason (1e-3 used to become 13)', () => {
    for (const raw of ['1e-3', '1E3', '2.5e+8', 'e5', '1e']) expect(en(raw), raw).toMatchObject(refused('exponent'));
    expect(tr('1e-3')).toEqual({ ok: false, input: '1e-3', key: 'forms:amount.exponent' });
  });

  it('reads 1,234.56 in en as 1234.56 (it used to become 1.23456), and refuses it in tr', () => {
    expect(en('1,234.56')).toEqual({ ok: true, value: '1234.56', input: '1,234.56' });
    expect(tr('1,234.56')).toMatchObject(refused('grouping'));
  });

  it('reads the price as the app shows it in tr: 97.236,75 is 97236.75 (it used to become 97.23)', () => {
    expect(tr('97.236,75', { precision: 2 })).toEqual({ ok: true, value: '97236.75', input: '97.236,75' });
    expect(en('97.236,75', { precision: 2 })).toMatchObject(refused('grouping'));
  });

  it('reads a pasted 1 234,5 in tr, with any kind of space between the groups', () => {
    for (const space of [' ', '\u00a0', '\u202f', '\u2009'])
      expect(tr(`1${space}234,5`), JSON.stringify(space)).toMatchObject(value('1234.5'));
    expect(tr('  1 234 567,5\t')).toMatchObject(value('1234567.5'));
    expect(en('1 234.5')).toMatchObject(value('1234.5'));
    expect(tr('12 34,5')).toMatchObject(refused('grouping'));
    expect(tr('1  234,5')).toMatchObject(refused('grouping'));
    expect(tr('1 234.567,5')).toMatchObject(refused('grouping'));
  });

  it('refuses digits of other scripts, which the app never shows (٣, ۳, ३)', () => {
    for (const raw of ['٣', '١٢٫٥', '۳', '३', '1٠5']) expect(en(raw), raw).toMatchObject(refused('digits'));
  });

  it('reads full-width digits and marks as the digits and marks they are', () => {
    expect(en('１２３')).toMatchObject(value('123'));
    expect(en('１，２３４．５')).toMatchObject(value('1234.5'));
    expect(tr('１．２３４，５')).toMatchObject(value('1234.5'));
    expect(en('＋７')).toMatchObject(value('7'));
  });
});

describe('amount rule: the language decides what a mark means', () => {
  it('follows the convention where the text could be either (1,234 and 1.234)', () => {
    expect(en('1,234')).toMatchObject(value('1234'));
    expect(tr('1,234')).toMatchObject(value('1.234'));
    expect(tr('1.234')).toMatchObject(value('1234'));
    expect(en('1.234')).toMatchObject(value('1.234'));
    expect(en('1,234,567')).toMatchObject(value('1234567'));
    expect(tr('1.234.567')).toMatchObject(value('1234567'));
  });

  it('reads the group mark as the decimal separator where it cannot be grouping (spec section 5: comma or dot, converted to dot)', () => {
    const cases: [string, string][] = [
      ['12,5', '12.5'],
      ['1,23', '1.23'],
      ['1,2345', '1.2345'],
      ['0,5', '0.5'],
      [',5', '0.5'],
      ['01,234', '1.234'],
      ['1234,567', '1234.567'],
      ['1 234,5', '1234.5'],
    ];
    for (const [raw, read] of cases) expect(en(raw), raw).toMatchObject(value(read));
    for (const [raw, read] of [
      ['12.5', '12.5'],
      ['0.5', '0.5'],
      ['.5', '0.5'],
      ['1.2345', '1.2345'],
    ])
      expect(tr(raw!), raw).toMatchObject(value(read!));
    // Where it could be grouping, the language's convention decides (as above): 1,234 is 1234 in en, 1.234 in tr.
    expect(en('12,345')).toMatchObject(value('12345'));
    expect(tr('12.345')).toMatchObject(value('12345'));
  });

  it('refuses group marks that are not between groups of three, and a text with two decimal separators', () => {
    for (const raw of ['1,23,456', '12,34,567', '1,234,56', ',,']) expect(en(raw), raw).toMatchObject(refused('grouping'));
    expect(tr('1.23.456')).toMatchObject(refused('grouping'));
    expect(en('1.5,0')).toMatchObject(refused('grouping'));
    expect(en('1.2.3')).toMatchObject(refused('oneDecimalMark'));
    expect(tr('1,2,3')).toMatchObject(refused('oneDecimalMark'));
  });

  it('reads a slash as the decimal separator in every language (spec section 5), once and alone', () => {
    expect(en('12/5')).toEqual({ ok: true, value: '12.5', input: '12/5' });
    expect(tr('12/5')).toMatchObject(value('12.5'));
    expect(en('/5')).toMatchObject(value('0.5'));
    expect(en('1,234/56')).toMatchObject(value('1234.56'));
    expect(tr('1.234/56')).toMatchObject(value('1234.56'));
    expect(en('12/')).toMatchObject(value('12'));
    expect(en('1/2/3')).toMatchObject(refused('oneDecimalMark'));
    expect(en('1.2/3')).toMatchObject(refused('oneDecimalMark'));
    expect(tr('1,2/3')).toMatchObject(refused('oneDecimalMark'));
    expect(en('1/234', { precision: 2 })).toMatchObject(refused('tooManyDecimals', { precision: 2 }));
  });

  it('reads the decimal mark and the decimals', () => {
    expect(en('12.5')).toEqual({ ok: true, value: '12.5', input: '12.5' });
    expect(tr('12,5')).toEqual({ ok: true, value: '12.5', input: '12,5' });
    expect(en('.5')).toMatchObject(value('0.5'));
    expect(tr(',5')).toMatchObject(value('0.5'));
    expect(en('0.10000')).toMatchObject(value('0.1'));
    expect(en('007.50')).toMatchObject(value('7.5'));
    expect(en('0.000')).toMatchObject(value('0'));
    expect(en('123456789012345678901234567890.123456789012345678', { precision: 18 })).toMatchObject(
      value('123456789012345678901234567890.123456789012345678'),
    );
  });

  it('reads what is on screen while a number is typed: nothing yet, or the number so far', () => {
    for (const raw of ['', '   ', '+', '.', ',', '\u200b']) expect(en(raw), JSON.stringify(raw)).toMatchObject(value(''));
    expect(en('12.')).toMatchObject(value('12'));
    expect(tr('12,')).toMatchObject(value('12'));
    expect(en('1,')).toMatchObject(value('1'));
    expect(en('1,234,')).toMatchObject(value('1234'));
    expect(en('1,2')).toMatchObject(value('1.2'));
    expect(en(',,')).toMatchObject(refused('grouping'));
    expect(en('..')).toMatchObject(refused('oneDecimalMark'));
  });
});

describe('amount rule: precision, sign and characters', () => {
  it('refuses more decimals than the precision; trailing zeros are not decimals', () => {
    expect(en('1.234', { precision: 2 })).toEqual({
      ok: false,
      input: '1.234',
      key: 'forms:amount.tooManyDecimals',
      values: { precision: 2 },
    });
    expect(tr('1,234', { precision: 2 })).toMatchObject(refused('tooManyDecimals', { precision: 2 }));
    expect(en('1.230', { precision: 2 })).toMatchObject(value('1.23'));
    expect(en('1.5', { precision: 0 })).toMatchObject(refused('noDecimals'));
    expect(en('15.', { precision: 0 })).toMatchObject(value('15'));
    expect(en('15.00', { precision: 0 })).toMatchObject(value('15'));
  });

  it('takes a leading plus; a minus only where negatives are allowed', () => {
    expect(en('+12.5')).toMatchObject(value('12.5'));
    expect(en(' + 12.5')).toMatchObject(value('12.5'));
    expect(en('-1')).toMatchObject(refused('negative'));
    expect(en('\u22121')).toMatchObject(refused('negative'));
    expect(en('1-')).toMatchObject(refused('negative'));
    expect(en('-1,234.5', { allowNegative: true })).toMatchObject(value('-1234.5'));
    expect(en('-0.0', { allowNegative: true })).toMatchObject(value('0'));
    expect(en('-', { allowNegative: true })).toMatchObject(value(''));
    expect(en('1-2', { allowNegative: true })).toMatchObject(refused('invalidCharacter'));
    expect(en('++1')).toMatchObject(refused('invalidCharacter'));
  });

  it('refuses any other character, and text whose direction marks could show another number', () => {
    for (const raw of ['1a', '12 BTC', '$5', '1_000', "1'234", '0x1f', 'Infinity', 'NaN', '1\\2', '٫5'])
      expect(en(raw), raw).toMatchObject(refused('invalidCharacter'));
    for (const raw of ['1\u200f23', '\u202e321', '\u2066123\u2069', '1\u200e2']) expect(en(raw), raw).toMatchObject(refused('invisible'));
    expect(en('1\u200b234\ufeff')).toMatchObject(value('1234'));
    expect(en('1\u00ad,234')).toMatchObject(value('1234'));
  });

  it('keeps what was typed on every answer', () => {
    for (const raw of ['1e-3', ' 1 234,5 ', 'x', '']) expect(tr(raw).input).toBe(raw);
  });

  it('refuses a precision outside 0-50 as a programming error', () => {
    expect(() => en('1', { precision: -1 })).toThrow(RangeError);
    expect(() => en('1', { precision: 51 })).toThrow(RangeError);
  });
});

describe('amount text', () => {
  it('knows the marks of en and tr', () => {
    expect(numberMarks('en')).toEqual({ decimal: '.', group: ',' });
    expect(numberMarks('tr')).toEqual({ decimal: ',', group: '.' });
    expect(numberMarks('fr')).toEqual({ decimal: ',', group: ' ' });
  });

  it('writes a value set by the form with the language’s decimal mark, every digit kept, and reads back the same', () => {
    expect(amountText('1234.5', 'en')).toBe('1234.5');
    expect(amountText('1234.5', 'tr')).toBe('1234,5');
    expect(amountText('0.000000000000000000000000000001', 'tr')).toBe('0,000000000000000000000000000001');
    expect(amountText('', 'tr')).toBe('');
    expect(amountText('not a number', 'tr')).toBe('not a number');
    expect(tr(amountText('1234.5', 'tr'))).toMatchObject(value('1234.5'));
  });
});
