/**
 * The root of the route tree: path rules that hold for every URL (not-found prefixes, encoded & and ?),
 * the layout chosen from the path and query, and the app-wide error screens.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, notFound, Outlet, redirect, useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AppShell } from '../features/shell/app-shell';
import { ErrorScreen } from '../features/shell/error-screen';
import { LazyNotFoundScreen } from '../features/shell/lazy-not-found-screen';
import { isChunkLoadError, reloadAfterChunkError } from '../lib/routing/chunk-reload';
import { cleanEncodedPath, isNotFoundPath, lightColourMode, selectLayout } from '../lib/routing/route-rules';
import { PageLoader } from '../ui/page-loader';

export interface RouterContext {
  queryClient: QueryClient;
}

function Root() {
  const location = useLocation();
  const layout = selectLayout(location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, ''), location.search as Record<string, unknown>);
  return (
    <AppShell layout={layout} light={lightColourMode(location.pathname.replace(/^\/[a-z]{2}(?=\/|$)/, ''))}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (isNotFoundPath(location.pathname)) throw notFound();
    const cleaned = cleanEncodedPath(location.href);
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
