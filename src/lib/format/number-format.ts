/**
 * The one formatter of amounts, prices, percentages and rates: every feature formats numbers here. Input is the
 * wire's decimal string; Intl formats the string itself (no float conversion), so "0.1" stays exactly 0.1 and
 * 18-digit amounts keep every digit.
 */
const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

type DecimalInput = string;

/** A decimal string with a fixed or bounded number of decimals, grouped for the locale. */
export function formatDecimal(value: DecimalInput, locale: string, decimals: { min?: number; max?: number } = {}): string {
  const min = decimals.min ?? 0;
  const max = Math.max(min, decimals.max ?? 8);
  // Intl accepts decimal strings at full precision (ECMA-402 "IntlMathematicalValue").
  return formatter(locale, {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions).format(value as unknown as number);
}

/** A signed percentage, "+2.35 %" / "-1.12 %" in the locale's form. */
export function formatPercent(value: DecimalInput, locale: string, decimals = 2): string {
  const f = formatter(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, signDisplay: 'exceptZero' });
  return `${f.format(value as unknown as number)}\u00a0%`;
}

/**
 * A rate the wire gives in percent ("5.25", an APR) as the locale writes a percentage: "5.25%" in English,
 * "%5,25" in Turkish; at most `maxDecimals` decimals, no sign for positives.
 */
export function formatRate(percent: DecimalInput, locale: string, maxDecimals = 2): string {
  const f = formatter(locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: maxDecimals });
  return f.format(hundredth(percent || '0') as unknown as number);
}

/** The decimal string divided by 100, by moving its point ("5.25" → "0.0525"): exact, no float. */
function hundredth(value: string): string {
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(value.trim());
  if (!match) return value;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = whole.padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}${fraction}`;
}

/** A compact volume ("147.5M"). Display only. */
export function formatCompact(value: DecimalInput, locale: string): string {
  return formatter(locale, { notation: 'compact', maximumFractionDigits: 2 }).format(value as unknown as number);
}

/** A money amount in a fiat currency, with its symbol. */
export function formatFiat(value: DecimalInput, currency: string, locale: string): string {
  return formatter(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(value as unknown as number);
}
