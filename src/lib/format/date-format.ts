/**
 * Dates, times and durations of the product screens, in the page's language: every feature formats them here.
 * The wire gives Unix seconds (most calls) or ISO 8601 strings (content and bonus records); both are accepted so
 * screens do not convert by hand.
 */
const STYLES = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false },
  shortDateTime: { dateStyle: 'short', timeStyle: 'medium' },
  longDate: { dateStyle: 'long' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof STYLES;

// One formatter per language and style: a trade tape formats 80 times a frame.
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, style: Style): Intl.DateTimeFormat {
  const key = `${locale}|${style}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(locale, STYLES[style])));
  return f;
}

/** Unix seconds, or an ISO 8601 string. */
export type WireTime = number | string;

export function toDate(value: WireTime): Date {
  return typeof value === 'number' ? new Date(value * 1000) : new Date(value);
}

/** The value in `style`; `unreadable` for a time that cannot be read. */
function format(value: WireTime, locale: string, style: Style, unreadable = ''): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return unreadable;
  return formatter(locale, style).format(date);
}

/** "18 Nov 2026, 14:05" in the locale's order, 24-hour clock. */
export function formatDateTime(value: WireTime, locale: string): string {
  return format(value, locale, 'dateTime');
}

/** "18 Nov 2026". */
export function formatDate(value: WireTime, locale: string): string {
  return format(value, locale, 'date');
}

/** "14:05:09", 24-hour clock: the time of a trade. */
export function formatTime(value: WireTime, locale: string): string {
  return format(value, locale, 'time');
}

/** "18/11/2026, 14:05:09" in the locale's short form: the trader's own orders and deals. */
export function formatShortDateTime(value: WireTime, locale: string): string {
  return format(value, locale, 'shortDateTime');
}

/**
 * "18 November 2026" (with `withTime`, "18 November 2026 at 14:05"): dates of documents and notices. A date
 * that cannot be read is shown as sent.
 */
export function formatLongDate(value: WireTime, locale: string, { withTime = false }: { withTime?: boolean } = {}): string {
  return format(value, locale, withTime ? 'longDateTime' : 'longDate', String(value));
}

const durations = new Map<string, Intl.NumberFormat>();

/** A duration in minutes in the largest whole unit: 30 → "30 minutes", 120 → "2 hours", 1440 → "1 day". */
export function formatMinutes(minutes: number, locale: string): string {
  const [value, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  const key = `${locale}|${unit}`;
  let f = durations.get(key);
  if (!f) durations.set(key, (f = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' })));
  return f.format(value);
}
