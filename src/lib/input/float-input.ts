/**
 * Float-only fields (spec section 5), checked as the user types: digits, one decimal separator (a dot, a comma
 * or a slash, each becoming a dot), a single leading minus only where negatives are allowed, and at most
 * `precision` decimals (none, and no separator, at precision 0). A keystroke that breaks a rule is refused
 * with its reason, so the field keeps what it had; it is never dropped without a word.
 */
import { assertDecimals, Dec, decimalString, reject, type Rejected } from './input-result';

export interface FloatInputOptions {
  /** The field's precision attribute: the most decimals allowed. */
  precision: number;
  allowNegative?: boolean;
}

export interface FloatText {
  ok: true;
  /** The field's text, separators as dots; may be unfinished (`''`, `-`, `12.`). */
  text: string;
  /** The decimal string the text stands for, once it holds a digit. */
  value: string | undefined;
  input: string;
}

const SEPARATORS = new Set(['.', ',', '/']);

export function filterFloatInput(raw: string, { precision, allowNegative = false }: FloatInputOptions): FloatText | Rejected {
  assertDecimals(precision, 'precision');
  let text = '';
  let separatorAt = -1;
  for (const [i, char] of [...raw].entries()) {
    if (char >= '0' && char <= '9') {
      if (separatorAt >= 0 && text.length - separatorAt > precision) return reject(raw, 'forms:float.tooManyDecimals', { precision });
      text += char;
    } else if (SEPARATORS.has(char)) {
      if (precision === 0) return reject(raw, 'forms:float.noDecimals');
      if (separatorAt >= 0) return reject(raw, 'forms:float.oneSeparator');
      separatorAt = text.length;
      text += '.';
    } else if (char === '-') {
      if (!allowNegative) return reject(raw, 'forms:float.negative');
      if (i !== 0) return reject(raw, 'forms:float.minusFirst');
      text += '-';
    } else {
      return reject(raw, 'forms:float.invalidCharacter');
    }
  }
  const digits = text.replace(/[-.]/g, '');
  const value = digits === '' ? undefined : decimalString(new Dec(text.replace(/^(-?)\./, '$10.').replace(/\.$/, '')));
  return { ok: true, text, value, input: raw };
}
