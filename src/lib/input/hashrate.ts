/**
 * Hashrate (spec sections 5 and 9): a number that is not negative, in units from H to EH in steps of 1000,
 * and the formatter that picks the unit. Exact decimal arithmetic throughout.
 */
import { parseNumberInput } from './number-input';
import { accept, Dec, decimalString, reject, type InputResult } from './input-result';

export const HASHRATE_UNITS = ['H', 'KH', 'MH', 'GH', 'TH', 'PH', 'EH'] as const;
export type HashrateUnit = (typeof HASHRATE_UNITS)[number];
export const HASHRATE_STEP = 1000;

/** A hashrate typed in `unit`, as hashes per second; zero is allowed, a negative value is not. */
export function parseHashrate(raw: string, { unit = 'H', decimals = 8 }: { unit?: HashrateUnit; decimals?: number } = {}): InputResult {
  const parsed = parseNumberInput(raw, { decimals, allowNegative: true });
  if (!parsed.ok) return parsed.key === 'forms:number.empty' ? parsed : reject(raw, 'forms:hashrate.invalid');
  if (new Dec(parsed.value).isNegative()) return reject(raw, 'forms:hashrate.negative');
  return accept(raw, toHashesPerSecond(parsed.value, unit), parsed.notice);
}

export function toHashesPerSecond(value: string, unit: HashrateUnit): string {
  return decimalString(new Dec(value).mul(new Dec(HASHRATE_STEP).pow(HASHRATE_UNITS.indexOf(unit))));
}

export interface FormattedHashrate {
  /** The number in `unit`, cut (never rounded up) to `decimals`. */
  value: string;
  unit: HashrateUnit;
  /** `1.23 TH/s` */
  text: string;
}

/** Hashes per second in the largest unit that keeps the number at 1 or more (H below 1000, EH at most). */
export function formatHashrate(hashesPerSecond: string | number, { decimals = 2 }: { decimals?: number } = {}): FormattedHashrate {
  let d = new Dec(typeof hashesPerSecond === 'number' ? hashesPerSecond.toString() : hashesPerSecond);
  if (!d.isFinite() || d.isNegative()) d = new Dec(0);
  let index = 0;
  while (index < HASHRATE_UNITS.length - 1 && d.gte(HASHRATE_STEP)) {
    d = d.div(HASHRATE_STEP);
    index++;
  }
  const unit = HASHRATE_UNITS[index]!;
  const value = decimalString(d.toDecimalPlaces(decimals, Dec.ROUND_DOWN));
  return { value, unit, text: `${value} ${unit}/s` };
}
