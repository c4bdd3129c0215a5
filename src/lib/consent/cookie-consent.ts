/**
 * Cookie consent on vanilla-cookieconsent (spec sections 4 and 9): categories necessary (always on),
 * analytics, functional and marketing; the record in the `wb_cc_cookie` cookie for 182 days; asked again when
 * the revision changes. Not shown inside the app's webview, on deposit payment pages, or in the page editor.
 * Loaded after first paint: the library and its styles are their own chunk. Not shown either where the browser
 * refuses cookies (issue 17): the choice could not be kept, and the library, which reads `document.cookie` itself,
 * would throw.
 */
import { safeCookies } from '../storage/safe-storage';

export const CONSENT_COOKIE = 'wb_cc_cookie';
export const CONSENT_DAYS = 182;
/** Bump when the categories or their services change: every user is asked again. */
export const CONSENT_REVISION = 1;
export const CONSENT_CATEGORIES = ['necessary', 'analytics', 'functional', 'marketing'] as const;

export function consentSkipped(pathname: string, search: URLSearchParams, webview: boolean): boolean {
  if (webview) return true;
  if (/^(\/[a-z]{2})?\/payment\//.test(pathname)) return true;
  return search.has('builder.preview') || search.has('builder.frameEditing');
}

export interface ConsentTexts {
  title: string;
  description: string;
  acceptAll: string;
  acceptNecessary: string;
  settings: string;
  save: string;
  closeLabel: string;
  categories: Record<(typeof CONSENT_CATEGORIES)[number], { title: string; description: string }>;
}

export async function runCookieConsent(language: string, texts: ConsentTexts): Promise<void> {
  safeCookies.read();
  if (safeCookies.blocked) return;
  const [CookieConsent] = await Promise.all([import('vanilla-cookieconsent'), import('vanilla-cookieconsent/dist/cookieconsent.css')]);
  await CookieConsent.run({
    revision: CONSENT_REVISION,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: CONSENT_DAYS, sameSite: 'Lax' },
    hideFromBots: true,
    guiOptions: { consentModal: { layout: 'box', position: 'bottom left' }, preferencesModal: { layout: 'box' } },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: {},
      functional: {},
      marketing: {},
    },
    language: {
      default: language,
      translations: {
        [language]: {
          consentModal: {
            title: texts.title,
            description: texts.description,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.acceptNecessary,
            showPreferencesBtn: texts.settings,
          },
          preferencesModal: {
            title: texts.settings,
            acceptAllBtn: texts.acceptAll,
            acceptNecessaryBtn: texts.acceptNecessary,
            savePreferencesBtn: texts.save,
            closeIconLabel: texts.closeLabel,
            sections: CONSENT_CATEGORIES.map((category) => ({
              title: texts.categories[category].title,
              description: texts.categories[category].description,
              linkedCategory: category,
            })),
          },
        },
      },
    },
  });
}
