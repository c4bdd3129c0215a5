/**
 * The router's routes, built from the route table: the root (path rules that hold for every URL, the layout,
 * the app-wide error screens), the optional two-letter locale prefix, and one route per row of
 * src/lib/routing/route-table.ts with the table's guards, its page and the rule of src/app/routing/path-rules.ts
 * where it has one. Built in code rather than from one file per route: the table already says everything a
 * route is, and 257 route modules plus a generated tree cost every page's first load about 8 kB gzip.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, createRoute, notFound, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AppShell } from '../../features/shell/app-shell';
import { ErrorScreen } from '../../features/shell/error-screen';
import { LazyNotFoundScreen } from '../../features/shell/lazy-not-found-screen';
import { LiveBalances } from '../../lib/balances/live-balances';
import { changeLocale } from '../../lib/i18n/i18n';
import { rememberLocale } from '../../lib/i18n/locale-cookie';
import { currentRegion } from '../../lib/region/current-region';
import { isChunkLoadError, reloadAfterChunkError } from '../../lib/routing/chunk-reload';
import { cleanEncodedPath, isNotFoundPath, lightColourMode, selectLayout } from '../../lib/routing/route-rules';
import { ROUTES } from '../../lib/routing/route-table';
import { PageLoader } from '../../ui/page-loader';
import type { GuardLocation } from './guards';
import { pathRule } from './path-rules';
import { tableRoute, tableRouteWith } from './table-route';

export interface RouterContext {
  queryClient: QueryClient;
}

function Root() {
  const location = useLocation();
  const path = location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, '');
  return (
    <AppShell layout={selectLayout(path, location.search as Record<string, unknown>)} light={lightColourMode(path)}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
      <LiveBalances />
    </AppShell>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location: next }) => {
    if (isNotFoundPath(next.pathname)) throw notFound();
    const cleaned = cleanEncodedPath(next.href);
    if (cleaned) throw redirect({ href: cleaned });
  },
  component: Root,
  notFoundComponent: () => <LazyNotFoundScreen />,
  errorComponent: ({ error }) => {
    if (isChunkLoadError(error) && reloadAfterChunkError()) return <PageLoader />;
    // Without the shell (it may be what failed), the screen is still the page's main landmark.
    return (
      <main id="main" className="app__main">
        <ErrorScreen error={error} />
      </main>
    );
  },
});

/**
 * The optional two-letter locale prefix (spec section 2): `/markets` is the region's default language,
 * `/en/markets` English, `/tr/markets` Turkish. A prefix the region does not configure is not found.
 */
export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '{-$locale}',
  beforeLoad: async ({ params, preload }) => {
    const region = currentRegion();
    if (params.locale !== undefined && !region.locales.includes(params.locale)) throw notFound();
    const locale = params.locale ?? region.defaultLocale;
    // A preload (a link under the pointer) must not change the language of the page being shown.
    if (preload) return { locale };
    // The page's namespaces are loaded in the new language before the route renders (changeLocale).
    await changeLocale(locale);
    // A prefix is a choice to remember; the region's default has none, and the language switch remembers it.
    if (params.locale) rememberLocale(params.locale);
    return { locale };
  },
  component: Outlet,
});

/** A table path in the router's syntax: `:pair` is `$pair`, an optional `:mode?` is `{-$mode}`. */
export function routerPath(path: string): string {
  return path.replace(/:(\w+)(\?)?/g, (_match, name: string, optional?: string) => (optional ? `{-$${name}}` : `$${name}`));
}

const tableRoutes = ROUTES.map((entry) => {
  const extra = pathRule(entry.path);
  const options = extra?.rule ? tableRouteWith(entry.path, extra.rule) : tableRoute(entry.path);
  const prefetch = extra?.prefetch;
  return createRoute({
    getParentRoute: () => localeRoute,
    path: routerPath(entry.path),
    ...options,
    ...(extra?.validateSearch ? { validateSearch: extra.validateSearch } : {}),
    ...(prefetch
      ? {
          // After the session checks that may wait in the table's loader (./guards.ts).
          loader: ({ context, location }: { context: RouterContext; location: GuardLocation }) => {
            const waiting = options.loader({ location });
            if (!waiting) return prefetch(context.queryClient);
            return waiting.then(() => prefetch(context.queryClient));
          },
        }
      : {}),
  });
});

export const routeTree = rootRoute.addChildren([localeRoute.addChildren(tableRoutes)]);
