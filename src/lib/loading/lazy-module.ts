/**
 * A module that only a rare path needs (the start-up error, the account menu's panel), loaded on demand so that
 * the shell's first load does not carry it. Unlike React.lazy, a failed load is not kept: the next load() asks
 * again (the network may be back), and a component reads the module without suspending, so it can draw a
 * stand-in of its own while the module is missing instead of throwing to an error boundary.
 */
import { useSyncExternalStore } from 'react';

export interface LazyModule<M> {
  /** Imports the module: once, and again after a failed attempt. */
  load(): Promise<M>;
  /** The module once it has loaded. */
  current(): M | undefined;
  subscribe(listener: () => void): () => void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => loaded,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** The module once loaded, else undefined; when to load() (on mount, on intent, on a failure) is the caller's. */
export function useLazyModule<M>(module: LazyModule<M>): M | undefined {
  return useSyncExternalStore(module.subscribe, module.current, module.current);
}
