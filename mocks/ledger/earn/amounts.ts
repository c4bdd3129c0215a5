/**
 * Exact amounts and rates of the earn and grid domains: amounts are bigint units of 10^-8 (the ledger's), rates are
 * integers of 0.01 % (basis points), never floats. Times are ms of the ledger's clock; the wire has Unix seconds.
 */
import { LEDGER_DECIMALS } from '../ledger';
import { toUnits, trimmed } from '../../socket/units';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;
export const HOURS_PER_YEAR = 8760n;
export const DAYS_PER_YEAR = 365n;
/** 100 % in basis points. */
export const FULL_BP = 10_000n;

const DECIMAL = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** A wire amount as units of 10^-decimals: undefined unless a non-negative decimal string with at most `decimals` decimals. */
export function parseAmount(value: unknown, decimals = LEDGER_DECIMALS): bigint | undefined {
  if (typeof value !== 'string' || !DECIMAL.test(value)) return undefined;
  const fraction = value.includes('.') ? value.length - value.indexOf('.') - 1 : 0;
  if (fraction > decimals) return undefined;
  return toUnits(value, decimals);
}

/** A rate in basis points as the contract's percent string (850 → "8.5"). */
export const percent = (bp: bigint | number): string => trimmed(BigInt(bp), 2);

/** A percent string as basis points, rounded down ("8.5" → 850). */
export const basisPoints = (value: string): bigint => toUnits(value, 2);

export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);

/** The start of the hour at or after `ms`. */
export const ceilHour = (ms: number): number => Math.ceil(ms / HOUR_MS) * HOUR_MS;

/** The start of the UTC day of `ms`. */
export const dayStart = (ms: number): number => Math.floor(ms / DAY_MS) * DAY_MS;

/** A rule the request breaks: the 422's code and field errors. */
export class EarnRejected extends Error {
  constructor(
    readonly code: number,
    readonly errors: Record<string, string[]>,
  ) {
    super(Object.values(errors).flat().join(' '));
  }
}

/** A positive amount of at most 8 decimals, else a 422 code 32 on `amount`. */
export function positive(value: unknown, field = 'amount'): bigint {
  const amount = parseAmount(value);
  if (amount === undefined || amount <= 0n)
    throw new EarnRejected(32, { [field]: ['The amount must be a positive number with at most 8 decimals.'] });
  return amount;
}
