/**
 * The page frame: skip link, header, main content, footer, the support chat button (5 s after start, not on every
 * page: ./support-launcher.tsx) and the toaster (spec section 9 settings), in the three layouts of spec section 2:
 * default; empty (no header or footer: webview, OAuth client and brand pages); terms (the legal pages, in the light
 * colour mode).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenScreenSettled } from '../../lib/loading/screen-settled';
import type { LayoutName } from '../../lib/routing/route-rules';
import { AppToaster } from '../../lib/toast/app-toaster';
import { DeferredSupportLauncher } from './deferred-support-launcher';
import { SiteHeader } from './site-header';
import { SessionStartupError } from './session-startup-error';

const SiteFooter = lazy(() => import('./site-footer').then((module) => ({ default: module.SiteFooter })));

/** The footer is below the fold: its code and texts come once the first screen has settled. */
function DeferredFooter() {
  const queryClient = useQueryClient();
  const router = useRouter();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let live = true;
    whenScreenSettled(() => live && setShown(true), {
      isFetching: () => queryClient.isFetching() > 0 || router.state.status === 'pending',
    });
    return () => {
      live = false;
    };
  }, [queryClient, router]);
  return shown ? (
    <Suspense fallback={null}>
      <SiteFooter />
    </Suspense>
  ) : null;
}

export function AppShell({
  children,
  layout = 'default',
  light = false,
}: {
  children: React.ReactNode;
  layout?: LayoutName;
  light?: boolean;
}) {
  const { t } = useTranslation('common');
  const framed = layout !== 'empty';
  return (
    <div className={`app app--${layout}`} data-theme={light || layout === 'terms' ? 'light' : undefined} data-layout={layout}>
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {framed && <SiteHeader />}
      <main id="main" className="app__main" tabIndex={-1}>
        {/* The session call failed or hung at start (issue 17): said above the page, which stays usable. */}
        <SessionStartupError />
        {children}
      </main>
      {framed && <DeferredFooter />}
      <DeferredSupportLauncher />
      <AppToaster label={t('toasts.label')} />
    </div>
  );
}
