/**
 * The support chat button comes SUPPORT_BUTTON_DELAY_MS after the app starts (spec section 9: "support button after
 * 5 s"), with its module (./support-launcher.tsx, which brings the widget token call): nothing of it is in a page's
 * first load. Mounted once by the shell, so moving between pages does not wait again.
 */
import { lazy, Suspense, useEffect, useState } from 'react';

export const SUPPORT_BUTTON_DELAY_MS = 5000;

const SupportLauncher = lazy(() => import('./support-launcher'));

export function DeferredSupportLauncher({ delayMs = SUPPORT_BUTTON_DELAY_MS }: { delayMs?: number }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDue(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return due ? (
    <Suspense fallback={null}>
      <SupportLauncher />
    </Suspense>
  ) : null;
}
