/**
 * The amount field's rule (spec section 5's float-only fields, read in the current language, issue 17): what
 * the user typed or pasted is read as the language writes numbers, or refused with its reason; it is never
 * changed into another number.
 *
 * - The language's marks (./amount-text.ts): en `.` before the decimals and `,` between thousands, tr `,` and `.`.
 *   So `1,234` is 1234 in en and 1.234 in tr, and `1.234` is 1234 in tr: where a text could be either, the
 *   language's convention decides.
 * - Spec section 5: "one decimal separator (dot, comma or slash, converted to dot)". A slash is the decimal separator
 *   in every language (`12/5` is 12.5). The language's group mark is the decimal separator where it cannot be a group
 *   mark: once, with no other decimal separator, and not between groups of three (`12,5`, `0,5`, `,5` and `1,2345`
 *   are 12.5, 0.5, 0.5 and 1.2345 in en; `12.5` and `0.5` are 12.5 and 0.5 in tr); `1,234` stays 1234 in en.
 * - Otherwise a group mark only between groups of three digits (`1,234,567.5`; spaces, non-breaking and thin spaces
 *   of a pasted `1 234,5` likewise); anywhere else (`1,23,456` in en, `1.5,0`) the text is refused, not guessed at.
 * - A leading `+`, surrounding spaces, full-width digits and marks (`１２３`) and invisible zero-width characters
 *   are only presentation. Digits of other scripts (`٣`) and direction marks, which can make the text look like
 *   another number than it is, are refused; so are scientific notation (`1e-3`), a minus where negatives are not
 *   allowed, more than one decimal separator and more decimals than the field's precision (trailing zeros are not
 *   decimals: `1.50` at precision 1).
 * - A text without a digit (`''`, `+`, a lone mark) is an empty value, and so is a trailing mark (`12.` is 12,
 *   `1,` is 1): what is on screen while a number is being typed.
 *
 * The accepted value is a canonical decimal string (`1234.5`, `0.001`, `0`; no exponent, no leading or trailing
 * zeros) or `''`, computed on the digits as strings: never a float.
 */
import { accept, assertDecimals, reject, type InputResult } from './input-result';
import { numberMarks } from './amount-text';

export interface AmountInputOptions {
  /** The current language (i18next's), whose marks are read. */
  locale: string;
  /** The field's precision: the most decimals allowed (0: whole numbers). */
  precision: number;
  allowNegative?: boolean;
}

/** Marks that change the direction of the text around them: what is shown could differ from what is read. */
const DIRECTION_MARKS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
/** Invisible characters without effect on how digits are shown: soft hyphen, zero-width space, word joiner, BOM. */
const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;
/** Full-width plus, comma, minus, full stop and digits (U+FF0B-FF19 → U+002B-0039). */
const FULL_WIDTH = /[\uff0b-\uff0e\uff10-\uff19]/g;
/** A decimal digit of another script than 0-9. */
const OTHER_DIGIT = /[^\P{Nd}0-9]/u;
/** Spec section 5: a decimal separator in every language. */
const SLASH = '/';

export function readAmountInput(raw: string, { locale, precision, allowNegative = false }: AmountInputOptions): InputResult {
  assertDecimals(precision, 'precision');
  if (DIRECTION_MARKS.test(raw)) return reject(raw, 'forms:amount.invisible');
  let text = raw
    .replace(INVISIBLE, '')
    .replace(FULL_WIDTH, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u2212/g, '-')
    .replace(/\s/g, ' ')
    .trim();
  if (OTHER_DIGIT.test(text)) return reject(raw, 'forms:amount.digits');

  const sign = text[0] === '+' || text[0] === '-' ? text[0] : '';
  if (sign) text = text.slice(1).trimStart();
  if (sign === '-' && !allowNegative) return reject(raw, 'forms:amount.negative');
  if (/e/i.test(text) && /\d/.test(text)) return reject(raw, 'forms:amount.exponent');

  const marks = numberMarks(locale);
  const { group } = marks;
  for (const char of text)
    if (!(char >= '0' && char <= '9') && char !== marks.decimal && char !== group && char !== SLASH && char !== ' ')
      return reject(raw, char === '-' && !allowNegative ? 'forms:amount.negative' : 'forms:amount.invalidCharacter');
  const decimal = decimalSeparator(text, marks);
  if (decimal === undefined) return reject(raw, 'forms:amount.oneDecimalMark');

  const at = text.indexOf(decimal);
  if (at !== text.lastIndexOf(decimal)) return reject(raw, 'forms:amount.oneDecimalMark');
  const fraction = at < 0 ? '' : text.slice(at + 1);
  if (!/^\d*$/.test(fraction)) return reject(raw, 'forms:amount.grouping');
  // Without decimals, a group mark at the end is the next group being typed (`1,` on the way to `1,234`).
  const integer = at >= 0 ? text.slice(0, at) : text.endsWith(group) ? text.slice(0, -group.length) : text;
  const whole = ungroup(integer, group);
  if (whole === undefined) return reject(raw, 'forms:amount.grouping');
  if (!/\d/.test(whole + fraction)) return accept(raw, '');

  const decimals = fraction.replace(/0+$/, '');
  if (decimals.length > precision)
    return precision === 0 ? reject(raw, 'forms:amount.noDecimals') : reject(raw, 'forms:amount.tooManyDecimals', { precision });
  const units = whole.replace(/^0+(?=\d)/, '') || '0';
  const value = decimals ? `${units}.${decimals}` : units;
  return accept(raw, sign === '-' && value !== '0' ? `-${value}` : value);
}

/**
 * The digits of an integer part written with or without grouping: plain digits, or groups of three after a first
 * group of one to three digits (not starting with 0), all separated by the group mark or all by spaces.
 */
function ungroup(integer: string, group: string): string | undefined {
  if (/^\d*$/.test(integer)) return integer;
  const groups = integer.split(integer.includes(' ') ? ' ' : group);
  const valid = /^[1-9]\d{0,2}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
  return valid ? groups.join('') : undefined;
}

/**
 * Which mark of the text stands before its decimals (spec section 5: dot, comma or slash): the slash, else the
 * language's decimal mark, else the language's group mark where it cannot be grouping (once, and not followed by a
 * group of three digits that ends the text or comes before another group). Undefined when there are two different
 * decimal separators.
 */
function decimalSeparator(text: string, { decimal, group }: { decimal: string; group: string }): string | undefined {
  const hasSlash = text.includes(SLASH);
  if (hasSlash) return text.includes(decimal) ? undefined : SLASH;
  if (text.includes(decimal) || group === ' ') return decimal;
  const at = text.indexOf(group);
  if (at < 0 || at !== text.lastIndexOf(group)) return decimal;
  const after = text.slice(at + 1);
  // Nothing after it yet (`1,`): the next group being typed. A group of three after a valid first group: grouping.
  if (after === '' || (/^\d{3}$/.test(after) && /^[1-9]\d{0,2}$/.test(text.slice(0, at)))) return decimal;
  return group;
}
