/**
 * The number input of spec section 5: a comma becomes a dot, the value is rounded to the given decimals, a
 * value that is not positive is refused unless negatives are allowed, and the digits-only mode strips what
 * is not a digit. Rounding and stripping are reported in `notice`, never done silently.
 */
import type Decimal from 'decimal.js';
import { accept, assertDecimals, Dec, decimalString, reject, type InputResult } from './input-result';

export type RoundingMode = 'half-up' | 'down' | 'up';
const ROUNDING: Record<RoundingMode, Decimal.Rounding> = { 'half-up': Dec.ROUND_HALF_UP, down: Dec.ROUND_DOWN, up: Dec.ROUND_UP };

export interface NumberInputOptions {
  /** Decimals kept (0 to 50). */
  decimals: number;
  /** Negative numbers and zero are accepted. */
  allowNegative?: boolean;
  /** Strip everything but digits (a whole, non-negative number). */
  digitsOnly?: boolean;
  /** How a value with more decimals is rounded; half-up unless the field says otherwise (an amount to sell may round down). */
  rounding?: RoundingMode;
}

const NUMBER = /^([+-]?)(\d*)(?:\.(\d*))?$/;

export function parseNumberInput(raw: string, options: NumberInputOptions): InputResult {
  const { decimals, allowNegative = false, digitsOnly = false, rounding = 'half-up' } = options;
  assertDecimals(decimals);
  if (raw.trim() === '') return reject(raw, 'forms:number.empty');

  if (digitsOnly) {
    const digits = raw.replace(/\D/g, '');
    if (digits === '') return reject(raw, 'forms:number.invalid');
    const value = decimalString(new Dec(digits));
    if (value === '0' && !allowNegative) return reject(raw, 'forms:number.notPositive');
    return accept(raw, value, digits === raw ? undefined : { key: 'forms:number.stripped' });
  }

  const text = raw.trim().replace(/,/g, '.');
  const match = NUMBER.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) return reject(raw, 'forms:number.invalid');
  const exact = new Dec(`${match[1]}${match[2] || '0'}.${match[3] || '0'}`);
  const rounded = exact.toDecimalPlaces(decimals, ROUNDING[rounding]);
  if (!allowNegative) {
    if (exact.lte(0)) return reject(raw, 'forms:number.notPositive');
    if (rounded.lte(0)) return reject(raw, 'forms:number.tooSmall', { step: decimalString(new Dec(1).div(new Dec(10).pow(decimals))) });
  }
  const value = decimalString(rounded);
  return accept(raw, value, rounded.eq(exact) ? undefined : { key: 'forms:number.rounded', values: { decimals } });
}
