/**
 * Cookie consent on vanilla-cookieconsent (spec sections 4 and 9): categories necessary (always on),
 * analytics, functional and marketing; the record in the `wb_cc_cookie` cookie for 182 days; asked again when
 * the revision changes. Not shown inside the app's webview, on deposit payment pages, or in the page editor.
 * Loaded after first paint: the library and its styles are their own chunk. Not shown either where the browser
 * refuses cookies (issue 17): the choice could not be kept, and the library, which reads `document.cookie` itself,
 * would throw. The box slides in from below the viewport (./consent-entrance.css, issue 18): it is no page content,
 * and must not be measured as the page's largest.
 */
import { yieldToBrowser } from '../loading/yield-to-browser';
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
  const [CookieConsent] = await Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
    import('./consent-entrance.css'),
  ]);
  // The banner is built in a task apart from its code's evaluation (issue 18: each is tens of ms on a slow phone).
  await yieldToBrowser();
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
  slideInOnceDrawn();
}

/** Frames to wait at most for the box to be drawn (about 5 s): after them it comes in anyway. */
const MAX_WAIT_FRAMES = 300;

/**
 * Lets the consent box slide in (consent-entrance.css) once a frame has drawn it, opaque, below the viewport: its
 * first paint is then outside the viewport, and Chrome does not take the banner for the page's largest content.
 * The library shows the box by its own classes, the last a tenth of a second after it starts, so this waits for
 * the drawn box rather than for a time.
 */
function slideInOnceDrawn(): void {
  const root = document.documentElement;
  const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  void (async () => {
    for (let frame = 0; frame < MAX_WAIT_FRAMES; frame++) {
      // Answered already (the box is not shown) or answered while it was coming in: nothing to bring in.
      if (!root.classList.contains('show--consent')) return;
      const box = document.querySelector('#cc-main .cc--anim .cm');
      if (box && getComputedStyle(box).opacity === '1') break;
      await nextFrame();
    }
    // One frame to draw the box where it waits, one to be sure it was presented.
    await nextFrame();
    await nextFrame();
    root.classList.add('cc-entered');
  })();
}
