/**
 * What starts once the first screen has settled (its placeholders gone, its data in): the toaster and the error
 * catalogue's messages (so that a later toast does not wait for them; an earlier one loads them at once),
 * cookie consent (not in the webview, on payment pages or in the page editor) and the build-manifest poll that
 * offers a reload when a new version is deployed.
 */
import { CONSENT_CATEGORIES, consentSkipped, runCookieConsent, type ConsentTexts } from '../lib/consent/cookie-consent';
import { i18next, loadErrorMessages } from '../lib/i18n/i18n';
import { yieldToBrowser } from '../lib/loading/yield-to-browser';
import { notify, requestToaster } from '../lib/toast/toast';

/** How often the build manifest is asked for (the spec gives no period). */
export const BUILD_POLL_MS = 5 * 60_000;

/** Called by main.tsx once the first screen has settled (src/lib/loading/screen-settled.ts); this module is its own chunk. */
export async function startAfterPaint({ webview }: { webview: boolean }): Promise<void> {
  // Each in a task of its own: together they were a long task on a slow phone, late enough to hold back the page's
  // time to interactive (issue 18).
  requestToaster();
  await yieldToBrowser();
  void loadErrorMessages();
  await yieldToBrowser();
  if (!consentSkipped(location.pathname, new URLSearchParams(location.search), webview)) void startConsent();
  await yieldToBrowser();
  void watchBuild();
}

async function startConsent(): Promise<void> {
  await i18next.loadNamespaces('consent');
  const t = i18next.getFixedT(null, 'consent');
  const texts: ConsentTexts = {
    title: t('title'),
    description: t('description'),
    acceptAll: t('acceptAll'),
    acceptNecessary: t('acceptNecessary'),
    settings: t('settings'),
    save: t('save'),
    closeLabel: t('close'),
    categories: Object.fromEntries(
      CONSENT_CATEGORIES.map((c) => [c, { title: t(`categories.${c}.title`), description: t(`categories.${c}.description`) }]),
    ) as ConsentTexts['categories'],
  };
  await runCookieConsent(i18next.language, texts);
}

/** The first manifest read is the running build; a different id later means a new deployment. */
async function watchBuild(): Promise<void> {
  // Loaded here, not with the page: the manifest is first read after first paint.
  const { getBuildManifest } = await import('../../generated/api/internal/internal');
  let current: string | undefined;
  let offered = false;
  const check = async () => {
    try {
      const manifest = await getBuildManifest({ suppressNotification: true, handledStatuses: [401, 404, 429, 500, 502, 503] });
      if (current === undefined) current = manifest.id;
      else if (manifest.id !== current && !offered) {
        offered = true;
        // A new version is a deliberate full load: the running code is the old one.
        notify.action(i18next.t('common:newVersion.title'), i18next.t('common:newVersion.reload'), () => location.reload());
      }
    } catch {
      // No manifest (offline, an old server): try again next time.
    }
  };
  await check();
  setInterval(() => void check(), BUILD_POLL_MS);
}
