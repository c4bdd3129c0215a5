/**
 * Words for settings values that the platform already knows how to say in every language: minutes and hours
 * of the auto-logout, and language names. No translation key is needed for them.
 */

/** 30 → "30 minutes", 120 → "2 hours", 1440 → "1 day" in the page's language. */
export function formatMinutes(minutes: number, locale: string): string {
  const [value, unit] = minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** "tr" → "Turkish" (or "Türkçe" for a Turkish page); the code itself when the platform has no name. */
export function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
