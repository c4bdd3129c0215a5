/**
 * An external store read by a component and drawn in transitions: React renders each change in slices of a few
 * milliseconds between frames, where useSyncExternalStore draws it in one synchronous pass of every reader (a live
 * store's first publication, or the socket's status when it connects, was one long task on a slow phone, issue 18).
 * A newer change simply replaces one not drawn yet. For stores whose readers may lag a frame (live views,
 * indicators); not for state a click must see at once.
 */
import { startTransition, useEffect, useState } from 'react';

/**
 * The store's current value. `subscribe` and `getSnapshot` are stable (module functions or memoised); given others,
 * the new store is read at once and subscribed to after the commit. `getSnapshot` returns the same value (by
 * Object.is) while nothing changed.
 */
export function useTransitionStore<T>(subscribe: (listener: () => void) => () => void, getSnapshot: () => T): T {
  const [shown, setShown] = useState(() => ({ subscribe, getSnapshot, value: getSnapshot() }));
  useEffect(() => {
    const show = () => {
      const value = getSnapshot();
      startTransition(() =>
        setShown((now) =>
          now.subscribe === subscribe && now.getSnapshot === getSnapshot && Object.is(now.value, value)
            ? now
            : { subscribe, getSnapshot, value },
        ),
      );
    };
    const unsubscribe = subscribe(show);
    // A change between the render and the subscription.
    show();
    return unsubscribe;
  }, [subscribe, getSnapshot]);
  return shown.subscribe === subscribe && shown.getSnapshot === getSnapshot ? shown.value : getSnapshot();
}
