/**
 * Properties of the amount rule in en and tr (issue 17), thousands of cases each, decimals compared with decimal.js
 * or as digit strings, never as floats:
 * - a value formatted as the app shows it (src/lib/format/number-format.ts, grouped) or as the field writes it, or
 *   pasted with spaces, a plus and full-width digits, reads back as the same decimal string;
 * - any string is either refused with a reason that both languages word, or read as a value whose display in the
 *   language is what the user sees: the same digits, the decimal separator in the same place (spec section 5: the
 *   language's mark, a slash, or the group mark where it cannot be grouping), group marks only between groups of
 *   three. So the value a form sends is the value on screen;
 * - a value typed with a slash, or with the other language's decimal mark where it cannot be grouping, reads back as
 *   the same decimal string.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDecimal } from '../format/number-format';
import { readAmountInput } from './amount-input';
import { amountText, numberMarks } from './amount-text';
import { Dec } from './input-result';

const LOCALES = ['en', 'tr'] as const;
const RUNS = 5000;
/** Cases checked in this file (a run checks each language), reported by the last test. */
let cases = 0;
const check = <T>(arb: fc.Arbitrary<T>, predicate: (value: T) => void, numRuns = RUNS) => {
  fc.assert(fc.property(arb, predicate), { numRuns });
  cases += numRuns * LOCALES.length;
};

type Messages = Record<string, Record<string, string>>;
const forms = (locale: string) => JSON.parse(readFileSync(join(process.cwd(), `locales/${locale}/forms.json`), 'utf8')) as Messages;
const MESSAGES = LOCALES.map(forms);
/** A `forms:<group>.<name>` key with a message in en and in tr. */
const worded = (key: string) => {
  const [, group = '', name = ''] = /^forms:(\w+)\.(\w+)$/.exec(key) ?? [];
  return MESSAGES.every((messages) => Boolean(messages[group]?.[name]));
};

/** A canonical decimal string: no exponent, no leading or trailing zeros, no "-0". */
const CANONICAL = /^(0|[1-9]\d*)(\.\d*[1-9])?$/;
const DIGIT = '0123456789';
const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...DIGIT), minLength: min, maxLength: max });

/** A precision (0-20: Intl's most fraction digits) and a canonical decimal within it, up to 30 whole digits. */
const decimalWithin = fc.integer({ min: 0, max: 20 }).chain((precision) =>
  fc
    .tuple(
      fc.constant(precision),
      fc.oneof(
        fc.constant('0'),
        fc.tuple(fc.constantFrom(...'123456789'), digits(0, 29)).map(([first, rest]) => first + rest),
      ),
      precision === 0
        ? fc.constant('')
        : fc.tuple(digits(0, precision - 1), fc.constantFrom(...'123456789')).map(([rest, last]) => rest + last),
      fc.boolean(),
    )
    .map(([p, whole, fraction, empty]) => ({ precision: p, value: fraction && !empty ? `${whole}.${fraction}` : whole })),
);

const SPACES = [' ', '\u00a0', '\u202f', '\u2009'];
const toFullWidth = (text: string) => text.replace(/[0-9.,+]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0));

/**
 * The marks as the user reads a text (spec section 5: one decimal separator, a dot, comma or slash): a slash, else
 * the language's decimal mark, else its group mark when it stands once and could not be grouping (not a valid first
 * group followed by exactly three digits, nor a mark at the end).
 */
function marksOf(text: string, locale: string): { decimal: string; group: string } {
  const { decimal, group } = numberMarks(locale);
  const body = normalize(text).replace(/^[+-]\s*/, '');
  if (body.includes('/')) return { decimal: '/', group };
  if (body.includes(decimal) || body.split(group).length !== 2 || body.endsWith(group)) return { decimal, group };
  const [before = '', after = ''] = body.split(group);
  return /^[1-9]\d{0,2}$/.test(before) && /^\d{3}$/.test(after) ? { decimal, group } : { decimal: group, group };
}

