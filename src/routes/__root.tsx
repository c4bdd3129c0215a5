/** The root of the route tree: the shell (header, main, footer, toasts) and the app-wide error screens. */
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { AppShell } from '../features/shell/app-shell';
import { ErrorScreen } from '../features/shell/error-screen';
import { NotFoundScreen } from '../features/shell/not-found-screen';
import { PageLoader } from '../ui/page-loader';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <AppShell>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </AppShell>
  ),
  notFoundComponent: () => <NotFoundScreen />,
  errorComponent: ({ error }) => <ErrorScreen error={error} />,
});
