/**
 * The app's start, once src/main.tsx has chosen the region and the locale and loaded the app's parts: wire the two
 * kernels, start the embedded mock backend when it is compiled in (demo and test builds only), then render at once
 * while the session is learnt in place (issue 17: src/app/session-boot.ts; the header's account corner and the
 * guarded routes wait for it, a failed or hanging call shows the start-up error with a retry). Anything that throws
 * ends on the start-up error screen (its own chunk, loaded then; a plain English line while it loads or if it
 * cannot), never a blank page. The toaster, cookie consent and the new-version check start once the first screen
 * has settled.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { Component, startTransition, StrictMode, useEffect, useReducer, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createQueryClient } from './query-client';
import { routeTree } from './routing/route-tree';
import { loadSession } from './session-boot';
import { setupHttp } from './setup-http';
import { afterNextFrame } from '../lib/loading/after-next-frame';
import { useLazyModule } from '../lib/loading/lazy-module';
import { configureSocketOnDemand, currentTradeSocket } from '../lib/socket/socket-client';
import { releasesIdleStreams } from '../lib/socket/stream-retention';
import { i18next, initI18n } from '../lib/i18n/i18n';
import { setDemoControls } from '../lib/demo/demo-controls';
import { enterSession, isUserQuery, leaveSession } from '../lib/session/session-change';
import { watchSessionCookie } from '../lib/session/session-watch';
import { sessionStatus } from '../lib/session/session-status';
import { browserStorageBlocked } from '../lib/storage/safe-storage';
import { startupErrorModule } from '../features/shell/startup-error-module';
import { whenScreenSettled } from '../lib/loading/screen-settled';
import { dropPageShell, releasePageShellWhenDrawn } from '../lib/loading/page-shell';
import { yieldToBrowser } from '../lib/loading/yield-to-browser';
import { STARTUP_FAILED, writeStartupFailedLine } from '../features/shell/startup-failed';
import type { RegionConfig } from '../../regions/region-schema';
import { PageLoader } from '../ui/page-loader';

const queryClient = createQueryClient();
const createAppRouter = () =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    // Also the fallback while a page's chunk loads (each match has its own Suspense boundary).
    defaultPendingComponent: PageLoader,
  });

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

/** How long the first render waits for the first page's route to load. */
const FIRST_LOAD_WAIT_MS = 1500;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Made in a task of its own at start (tens of ms at 4x CPU), before anything can navigate. */
let router: ReturnType<typeof createAppRouter>;

let root: Root | undefined;
const mount = (): Root => {
  if (root) return root;
  const element = document.getElementById('root')!;
  releasePageShellWhenDrawn(element);
  return (root = createRoot(element));
};

/** The demo's stand-in for Google and Apple (mocks/demo-provider.tsx), drawn instead of the app. */
export async function startDemoProvider(): Promise<void> {
  if (!__MOCK_BACKEND__) return;
  const [{ startMockBackend }, { DemoProvider }] = await Promise.all([import('../../mocks/browser'), import('../../mocks/demo-provider')]);
  await startMockBackend();
  dropPageShell();
  mount().render(
    <StrictMode>
      <DemoProvider />
    </StrictMode>,
  );
}