/**
 * What the user sees, as a plain decimal: full-width digits and marks as such, invisible characters, spaces and a
 * leading plus dropped, the group marks dropped and the decimal separator a dot, zeros made canonical.
 */
function seen(text: string, locale: string): string {
  const { decimal, group } = marksOf(text, locale);
  if (decimal === group) {
    const [whole = '', fraction = ''] = normalize(text).replace(/^\+/, '').replace(/ /g, '').split(group);
    return canonical(whole, fraction);
  }
  const plain = normalize(text).replace(/^\+/, '').replace(/ /g, '').split(group).join('').replace(decimal, '.');
  const [whole = '', fraction = ''] = plain.split('.');
  return canonical(whole, fraction);
}

const canonical = (whole: string, fraction: string) => {
  const decimals = fraction.replace(/0+$/, '');
  return `${whole.replace(/^0+/, '') || '0'}${decimals ? `.${decimals}` : ''}`;
};

function normalize(text: string): string {
  return text
    .replace(/[\u00ad\u200b\u2060\ufeff]/g, '')
    .replace(/[\uff0b-\uff0e\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\s/g, ' ')
    .trim();
}

/** The group marks of a text the rule accepted stand only between groups of three, all of one kind, before the decimals. */
function expectGroupsOfThree(text: string, locale: string) {
  const { decimal, group } = marksOf(text, locale);
  const body = normalize(text).replace(/^[+-]\s*/, '');
  const at = body.indexOf(decimal);
  const fraction = at < 0 ? '' : body.slice(at + 1);
  let whole = at < 0 ? body : body.slice(0, at);
  if (at < 0 && whole.endsWith(group)) whole = whole.slice(0, -group.length);
  expect(fraction, text).toMatch(/^\d*$/);
  if (/^\d*$/.test(whole)) return;
  const mark = whole.includes(' ') ? ' ' : group;
  const groups = whole.split(mark);
  expect(groups[0], text).toMatch(/^[1-9]\d{0,2}$/);
  for (const g of groups.slice(1)) expect(g, text).toMatch(/^\d{3}$/);
}

/** Strings people type or paste, and strings nobody would: numbers' characters, look-alikes, any unicode. */
const NUMBER_CHARS = [
  ...DIGIT,
  ...DIGIT,
  '.',
  ',',
  '.',
  ',',
  '/',
  ...SPACES,
  '+',
  '-',
  'e',
  '\u2212',
  '١',
  '٣',
  '۳',
  '１',
  '５',
  '．',
  '，',
];
const ODD_CHARS = ['\u200b', '\u200e', '\u202e', '\ufeff', '\u00ad', 'x', '\\', "'", '_', '٫', '\t'];
const anyText = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: fc.constantFrom(...NUMBER_CHARS), maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom(...NUMBER_CHARS, ...ODD_CHARS), maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }) },
  // A number as one language shows it, edited by a keystroke (typed over, inserted, deleted), read in either language.
  {
    weight: 3,
    arbitrary: fc
      .tuple(decimalWithin, fc.constantFrom(...LOCALES), fc.nat(), fc.constantFrom('', ...NUMBER_CHARS), fc.constantFrom(0, 1))
      .map(([{ precision, value }, locale, at, char, drop]) => {
        const text = formatDecimal(value, locale, { max: precision });
        const i = at % (text.length + 1);
        return text.slice(0, i) + char + text.slice(i + drop);
      }),
  },
);

