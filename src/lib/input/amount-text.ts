/**
 * How the current language writes a number (Intl's marks, as src/lib/format/number-format.ts shows numbers:
 * en `1,234.56`, tr `1.234,56`), and the amount field's text for a value set from outside (a max button, a
 * price picked in the book): the decimal string with the language's decimal mark, every digit kept, no
 * grouping. Free of decimal.js and of the rule itself, so a field can show its value before the rule has
 * loaded (src/ui/amount-field.tsx); the rule that reads what the user typed is ./amount-input.ts.
 */

export interface NumberMarks {
  /** The decimal mark: `.` in en, `,` in tr. */
  decimal: string;
  /** The mark between groups of three digits: `,` in en, `.` in tr; a space for languages that group with one. */
  group: string;
}

const marks = new Map<string, NumberMarks>();

export function numberMarks(locale: string): NumberMarks {
  let found = marks.get(locale);
  if (!found) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
    } catch {
      parts = new Intl.NumberFormat('en').formatToParts(1234567.5);
    }
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    found = { decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.', group: /\s/.test(group) ? ' ' : group };
    marks.set(locale, found);
  }
  return found;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal string (`1234.5`) as the amount field shows it in `locale` (`1234.5` en, `1234,5` tr); anything else as it is. */
export function amountText(value: string, locale: string): string {
  return DECIMAL.test(value) ? value.replace('.', numberMarks(locale).decimal) : value;
}
