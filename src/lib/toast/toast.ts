/**
 * Toasts of spec sections 8 and 9, on sonner: default 4000 ms, warnings and login errors 7000 ms.
 * Kernels and features call these; the <Toaster> itself is mounted once by the app shell.
 */
import { toast } from 'sonner';

export const TOAST_DURATION_MS = 4000;
export const MESSAGE_DISPLAY_MS = 7000;

export const notify = {
  info: (title: string, description?: string) => toast.info(title, { description }),
  success: (title: string, description?: string) => toast.success(title, { description }),
  warning: (title: string, description?: string) => toast.warning(title, { description, duration: MESSAGE_DISPLAY_MS }),
  error: (title: string, description?: string, options: { duration?: number; id?: string } = {}) =>
    toast.error(title, { description, duration: options.duration ?? TOAST_DURATION_MS, id: options.id }),
};
