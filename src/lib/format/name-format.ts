/**
 * Names the platform already knows in every language (Intl.DisplayNames): languages and currencies, and a
 * currency's symbol. No translation key is needed for them; a name the platform lacks falls back as each
 * function says.
 */
const displayNames = new Map<string, Intl.DisplayNames>();

function names(locale: string, type: 'language' | 'currency'): Intl.DisplayNames {
  const key = `${locale}|${type}`;
  let names = displayNames.get(key);
  if (!names) displayNames.set(key, (names = new Intl.DisplayNames([locale], { type })));
  return names;
}

/** "tr" → "Turkish" (or "Türkçe" on a Turkish page); the code itself when the platform has no name. */
export function languageName(code: string, locale: string): string {
  try {
    return names(locale, 'language').of(code) ?? code;
  } catch {
    return code;
  }
}

/** Several languages by name, comma separated: ["en", "tr"] → "English, Turkish". */
export function languageNames(codes: readonly string[], locale: string): string {
  try {
    const language = names(locale, 'language');
    return codes.map((code) => language.of(code) ?? code).join(', ');
  } catch {
    return codes.join(', ');
  }
}

/** "EUR" → "Euro"; empty for a code the platform does not know as a currency. */
export function currencyName(code: string, locale: string): string {
  try {
    const name = names(locale, 'currency').of(code);
    return name && name !== code ? name : '';
  } catch {
    return '';
  }
}

/** Symbols already worked out: building an Intl.NumberFormat costs milliseconds, and the home page asks for several. */
const symbols = new Map<string, string | undefined>();

/** The currency's symbol in the reader's language ("€", "₺"); undefined for a code that is no ISO currency. */
export function currencySymbol(code: string, locale: string): string | undefined {
  const key = `${locale}|${code}`;
  if (symbols.has(key)) return symbols.get(key);
  let symbol: string | undefined;
  try {
    symbol = new Intl.NumberFormat(locale, { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' })
      .formatToParts(0)
      .find((p) => p.type === 'currency')?.value;
  } catch {
    symbol = undefined;
  }
  symbols.set(key, symbol);
  return symbol;
}
