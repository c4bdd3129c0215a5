/**
 * Exact arithmetic on the wire's non-negative decimal strings ("0", "21252.45", "0.001000000000000000"),
 * for the high-rate stores. No floats ever hold an amount: values become scaled integers (a safe JS integer
 * when every digit fits, a BigInt otherwise) and go back to strings with every digit kept.
 *
 * Inputs follow the contract's DecimalString: digits, an optional fraction, no sign, no exponent.
 */

/** 10^0 … 10^22, every one exact as a double. */
const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** Number of digits after the point ("1.50" → 2, "7" → 0). */
export function fractionDigits(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/** True when every digit is 0 ("0", "0.000"): the wire's "remove this level". */
export function isZeroDecimal(value: string): boolean {
  // Most amounts start with a non-zero digit: settled at the first character (the order book's hot path).
  const first = value.charCodeAt(0);
  if (first > 48 && first <= 57) return false;
  if (value === '0') return true;
  for (let i = 1; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c > 48 && c <= 57) return false;
  }
  return true;
}

/**
 * Whether parseFloat keeps this decimal's identity and order: at most 15 significant digits (any two
 * distinct such decimals map to distinct doubles, in order, since 15 digits round-trip through a double).
 */
export function fitsDouble(value: string): boolean {
  if (value.length <= 15) return true;
  let first = -1;
  let last = -1;
  let digits = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 46) continue; // '.'
    if (c !== 48) {
      if (first < 0) first = digits;
      last = digits;
    }
    digits++;
  }
  return first < 0 || last - first + 1 <= 15;
}

/**
 * The decimal times 10^scale as a safe integer, or NaN when that does not fit in 2^53 - 1 (or when the
 * value has more than `scale` decimals). The caller then takes the BigInt path.
 */
export function scaledNumber(value: string, scale: number): number {
  let v = 0;
  let frac = -1;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 46) {
      frac = 0;
      continue;
    }
    v = v * 10 + (c - 48);
    if (frac >= 0) frac++;
  }
  if (frac < 0) frac = 0;
  // Zero is zero at any scale (the power-of-ten table is short; zero needs none of it).
  if (v === 0 && frac <= scale) return 0;
  if (v > Number.MAX_SAFE_INTEGER || frac > scale || scale - frac >= POW10.length) return NaN;
  const r = v * POW10[scale - frac]!;
  return r > Number.MAX_SAFE_INTEGER ? NaN : r;
}

/** The decimal times 10^scale as a BigInt (exact for any length; `scale` must be at least its decimals). */
export function scaledBigInt(value: string, scale: number): bigint {
  const dot = value.indexOf('.');
  if (dot < 0) return BigInt(value + '0'.repeat(scale));
  const frac = value.length - dot - 1;
  return BigInt(value.slice(0, dot) + value.slice(dot + 1) + '0'.repeat(scale - frac));
}

/** 0 … 999: as written, followed by a point, zero-padded to three digits, and padded then trimmed ("070" → "07"). */
const DIGITS3: readonly string[] = Array.from({ length: 1000 }, (_, i) => String(i));
const HEADS3: readonly string[] = DIGITS3.map((s) => `${s}.`);
const PADDED3: readonly string[] = DIGITS3.map((s) => s.padStart(3, '0'));
const TRIMMED3: readonly string[] = PADDED3.map((s) => s.replace(/0+$/, ''));

/**
 * formatScaled for a non-negative safe integer with at most 12 decimals, trailing zeros trimmed. This is the
 * order book's per-row cost (a total per level per frame), so the digits come from tables of three joined
 * together instead of Number#toString and slicing, which cost several times as much.
 */
