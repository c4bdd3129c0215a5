/**
 * Open modals as a map (spec section 4): any number may be open; page scroll is locked while at least one
 * is and unlocked when none is. Some kinds have no backdrop (delisting, high-risk market, deposit
 * restriction) and some no close icon.
 */
import { useSyncExternalStore } from 'react';

export interface ModalOptions {
  backdrop?: boolean;
  closable?: boolean;
}

export const MODAL_KINDS: Record<string, Required<ModalOptions>> = {
  delisting: { backdrop: false, closable: true },
  highRiskMarket: { backdrop: false, closable: false },
  depositRestriction: { backdrop: false, closable: false },
  confirmCode: { backdrop: true, closable: true },
  generic: { backdrop: true, closable: true },
};

type OpenModals = ReadonlyMap<string, Required<ModalOptions> & { props?: unknown }>;
let open: OpenModals = new Map();
const listeners = new Set<() => void>();

function publish(next: OpenModals): void {
  open = next;
  if (typeof document !== 'undefined') document.documentElement.style.overflow = next.size > 0 ? 'hidden' : '';
  for (const l of listeners) l();
}

export const modals = {
  open(name: string, props?: unknown, kind: keyof typeof MODAL_KINDS = 'generic'): void {
    const next = new Map(open);
    next.set(name, { ...(MODAL_KINDS[kind] ?? MODAL_KINDS.generic!), props });
    publish(next);
  },
  close(name: string): void {
    if (!open.has(name)) return;
    const next = new Map(open);
    next.delete(name);
    publish(next);
  },
  closeAll(): void {
    publish(new Map());
  },
  isOpen(name: string): boolean {
    return open.has(name);
  },
  snapshot(): OpenModals {
    return open;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useOpenModals(): OpenModals {
  return useSyncExternalStore(modals.subscribe, modals.snapshot, modals.snapshot);
}
