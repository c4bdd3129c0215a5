/**
 * Amounts as the ledger handlers take them from a request: a positive decimal string with at most so many
 * decimals, as units of 10^-8 (bigint). Never a float: percentages and products are computed on bigint units.
 */
import { LEDGER_DECIMALS, units } from '../ledger';

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** Why an amount is refused, or its units of 10^-8. */
export type AmountCheck = { ok: true; units: bigint } | { ok: false; message: string };

/** A positive decimal string with at most `decimals` (<= 8) fraction digits, as units of 10^-8. */
export function positiveAmount(value: unknown, decimals = LEDGER_DECIMALS): AmountCheck {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return { ok: false, message: 'The amount must be a positive decimal number.' };
  const places = Math.min(decimals, LEDGER_DECIMALS);
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > places) return { ok: false, message: `The amount may have at most ${places} decimal${places === 1 ? '' : 's'}.` };
  const amount = units(value);
  if (amount <= 0n) return { ok: false, message: 'The amount must be greater than 0.' };
  return { ok: true, units: amount };
}

/** `amount` times a percentage given as a decimal string ("5", "0.25"), rounded down to units of 10^-8. */
export function percentOf(amount: bigint, percent: string): bigint {
  return (amount * units(percent)) / (100n * 10n ** BigInt(LEDGER_DECIMALS));
}

/** The sum of units. */
export const sum = (values: readonly bigint[]): bigint => values.reduce((a, b) => a + b, 0n);

/** `amount` times a percentage, rounded up to `decimals` places (a fee never rounds in the payer's favour), in units. */
export function percentOfRoundedUp(amount: bigint, percent: string, decimals: number): bigint {
  const step = 10n ** BigInt(LEDGER_DECIMALS - Math.min(decimals, LEDGER_DECIMALS));
  const whole = 100n * 10n ** BigInt(LEDGER_DECIMALS) * step;
  const product = amount * units(percent);
  return ((product + whole - 1n) / whole) * step;
}
