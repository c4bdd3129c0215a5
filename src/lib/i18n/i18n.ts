/**
 * i18next for the app: each feature's namespace is loaded on demand from locales/<lng>/<ns>.json (one
 * chunk each), the error catalogue's messages (namespace `errors`) from generated/errors. Missing keys fall
 * back to English.
 *
 * A deployment that publishes its texts without a build (VITE_I18N_SOURCE=server) has them fetched from the internal
 * i18n path instead (spec section 7: "per-locale messages JSON fetched from an internal i18n path"; the contract's
 * getLocaleMessages, whose Cache-Control says whether they may be cached); a namespace the server cannot give falls
 * back to the build's own file, so a page never goes without its texts.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

type Messages = Record<string, unknown>;
type Loader = () => Promise<{ default: Messages }>;

const featureMessages = import.meta.glob<{ default: Messages }>('../../../locales/*/*.json');
const errorMessages = import.meta.glob<{ default: Messages }>('../../../generated/errors/messages.*.json');

export const FALLBACK_LOCALE = 'en';

const fromServer = import.meta.env.VITE_I18N_SOURCE === 'server';

function loaderFor(language: string, namespace: string): Loader | undefined {
  if (namespace === 'errors') return errorMessages[`../../../generated/errors/messages.${language}.json`];
  const bundled = featureMessages[`../../../locales/${language}/${namespace}.json`];
  if (!fromServer) return bundled;
  // The generated internal client is loaded only by a deployment that serves its texts.
  return () =>
    import('../../../generated/api/internal/internal')
      .then(({ getLocaleMessages }) => getLocaleMessages(language, namespace, { suppressNotification: true }))
      .then(
        (messages) => ({ default: messages as Messages }),
        (error: unknown) => {
          if (bundled) return bundled();
          throw error;
        },
      );
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
    );
  },
};

/** Namespaces every page needs; features add their own through useTranslation(ns). */
export const CORE_NAMESPACES = ['common'] as const;

/**
 * The error catalogue's messages (328 codes in each language) are read only when an error is shown: they load
 * once the first screen has settled, or with the first error, whichever comes first.
 */
export const loadErrorMessages = (): Promise<void> => i18next.loadNamespaces('errors');

/**
 * Moves the running app to another language (the locale route's beforeLoad, src/app/routing/route-tree.tsx).
 * i18next loads every namespace in use (the shell's, the page's from its area in page-registry.ts, the
 * footer's, the error catalogue's once read) in that language before it switches, so the page renders in it
 * at once rather than suspending; the document's `lang` follows.
 */
export async function changeLocale(locale: string): Promise<void> {
  if (i18next.language !== locale) await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

export async function initI18n(language: string, supported: readonly string[]): Promise<I18n> {
  await i18next
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...new Set([...supported, FALLBACK_LOCALE])],
      fallbackLng: FALLBACK_LOCALE,
      ns: [...CORE_NAMESPACES],
      defaultNS: 'common',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  return i18next;
}

export { i18next };
