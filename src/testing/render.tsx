/**
 * Renders a screen as the app does: a fresh QueryClient, i18n with the real locale files, the http kernel
 * pointed at msw/node, and a router on the window's history (the address a test sets with
 * history.replaceState is the router's location, and links and navigation move it as in the app). Component
 * tests use this instead of wiring providers themselves.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserHistory, createRootRoute, createRoute, createRouter, RouterProvider, type AnyRouter } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { fetchCsrfToken } from '../app/csrf-token';
import { createQueryClient } from '../app/query-client';
import { configureHttp } from '../lib/http/http-environment';
import { i18next, initI18n } from '../lib/i18n/i18n';

const BASE = 'http://exchange.test';

/**
 * `path` (`/tr/trade/BTC-USDT?type=margin`) is the address the screen starts at; without it the window's current
 * address is kept (a test may also set it with history.replaceState before the call).
 */
export async function renderScreen(
  ui: ReactElement,
  { locale = 'en', path }: { locale?: string; path?: string } = {},
): Promise<RenderResult> {
  if (path !== undefined) history.replaceState(null, '', path);
  if (!i18next.isInitialized) await initI18n(locale, ['en', 'tr']);
  else await i18next.changeLanguage(locale);
  configureHttp({
    bases: { web: BASE, public: BASE, internal: BASE },
    locale: () => locale,
    csrfToken: fetchCsrfToken,
    reactions: { contractViolation: () => undefined },
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = screenRouter(ui);
  await router.load();
  lastRouter = router;
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

let lastRouter: AnyRouter | undefined;

/** The router of the screen rendered last: tests read where it moved (`currentRouter().state.location`). */
export function currentRouter(): AnyRouter {
  if (!lastRouter) throw new Error('No screen rendered yet');
  return lastRouter;
}

/** One root route that always shows the screen, whatever the address (a catch-all child keeps it matched). */
function screenRouter(ui: ReactElement): AnyRouter {
  const rootRoute = createRootRoute({ component: () => <Suspense fallback={<p>loading</p>}>{ui}</Suspense> });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  return createRouter({ routeTree: rootRoute.addChildren([anyPath]), history: createBrowserHistory() });
}
