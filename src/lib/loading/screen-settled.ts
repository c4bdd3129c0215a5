/**
 * When the screen has settled: no loading placeholder is mounted and nothing is being fetched. Code that no
 * screen needs in order to draw (the toaster, cookie consent, the new-version poll) starts then, so that on a
 * slow network it does not compete with the page's own chunks and data, and it is not part of what the
 * first page costs to show.
 */
import { useEffect } from 'react';

let mountedPlaceholders = 0;

/** Marks the calling placeholder (a page or query loader) as on screen while it is mounted. */
export function useLoadingPlaceholder(): void {
  useEffect(() => {
    mountedPlaceholders++;
    return () => void mountedPlaceholders--;
  }, []);
}

export interface SettledOptions {
  /** Whether data or route code is still on its way (queries, the router's pending navigation). */
  isFetching: () => boolean;
  /** Runs the callback anyway after this long: a page that polls or streams may never go quiet. */
  maxWaitMs?: number;
}

const idle = (fn: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(fn, { timeout: 1000 });
  else setTimeout(fn, 200);
};

/**
 * Calls back once, on an idle moment after two idle checks in a row found no placeholder and nothing
 * fetching (one check can fall between a route resolving and its lazy page showing its loader).
 */
export function whenScreenSettled(callback: () => void, { isFetching, maxWaitMs = 10_000 }: SettledOptions): void {
  const started = performance.now();
  let quietChecks = 0;
  const check = () => {
    quietChecks = mountedPlaceholders > 0 || isFetching() ? 0 : quietChecks + 1;
    if (quietChecks >= 2 || performance.now() - started > maxWaitMs) callback();
    else idle(check);
  };
  idle(check);
}
