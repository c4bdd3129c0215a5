/**
 * Start-up: choose the region, honour the remembered locale, wire the two kernels, start the embedded mock
 * backend when it is compiled in (demo and test builds only), learn the session, then render. The toaster,
 * cookie consent and the new-version check start once the first screen has settled.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { isRegionId, selectRegion } from '../regions/regions';
import { createQueryClient } from './app/query-client';
import { routeTree } from './app/routing/route-tree';
import { loadSession } from './app/session-boot';
import { setupHttp } from './app/setup-http';
import { afterNextFrame } from './lib/loading/after-next-frame';
import { configureSocketOnDemand, currentTradeSocket } from './lib/socket/socket-client';
import { releasesIdleStreams } from './lib/socket/stream-retention';
import { runtimeConfig } from './lib/config/runtime-config';
import { initI18n } from './lib/i18n/i18n';
import { rememberedLocale } from './lib/i18n/locale-cookie';
import { startupLocale } from './lib/i18n/startup-locale';
import { setDemoControls } from './lib/demo/demo-controls';
import { setCurrentRegion } from './lib/region/current-region';
import { regionChoiceMode, storedRegion } from './lib/region/region-choice';
import { isUserQuery } from './lib/session/session-change';
import { whenScreenSettled } from './lib/loading/screen-settled';
import { detectWebview } from './lib/webview/webview-bridge';
import { PageLoader } from './ui/page-loader';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  scrollRestoration: true,
  // Also the fallback while a page's chunk loads (each match has its own Suspense boundary).
  defaultPendingComponent: PageLoader,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start() {
  // Where every region shares one host (demo, development), the footer's choice is kept in localStorage.
  const stores =
    regionChoiceMode({ mockBackend: runtimeConfig.mockBackend, dev: import.meta.env.DEV }) === 'stored'
      ? [sessionStorage, localStorage]
      : [sessionStorage];
  const region = selectRegion(location, runtimeConfig.regionOverride, storedRegion(stores));
  // A development `?region=<id>` is remembered for the tab, so full page loads without the query stay in that region.
  if (isRegionId(new URLSearchParams(location.search).get('region'))) sessionStorage.setItem('region', region.id);
  setCurrentRegion(region);
  // A visitor who chose a language before comes back to it (i18n_redirected); a prefix in the URL wins.
  const start = startupLocale(location, region, rememberedLocale());
  if ('redirectTo' in start) {
    // A deliberate full load, before anything renders: one load in the remembered language rather than a page
    // drawn twice.
    location.replace(start.redirectTo);
    return;
  }
  const { locale } = start;
  document.documentElement.lang = locale;
  const webview = detectWebview(location.search);

  setupHttp({
    // The user's data goes with the session; what guests may see too (markets, rates) stays.
    clearLogin: () => queryClient.removeQueries({ predicate: isUserQuery }),
    isWebview: () => webview,
    pushToken: () => undefined,
    navigate: (path) => void router.navigate({ href: path }),
  });

  // Compiled out of production builds: __MOCK_BACKEND__ is the literal false there.
  if (__MOCK_BACKEND__) {
    const { startMockBackend } = await import('../mocks/browser');
    setDemoControls(await startMockBackend());
  }

  await Promise.all([initI18n(locale, region.locales), loadSession(queryClient)]);
  // The socket's code and wiring load with the first subscription (a page's effect), not with every page, and
  // after the frame that draws the page: its data (a snapshot, then updates) cannot arrive sooner anyway.
  configureSocketOnDemand(() =>
    afterNextFrame()
      .then(() => import('./app/setup-socket'))
      .then((module) => module.setupSocket()),
  );
  // Live streams stay open between pages of one group (trade, activities, balance, history, crypto-borrow).
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation && releasesIdleStreams(fromLocation.pathname, toLocation.pathname)) currentTradeSocket()?.releaseIdle();
  });
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  // The toaster, cookie consent and the version poll: not needed to draw a page, so their code comes after.
  whenScreenSettled(() => void import('./app/after-paint').then((module) => module.startAfterPaint({ webview })), {
    isFetching: () => queryClient.isFetching() > 0 || router.state.status === 'pending',
  });
}

void start();
