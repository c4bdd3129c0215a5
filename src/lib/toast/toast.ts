/**
 * Toasts of spec sections 8 and 9, on sonner: default 4000 ms, warnings and login errors 7000 ms.
 * Kernels and features call these; the <Toaster> itself is mounted once by the app shell (<AppToaster>,
 * ./app-toaster).
 *
 * sonner is not needed to draw a page, so it is loaded after first paint (the shell asks for it on idle) or
 * with the first toast, whichever comes first. A toast asked for earlier is shown once the toaster is mounted:
 * sonner drops toasts raised while no <Toaster> listens.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

export const TOAST_DURATION_MS = 4000;
/** Spec section 9 "message display 7000 ms": warning notifications and the login errors. */
export const MESSAGE_DISPLAY_MS = 7000;

export interface NotifyOptions {
  /** Overrides the type's duration. */
  duration?: number;
  /** The same id replaces a toast instead of stacking a copy. */
  id?: string;
}

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
/** The sonner module, imported once. */
export const loadSonner = (): Promise<Sonner> => (sonner ??= import('sonner'));

let requested = false;
const requestListeners = new Set<() => void>();
let mountedToasters = 0;
let waitingForToaster: (() => void)[] = [];

/** Starts loading the toaster (idempotent); <AppToaster> mounts it when asked. */
export function requestToaster(): void {
  if (requested) return;
  requested = true;
  void loadSonner();
  for (const listener of requestListeners) listener();
}

/** For <AppToaster>: calls back once the toaster is wanted (at once if it already is); returns the remover. */
export function onToasterRequested(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => requestListeners.delete(listener);
}

/** For <AppToaster>: sonner's <Toaster> listens now, and waiting toasts go out. Returns the unmount call. */
export function toasterMounted(): () => void {
  mountedToasters++;
  const waiting = waitingForToaster;
  waitingForToaster = [];
  for (const release of waiting) release();
  return () => void mountedToasters--;
}

const toasterListening = (): Promise<void> =>
  mountedToasters > 0 ? Promise.resolve() : new Promise((resolve) => waitingForToaster.push(resolve));

type Kind = 'info' | 'success' | 'warning' | 'error';

function show(kind: Kind, title: string, options: ExternalToast): void {
  requestToaster();
  void Promise.all([loadSonner(), toasterListening()]).then(([{ toast }]) => toast[kind](title, options));
}

const options = (description: string | undefined, defaultDuration: number, { duration, id }: NotifyOptions): ExternalToast => ({
  description,
  duration: duration ?? defaultDuration,
  ...(id === undefined ? {} : { id }),
});

export const notify = {
  info: (title: string, description?: string, opts: NotifyOptions = {}): void =>
    show('info', title, options(description, TOAST_DURATION_MS, opts)),
  success: (title: string, description?: string, opts: NotifyOptions = {}): void =>
    show('success', title, options(description, TOAST_DURATION_MS, opts)),
  warning: (title: string, description?: string, opts: NotifyOptions = {}): void =>
    show('warning', title, options(description, MESSAGE_DISPLAY_MS, opts)),
  error: (title: string, description?: string, opts: NotifyOptions = {}): void =>
    show('error', title, options(description, TOAST_DURATION_MS, opts)),
  /** A toast that stays until the user acts on it (a new version to load). */
  action: (title: string, label: string, onClick: () => void): void =>
    show('info', title, { duration: Infinity, action: { label, onClick } }),
};

export type Notify = typeof notify;
