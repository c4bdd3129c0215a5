/** The 404 screen as its own chunk: most visits never show it, so the first load does not carry it. */
import { lazy, Suspense } from 'react';
import { PageLoader } from '../../ui/page-loader';

const NotFoundScreen = lazy(() => import('./not-found-screen').then((module) => ({ default: module.NotFoundScreen })));

export function LazyNotFoundScreen() {
  return (
    <Suspense fallback={<PageLoader />}>
      <NotFoundScreen />
    </Suspense>
  );
}
