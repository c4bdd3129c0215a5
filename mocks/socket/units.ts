/**
 * Exact decimal strings for the mock: amounts and prices are integers of the smallest unit (bigint), written as
 * the contract's decimal strings (`^-?(0|[1-9][0-9]*)(\.[0-9]+)?$`). Never floats on the wire.
 */

/** `units` of 10^-decimals as a decimal string, with exactly `decimals` fraction digits (e.g. 9725100n, 2 → "97251.00"). */
export function fixed(units: bigint | number, decimals: number): string {
  let value = BigInt(units);
  const negative = value < 0n;
  if (negative) value = -value;
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  const text = decimals > 0 ? `${whole}.${fraction}` : whole;
  return negative && value !== 0n ? `-${text}` : text;
}

/** As fixed(), without trailing fraction zeros ("0.51230000" → "0.5123", "100.00" → "100"). */
export function trimmed(units: bigint | number, decimals: number): string {
  const text = fixed(units, decimals);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

/** A decimal string (or number) as units of 10^-decimals, rounded down. */
export function toUnits(value: string | number, decimals: number): bigint {
  const text = typeof value === 'number' ? value.toFixed(decimals) : value;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^-/, '').split('.');
  const units = BigInt(whole + fraction.padEnd(decimals, '0').slice(0, decimals));
  return negative ? -units : units;
}

/** Seconds since the epoch with microseconds, as the match engine stamps events. */
export function engineTime(ms: number): number {
  return Math.round(ms * 1000) / 1_000_000;
}
