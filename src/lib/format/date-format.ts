/**
 * Dates and times of the product screens, in the page's language. The wire gives Unix seconds (most calls)
 * or ISO 8601 strings (content and bonus records); both are accepted so screens do not convert by hand.
 */
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

/** Unix seconds, or an ISO 8601 string. */
export type WireTime = number | string;

export function toDate(value: WireTime): Date {
  return typeof value === 'number' ? new Date(value * 1000) : new Date(value);
}

/** "18 Nov 2026, 14:05" in the locale's order, 24-hour clock. */
export function formatDateTime(value: WireTime, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(
    date,
  );
}

/** "18 Nov 2026". */
export function formatDate(value: WireTime, locale: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date);
}
