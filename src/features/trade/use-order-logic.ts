/**
 * The order form's logic chunk (order-logic.ts): requested when the browser is idle after the trade page's first
 * paint, or at once when a field gets focus, whichever comes first. Callers run their code with the module now
 * when it is there, or as soon as it arrives.
 */
import { useEffect } from 'react';
import type * as OrderLogicModule from './order-logic';
import { whenIdle } from '../../lib/loading/when-idle';

export type OrderLogic = typeof OrderLogicModule;

let loaded: OrderLogic | undefined;
let loading: Promise<OrderLogic> | undefined;

export function loadOrderLogic(): Promise<OrderLogic> {
  loading ??= import('./order-logic').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = undefined; // a failed chunk load is tried again at the next use
      throw error;
    },
  );
  return loading;
}

/** The module, when it has arrived. */
export function orderLogic(): OrderLogic | undefined {
  return loaded;
}

/** Runs `run` with the module: synchronously when it is loaded, otherwise once it is. */
export function withOrderLogic(run: (logic: OrderLogic) => void): void {
  if (loaded) run(loaded);
  else void loadOrderLogic().then(run);
}

/** Asks for the module once the browser is idle after the first paint. */
export function usePreloadOrderLogic(): void {
  useEffect(() => {
    if (loaded) return;
    return whenIdle(() => void loadOrderLogic().catch(() => undefined), { timeoutMs: 1_000, fallbackMs: 200 });
  }, []);
}