export async function startApp({ region, locale, webview }: { region: RegionConfig; locale: string; webview: boolean }): Promise<void> {
  // The start-up's steps in tasks of their own (issue 18's blocking time): the modules' evaluation, the router, then
  // the texts, the session and the first render.
  await yieldToBrowser();
  router = createAppRouter();
  await yieldToBrowser();

  setupHttp({
    // The user's data goes with the session; what guests may see too (markets, rates) stays.
    clearLogin: () => queryClient.removeQueries({ predicate: isUserQuery }),
    isWebview: () => webview,
    pushToken: () => undefined,
    navigate: (path) => void router.navigate({ href: path }),
  });

  // The app's texts load alongside the mock backend (they need no call).
  const i18nReady = initI18n(locale, region.locales);
  i18nReady.catch(() => undefined);
  // Compiled out of production builds: __MOCK_BACKEND__ is the literal false there.
  if (__MOCK_BACKEND__) {
    const { startMockBackend } = await import('../../mocks/browser');
    setDemoControls(await startMockBackend());
  }

  // The session is learnt in place, not awaited: the page draws now. Retry (the start-up error's button) asks again.
  const learnSession = () =>
    loadSession(queryClient, {
      // The notice's code and its texts, so that the failure is said in full and in the page's language at once.
      beforeFailure: () => Promise.all([startupErrorModule.load(), i18nReady.then(() => i18next.loadNamespaces('startup'))]),
      // Who the user is changed from what the cookies said: the shown route's guards run again (a route still on its
      // way in reads the session when its guards run; they wait for it).
      onChange: () => {
        if (router.state.resolvedLocation) void router.invalidate();
      },
    });
  sessionStatus.setRetry(() => void learnSession());
  void learnSession();

  await i18nReady;
  // The socket's code and wiring load with the first subscription (a page's effect), not with every page, and
  // after the frame that draws the page: its data (a snapshot, then updates) cannot arrive sooner anyway. The code's
  // evaluation and the connection's start are a task each (together one long task on a slow phone, issue 18).
  configureSocketOnDemand(() =>
    afterNextFrame()
      .then(() => import('./setup-socket'))
      .then(async (module) => {
        await yieldToBrowser();
        return module.setupSocket();
      }),
  );
  // Live streams stay open between pages of one group (trade, activities, balance, history, crypto-borrow).
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation && releasesIdleStreams(fromLocation.pathname, toLocation.pathname)) currentTradeSocket()?.releaseIdle();
  });
  // The first page's route (its guards, its chunk, its loaders) is loaded before the first render, so that the render
  // is one time-sliced transition: rendered while the router was still loading, each of the router's state changes
  // (an external store) drew the whole page again in one synchronous pass, a long task on a slow phone (issue 18).
  // Not for long: a page whose guards wait for a session call that hangs still draws (and says so) at once after.
  await Promise.race([router.load().catch(() => undefined), delay(FIRST_LOAD_WAIT_MS)]);
  // A transition: React draws the first page in slices of a few milliseconds, yielding to the browser between them,
  // rather than in one long task (at 4x CPU the first render of a page is several hundred ms: issue 18's TBT).
  startTransition(() =>
    mount().render(
      <StrictMode>
        <StartupBoundary>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StartupBoundary>
      </StrictMode>,
    ),
  );
  // Another tab's logout or login: this tab follows in place, and the shown route's guards run again.
  watchSessionCookie({
    onSignedOut: () => {
      leaveSession(queryClient);
      void router.invalidate();
    },
    // A failure (the other tab's login not finished yet) is thrown back to the watch, which tries again.
    onSignedIn: () => enterSession(queryClient).then(() => router.invalidate()),
  });
  // The toaster, cookie consent and the version poll: not needed to draw a page, so their code comes after.
  whenScreenSettled(() => void import('./after-paint').then((module) => module.startAfterPaint({ webview })), {
    isFetching: () => queryClient.isFetching() > 0 || router.state.status === 'pending',
  });
}

function StartupFailure({ error }: { error: unknown }) {
  const screen = useLazyModule(startupErrorModule);
  const [, textsLoaded] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    startupErrorModule.load().catch(() => undefined);
    // In the page's language once its texts are there (i18n may well be up: the failure came later).
    if (i18next.isInitialized) i18next.loadNamespaces('startup').then(textsLoaded, () => undefined);
  }, []);
  return (
    <main id="main" className="app__main">
      {screen ? (
        <screen.StartupErrorScreen
          problem={{ reason: 'crash', message: error instanceof Error ? error.message : String(error) }}
          t={screen.startupTexts()}
          // A deliberate full load: the start-up itself failed, so only starting again from the document can mend it.
          onRetry={() => location.reload()}
          storageBlocked={browserStorageBlocked()}
        />
      ) : (
        <p role="alert">{STARTUP_FAILED}</p>
      )}
    </main>
  );
}

/** What the router's own error screens cannot catch (the providers around it) ends on the start-up error too. */
class StartupBoundary extends Component<{ children: ReactNode }, { error?: unknown; failed: boolean }> {
  override state: { error?: unknown; failed: boolean } = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }
  override render() {
    return this.state.failed ? <StartupFailure error={this.state.error} /> : this.props.children;
  }
}

/** The start threw (a module that did not load, a browser without what the app needs, a bug): said, never blank. */
export function showStartupFailure(error: unknown): void {
  console.error(error);
  try {
    mount().render(<StartupFailure error={error} />);
  } catch {
    writeStartupFailedLine();
  }
}