describe('amount rule, in en and tr', () => {
  it('reads a value back from the app’s display of it (grouped, with and without trailing zeros): the same decimal string', () => {
    check(decimalWithin, ({ precision, value }) => {
      for (const locale of LOCALES)
        for (const min of [0, precision]) {
          const shown = formatDecimal(value, locale, { min, max: precision });
          const read = readAmountInput(shown, { locale, precision });
          expect(read, `${locale} ${shown}`).toEqual({ ok: true, value, input: shown });
          expect(new Dec(read.ok ? read.value : 'NaN').eq(new Dec(value))).toBe(true);
        }
    });
  });

  it('reads a value back from the field’s own text of it, and from a paste with spaces, a plus and full-width digits', () => {
    check(
      fc.tuple(decimalWithin, fc.constantFrom(...SPACES), fc.constantFrom('', '+'), fc.boolean(), fc.constantFrom('', ' ', '\u00a0 ')),
      ([{ precision, value }, space, plus, fullWidth, pad]) => {
        for (const locale of LOCALES) {
          expect(readAmountInput(amountText(value, locale), { locale, precision })).toMatchObject({ ok: true, value });
          const { group } = numberMarks(locale);
          let pasted = formatDecimal(value, locale, { max: precision }).split(group).join(space);
          pasted = `${pad}${plus}${fullWidth ? toFullWidth(pasted) : pasted}${pad}`;
          expect(readAmountInput(pasted, { locale, precision }), `${locale} ${JSON.stringify(pasted)}`).toMatchObject({ ok: true, value });
        }
      },
    );
  });

  it('refuses any string with a reason worded in en and tr, or reads a value whose display is what the user sees', () => {
    const seenCases = { read: 0, empty: 0, refused: 0 };
    check(
      fc.tuple(anyText, fc.integer({ min: 0, max: 20 })),
      ([text, precision]) => {
        for (const locale of LOCALES) {
          const read = readAmountInput(text, { locale, precision });
          expect(read.input).toBe(text);
          if (!read.ok) {
            seenCases.refused++;
            expect(worded(read.key), read.key).toBe(true);
            continue;
          }
          if (read.value === '') {
            seenCases.empty++;
            expect(normalize(text), JSON.stringify(text)).not.toMatch(/\d/);
            continue;
          }
          seenCases.read++;
          expect(read.value, JSON.stringify(text)).toMatch(CANONICAL);
          expect(read.value.split('.')[1]?.length ?? 0).toBeLessThanOrEqual(precision);
          // The app's display of the value, and what the user sees, are the same number written the same way.
          expect(seen(formatDecimal(read.value, locale, { max: precision }), locale), `${locale} ${JSON.stringify(text)}`).toBe(
            seen(text, locale),
          );
          expect(new Dec(seen(text, locale)).eq(new Dec(read.value))).toBe(true);
          expectGroupsOfThree(text, locale);
        }
      },
      20_000,
    );
    console.log(`amount rule, any string: ${JSON.stringify(seenCases)}`);
    // The generators reach every outcome often.
    expect(Math.min(seenCases.read, seenCases.empty, seenCases.refused)).toBeGreaterThan(500);
  });
});

describe('amount rule: the decimal separators of spec section 5, in en and tr', () => {
  it('reads a value typed with a slash, or with the group mark where it cannot be grouping, as the same decimal string', () => {
    check(
      decimalWithin.filter(({ value }) => value.includes('.')),
      ({ precision, value }) => {
        for (const locale of LOCALES) {
          const [whole, fraction] = value.split('.') as [string, string];
          expect(readAmountInput(`${whole}/${fraction}`, { locale, precision }), `${locale} slash`).toEqual({
            ok: true,
            value,
            input: `${whole}/${fraction}`,
          });
          const text = `${whole}${numberMarks(locale).group}${fraction}`;
          const grouping = /^[1-9]\d{0,2}$/.test(whole) && fraction.length === 3;
          // Where it could be grouping the language's convention reads it as the group mark (1,234 is 1234 in en).
          expect(readAmountInput(text, { locale, precision }), `${locale} ${text}`).toMatchObject({
            ok: true,
            value: grouping ? whole + fraction : value,
          });
        }
      },
    );
  });
});

describe('property cases', () => {
  it('checked thousands of cases per property', () => {
    console.log(`amount rule property tests: ${cases} cases`);
    expect(cases).toBeGreaterThanOrEqual(60_000);
  });
});
