/**
 * Start-up: choose the region, load the language, wire the two kernels, start the embedded mock backend
 * when it is compiled in (demo and test builds only), then render.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectRegion } from '../regions/regions';
import { createQueryClient } from './app/query-client';
import { setupHttp } from './app/setup-http';
import { runtimeConfig } from './lib/config/runtime-config';
import { initI18n } from './lib/i18n/i18n';
import { setCurrentRegion } from './lib/region/current-region';
import { routeTree } from './route-tree.gen';
import './styles/app.css';

const queryClient = createQueryClient();
const router = createRouter({ routeTree, context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start() {
  const region = selectRegion(location, runtimeConfig.regionOverride, sessionStorage.getItem('region'));
  setCurrentRegion(region);
  const prefix = location.pathname.match(/^\/([a-z]{2})(?=\/|$)/)?.[1];
  const locale = prefix && region.locales.includes(prefix) ? prefix : region.defaultLocale;
  document.documentElement.lang = locale;

  setupHttp({
    clearLogin: () => undefined,
    isWebview: () => new URLSearchParams(location.search).get('webview') === 'true',
    pushToken: () => undefined,
    navigate: (path) => void router.navigate({ href: path }),
  });

  // Compiled out of production builds: __MOCK_BACKEND__ is the literal false there.
  if (__MOCK_BACKEND__) {
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }

  await initI18n(locale, region.locales);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
