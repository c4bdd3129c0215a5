/**
 * Start-up: choose the region, honour the remembered locale, then load the app in parts and start it
 * (src/app/start-app.tsx: the two kernels, the embedded mock backend when it is compiled in, the session learnt in
 * place while the page draws). The parts (APP_PARTS below) are evaluated each in a task of its own: evaluated together
 * they were the longest task of a first visit on a slow phone (issue 18); index.html preloads them all, so they still
 * arrive together (vite.config.ts). Storage and cookies go through the safe wrapper
 * (src/lib/storage/safe-storage.ts), so a browser that blocks them does not stop the start; anything that still throws
 * ends on the start-up error screen, never a blank page: a plain English line when not even the app's code loads.
 */
import { isRegionId, selectRegion } from '../regions/regions';
import { runtimeConfig } from './lib/config/runtime-config';
import { rememberedLocale } from './lib/i18n/locale-cookie';
import { startupLocale } from './lib/i18n/startup-locale';
import { setCurrentRegion } from './lib/region/current-region';
import { regionChoiceMode, storedRegion } from './lib/region/region-choice';
import { safeLocalStorage, safeSessionStorage } from './lib/storage/safe-storage';
import { yieldToBrowser } from './lib/loading/yield-to-browser';
import { detectWebview } from './lib/webview/detect-webview';
import { writeStartupFailedLine } from './features/shell/startup-failed';
import './styles/app.css';

/**
 * The app's code in its parts, each evaluated in a task of its own, in the order they import each other: React, the
 * libraries, the first schema, the HTTP kernel and the session, the route table, the layout, the routes, the app.
 * Each part is under about 50 ms on a slow phone (4x CPU), none a long task of its own.
 */
const APP_PARTS = [
  () => import('./app/boot/react-runtime'),
  () => import('./app/boot/libraries'),
  () => import('./app/boot/schemas'),
  () => import('./app/boot/http'),
  () => import('./app/boot/route-rules'),
  () => import('./app/boot/app-shell'),
  () => import('./app/boot/routes'),
];

async function loadApp() {
  for (const part of APP_PARTS) {
    await part();
    await yieldToBrowser();
  }
  return import('./app/start-app');
}

async function start() {
  // The demo's stand-in for Google and Apple (mocks/demo-provider.tsx) is drawn instead of the app where the mock
  // exchange sent the browser to sign in. Compiled out of production builds with the rest of the mock backend.
  if (__MOCK_BACKEND__ && new URLSearchParams(location.search).has('demoProvider')) {
    await (await loadApp()).startDemoProvider();
    return;
  }
  // Where every region shares one host (demo, development), the footer's choice is kept in localStorage.
  const stores =
    regionChoiceMode({ mockBackend: runtimeConfig.mockBackend, dev: import.meta.env.DEV }) === 'stored'
      ? [safeSessionStorage, safeLocalStorage]
      : [safeSessionStorage];
  const region = selectRegion(location, runtimeConfig.regionOverride, storedRegion(stores));
  // A development `?region=<id>` is remembered for the tab, so full page loads without the query stay in that region.
  if (isRegionId(new URLSearchParams(location.search).get('region'))) safeSessionStorage.setItem('region', region.id);
  setCurrentRegion(region);
  // A visitor who chose a language before comes back to it (i18n_redirected); a prefix in the URL wins.
  const start = startupLocale(location, region, rememberedLocale());
  if ('redirectTo' in start) {
    // A deliberate full load, before anything renders: one load in the remembered language rather than a page
    // drawn twice.
    location.replace(start.redirectTo); // full reload: before anything renders
    return;
  }
  const { locale } = start;
  document.documentElement.lang = locale;
  // The first number and date formats of a language load its locale data (about 20 ms, 80 on a slow phone): in a
  // task each of their own while the app loads, rather than inside the first render of a page of figures.
  setTimeout(() => new Intl.NumberFormat(locale).format(1));
  setTimeout(() => new Intl.DateTimeFormat(locale, { timeStyle: 'medium' }).format(0));
  const webview = detectWebview(location.search);
  await yieldToBrowser();
  const app = await loadApp();
  await app.startApp({ region, locale, webview });
}

/** start() threw (a module that did not load, a browser without what the app needs, a bug): said, never blank. */
function showStartupFailure(error: unknown): void {
  import('./app/start-app').then(
    (app) => app.showStartupFailure(error),
    () => {
      console.error(error);
      writeStartupFailedLine();
    },
  );
}

start().catch(showStartupFailure);
