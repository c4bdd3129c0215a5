/**
 * The formatting modules every feature uses: each output is checked against what the feature used to compute
 * on its own with Intl (so moving a feature here changes nothing on screen), in English and Turkish.
 */
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatMinutes, formatShortDateTime, formatTime } from './date-format';
import { currencyName, currencySymbol, languageName, languageNames } from './name-format';
import { formatDecimal, formatRate } from './number-format';

const LOCALES = ['en', 'tr'] as const;
const ISO = '2026-11-18T12:05:09Z';
const SECONDS = Date.parse(ISO) / 1000;

describe('date-format', () => {
  it.each(LOCALES)('formats times, short and long dates as the Intl options they stand for (%s)', (locale) => {
    const date = new Date(SECONDS * 1000);
    expect(formatTime(SECONDS, locale)).toBe(
      new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }).format(date),
    );
    expect(formatShortDateTime(SECONDS, locale)).toBe(
      new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium' }).format(date),
    );
    expect(formatLongDate(ISO, locale)).toBe(new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date));
    expect(formatLongDate(ISO, locale, { withTime: true })).toBe(
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date),
    );
    expect(formatDate(ISO, locale)).toBe(formatDate(SECONDS, locale));
    expect(formatDateTime(ISO, locale)).toBe(formatDateTime(SECONDS, locale));
  });

  it('reads Unix seconds and ISO strings alike, and says nothing for an unreadable time', () => {
    expect(formatTime(ISO, 'en')).toBe(formatTime(SECONDS, 'en'));
    expect(formatLongDate('2026-11-18', 'en')).toMatch(/November 18, 2026/);
    expect(formatTime('not a time', 'en')).toBe('');
    expect(formatShortDateTime(Number.NaN, 'en')).toBe('');
    expect(formatDate('soon', 'en')).toBe('');
  });

  it('shows a long date it cannot read as sent', () => {
    expect(formatLongDate('next week', 'en')).toBe('next week');
    expect(formatLongDate('next week', 'en', { withTime: true })).toBe('next week');
  });

  it('says a duration in minutes in its largest whole unit', () => {
    expect(formatMinutes(30, 'en')).toBe('30 minutes');
    expect(formatMinutes(120, 'en')).toBe('2 hours');
    expect(formatMinutes(1440, 'en')).toBe('1 day');
    expect(formatMinutes(90, 'en')).toBe('90 minutes');
    expect(formatMinutes(60, 'tr')).toBe(new Intl.NumberFormat('tr', { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(1));
  });
});

describe('formatRate', () => {
  const percent = (fraction: string, locale: string) =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(
      fraction as unknown as number,
    );

  it('writes a rate given in percent as the locale writes a percentage', () => {
    expect(formatRate('5.25', 'en')).toBe('5.25%');
    expect(formatRate('5.25', 'tr')).toBe('%5,25');
    expect(formatRate('12', 'en')).toBe('12%');
    expect(formatRate('', 'en')).toBe('0%');
    expect(formatRate('0.001', 'en')).toBe('0%');
    expect(formatRate('-1.5', 'en')).toBe('-1.5%');
    expect(formatRate('1234.5678', 'en')).toBe('1,234.57%');
  });

  it.each(LOCALES)('moves the point exactly, with no float (%s)', (locale) => {
    const cases: [string, string][] = [
      ['5.25', '0.0525'],
      ['0', '0'],
      ['100', '1'],
      ['.5', '0.005'],
      ['7', '0.07'],
      ['0.005', '0.00005'],
      ['99999999999999999.999', '999999999999999.99999'],
    ];
    for (const [rate, fraction] of cases) expect(formatRate(rate, locale)).toBe(percent(fraction, locale));
  });

  it('keeps the rest of the number formatter as it was', () => {
    expect(formatDecimal('10000', 'en')).toBe(new Intl.NumberFormat('en').format(10000));
  });
});

describe('name-format', () => {
  it('names languages in the reader’s language, the code when it has no name', () => {
    expect(languageName('tr', 'en')).toBe('Turkish');
    expect(languageName('tr', 'tr')).toBe('Türkçe');
    expect(languageName('not a code!', 'en')).toBe('not a code!');
    expect(languageNames(['en', 'tr'], 'en')).toBe('English, Turkish');
    expect(languageNames([], 'en')).toBe('');
  });

  it('names currencies and gives their symbols; a code that is no currency has neither', () => {
    expect(currencyName('EUR', 'en')).toBe('Euro');
    expect(currencyName('WBGEL', 'en')).toBe('');
    expect(currencySymbol('EUR', 'en')).toBe('€');
    expect(currencySymbol('TRY', 'tr')).toBe('₺');
    expect(currencySymbol('WBGEL', 'en')).toBeUndefined();
  });
});
