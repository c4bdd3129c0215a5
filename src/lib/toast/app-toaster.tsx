/**
 * The app's one toaster (spec section 9), mounted by the shell. sonner's code arrives when the toaster is
 * first wanted (idle after first paint, or the first toast), not with the page.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadSonner, onToasterRequested, toasterMounted } from './toast';
import { toasterConfig } from './toaster-config';

const LazyToaster = lazy(async () => {
  const { Toaster } = await loadSonner();
  function MountedToaster({ label }: { label: string }) {
    // A parent's effect runs after its children's: sonner's <Toaster> has subscribed by now.
    useEffect(() => toasterMounted(), []);
    return <Toaster {...toasterConfig} containerAriaLabel={label} />;
  }
  return { default: MountedToaster };
});

export function AppToaster({ label }: { label: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToasterRequested(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster label={label} />
    </Suspense>
  );
}
