/**
 * The messages of locales/<locale>/<namespace>.json for GET /internal/i18n/{locale}/{namespace}, loaded on demand
 * (Vite's glob: the same JSON chunks the app loads). Where the mocks run without Vite (the bench under tsx) there is
 * no glob and every namespace is unknown (404).
 *
 * The contract's LocaleMessages allows one level of grouping; deeper keys of a file are folded into their group with
 * dotted keys ("rules.items.0"), which i18next still resolves.
 */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Loader = () => Promise<{ default: Record<string, Json> }>;

let files: Record<string, Loader> = {};
try {
  files = import.meta.glob<{ default: Record<string, Json> }>('../../../locales/*/*.json');
} catch {
  // Not built by Vite: no locale files.
}

function flatten(value: Json, prefix: string, into: Record<string, string>): void {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = String(value);
  }
}

/** The namespace's messages in the contract's shape, or undefined when the locale or namespace has no file. */
export async function localeMessages(
  locale: string,
  namespace: string,
): Promise<Record<string, string | Record<string, string>> | undefined> {
  const load = files[`../../../locales/${locale}/${namespace}.json`];
  if (!load) return undefined;
  const messages = (await load()).default;
  const out: Record<string, string | Record<string, string>> = {};
  for (const [key, value] of Object.entries(messages)) {
    if (value !== null && typeof value === 'object') {
      const group: Record<string, string> = {};
      flatten(value, '', group);
      out[key] = group;
    } else {
      out[key] = String(value);
    }
  }
  return out;
}
