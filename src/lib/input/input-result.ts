/**
 * What every input rule returns (spec section 5): an accepted value, as a decimal or digit string (never a
 * float), or a clear rejection with a translation key of the `forms` namespace. Nothing the user typed is
 * lost silently: a rejection carries the input as typed, and an accepted value that is not exactly what was
 * typed (rounded, stripped) says so in `notice`.
 */
import Decimal from 'decimal.js';

/** Decimal arithmetic at the spec's 50-digit precision, never in exponent notation. */
export const Dec = Decimal.clone({ precision: 50, toExpNeg: -100, toExpPos: 100 });
export type Dec = InstanceType<typeof Dec>;

export interface InputMessage {
  /** i18next key in the `forms` namespace, e.g. `forms:number.rounded`. */
  key: string;
  values?: Record<string, string | number>;
}

export interface Accepted<TExtra extends object = object> {
  ok: true;
  /** The accepted value: a decimal string (`-12.5`, `0.001`) or a digit string. */
  value: string;
  /** What the user typed. */
  input: string;
  /** Set when `value` is not exactly what was typed (rounded, non-digits stripped): show it by the field. */
  notice?: InputMessage;
  extra?: TExtra;
}

export interface Rejected extends InputMessage {
  ok: false;
  /** What the user typed, kept for the field. */
  input: string;
}

export type InputResult<TExtra extends object = object> = Accepted<TExtra> | Rejected;

export const reject = (input: string, key: string, values?: InputMessage['values']): Rejected =>
  values ? { ok: false, input, key, values } : { ok: false, input, key };

export const accept = <TExtra extends object = object>(
  input: string,
  value: string,
  notice?: InputMessage,
  extra?: TExtra,
): Accepted<TExtra> => ({ ok: true, value, input, ...(notice ? { notice } : {}), ...(extra ? { extra } : {}) });

/** A canonical decimal string: no exponent, no trailing zeros, no "-0". */
export function decimalString(d: Dec): string {
  return d.isZero() ? '0' : d.toFixed();
}

export function assertDecimals(decimals: number, what = 'decimals'): void {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 50)
    throw new RangeError(`${what} must be an integer from 0 to 50, got ${decimals}`);
}