function formatSafeScaled(value: number, scale: number): string {
  const unit = POW10[scale]!;
  // value / unit is rounded, so the quotient can be one off; int * unit and the difference are exact below 2^53.
  let int = Math.floor(value / unit);
  let frac = value - int * unit;
  if (frac < 0) {
    int--;
    frac += unit;
  } else if (frac >= unit) {
    int++;
    frac -= unit;
  }
  if (frac === 0) return int < 1000 ? DIGITS3[int]! : String(int);
  let head = int < 1000 ? HEADS3[int]! : `${int}.`;
  // The fraction as nine digits (below 2^31, so int32 arithmetic), after a first group of three for 10-12 decimals.
  let f: number;
  if (scale <= 9) f = frac * POW10[9 - scale]!;
  else {
    const wide = frac * POW10[12 - scale]!;
    const first = Math.floor(wide / 1e9);
    f = wide - first * 1e9;
    if (f === 0) return head + TRIMMED3[first]!;
    head += PADDED3[first]!;
  }
  const g0 = (f / 1e6) | 0;
  const rest = f - g0 * 1e6;
  const g1 = (rest / 1000) | 0;
  const g2 = rest - g1 * 1000;
  if (g2 !== 0) return head + PADDED3[g0]! + PADDED3[g1]! + TRIMMED3[g2]!;
  return g1 !== 0 ? head + PADDED3[g0]! + TRIMMED3[g1]! : head + TRIMMED3[g0]!;
}

/**
 * A scaled integer back to a plain decimal string: `decimals` digits after the point when given (the
 * digits dropped must be zeros), otherwise trailing zeros trimmed ("1.50" → "1.5", "2.00" → "2").
 */
export function formatScaled(value: number | bigint, scale: number, decimals?: number): string {
  if (typeof value === 'number' && decimals === undefined && scale <= 12 && value >= 0 && Number.isSafeInteger(value)) {
    return formatSafeScaled(value, scale);
  }
  let s = value.toString();
  if (scale === 0) return decimals ? `${s}.${'0'.repeat(decimals)}` : s;
  if (s.length <= scale) s = '0'.repeat(scale - s.length + 1) + s;
  const cut = s.length - scale;
  let end = s.length;
  if (decimals === undefined) {
    while (end > cut && s.charCodeAt(end - 1) === 48) end--;
  } else {
    end = cut + decimals;
  }
  return end === cut ? s.slice(0, cut) : `${s.slice(0, cut)}.${s.slice(cut, end)}`;
}

/** Leading zeros of the integer part and trailing zeros of the fraction removed ("007.10" → "7.1"). */
export function normalizeDecimal(value: string): string {
  const dot = value.indexOf('.');
  let start = 0;
  const intEnd = dot < 0 ? value.length : dot;
  while (start < intEnd - 1 && value.charCodeAt(start) === 48) start++;
  if (dot < 0) return start === 0 ? value : value.slice(start);
  let end = value.length;
  while (end > dot + 1 && value.charCodeAt(end - 1) === 48) end--;
  if (end === dot + 1) end = dot;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

/** Exact comparison of two non-negative decimal strings: -1, 0 or 1 ("1.10" equals "1.1"). */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  const da = a.indexOf('.');
  const db = b.indexOf('.');
  const ia = da < 0 ? a.length : da;
  const ib = db < 0 ? b.length : db;
  let sa = 0;
  let sb = 0;
  while (sa < ia - 1 && a.charCodeAt(sa) === 48) sa++;
  while (sb < ib - 1 && b.charCodeAt(sb) === 48) sb++;
  const la = ia - sa;
  const lb = ib - sb;
  if (la !== lb) return la < lb ? -1 : 1;
  for (let k = 0; k < la; k++) {
    const ca = a.charCodeAt(sa + k);
    const cb = b.charCodeAt(sb + k);
    if (ca !== cb) return ca < cb ? -1 : 1;
  }
  const fa = da < 0 ? 0 : a.length - da - 1;
  const fb = db < 0 ? 0 : b.length - db - 1;
  const n = Math.max(fa, fb);
  for (let k = 0; k < n; k++) {
    const ca = k < fa ? a.charCodeAt(da + 1 + k) : 48;
    const cb = k < fb ? b.charCodeAt(db + 1 + k) : 48;
    if (ca !== cb) return ca < cb ? -1 : 1;
  }
  return 0;
}

/** Exact a + b of two non-negative decimal strings, trailing zeros trimmed. */
export function addDecimal(a: string, b: string): string {
  if (isZeroDecimal(a)) return normalizeDecimal(b);
  if (isZeroDecimal(b)) return normalizeDecimal(a);
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  const x = scaledNumber(a, scale);
  const y = scaledNumber(b, scale);
  if (x === x && y === y && x + y <= Number.MAX_SAFE_INTEGER) return formatScaled(x + y, scale);
  return formatScaled(scaledBigInt(a, scale) + scaledBigInt(b, scale), scale);
}

/** The contract's DecimalString, for values that come from outside a validated frame (options, props). */
export const DECIMAL_STRING = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
