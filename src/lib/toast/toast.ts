/**
 * Toasts of spec sections 8 and 9, on sonner: default 4000 ms, warnings and login errors 7000 ms.
 * Kernels and features call these; the <Toaster> itself is mounted once by the app shell with
 * `toasterConfig` (./toaster-config).
 */
import { toast } from 'sonner';

export const TOAST_DURATION_MS = 4000;
/** Spec section 9 "message display 7000 ms": warning notifications and the login errors. */
export const MESSAGE_DISPLAY_MS = 7000;

export interface NotifyOptions {
  /** Overrides the type's duration. */
  duration?: number;
  /** The same id replaces a toast instead of stacking a copy. */
  id?: string;
}

const options = (description: string | undefined, defaultDuration: number, { duration, id }: NotifyOptions) => ({
  description,
  duration: duration ?? defaultDuration,
  ...(id === undefined ? {} : { id }),
});

export const notify = {
  info: (title: string, description?: string, opts: NotifyOptions = {}) => toast.info(title, options(description, TOAST_DURATION_MS, opts)),
  success: (title: string, description?: string, opts: NotifyOptions = {}) =>
    toast.success(title, options(description, TOAST_DURATION_MS, opts)),
  warning: (title: string, description?: string, opts: NotifyOptions = {}) =>
    toast.warning(title, options(description, MESSAGE_DISPLAY_MS, opts)),
  error: (title: string, description?: string, opts: NotifyOptions = {}) =>
    toast.error(title, options(description, TOAST_DURATION_MS, opts)),
  /** A toast that stays until the user acts on it (a new version to load). */
  action: (title: string, label: string, onClick: () => void) => toast.info(title, { duration: Infinity, action: { label, onClick } }),
};

export type Notify = typeof notify;
