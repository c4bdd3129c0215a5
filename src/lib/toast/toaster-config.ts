/**
 * The one <Toaster> of the app (spec section 9): bottom-right, 4000 ms, 3 visible, hotkey Alt+T, labelled
 * "Notifications" (translated by the shell through `common:toasts.label`). Sonner's own constants give the
 * rest of the spec's figures and are not props: a 45 px swipe dismisses a toast, and a dismissed toast is
 * removed after 200 ms (toaster-config.test.tsx reads both from the installed sonner).
 */
import type { ToasterProps } from 'sonner';
import { TOAST_DURATION_MS } from './toast';

export const TOAST_VISIBLE = 3;
export const TOAST_SWIPE_THRESHOLD_PX = 45;
export const TOAST_REMOVE_DELAY_MS = 200;
export const TOAST_LABEL_KEY = 'common:toasts.label';

export const toasterConfig: Readonly<
  Required<Pick<ToasterProps, 'position' | 'duration' | 'visibleToasts' | 'hotkey' | 'theme' | 'richColors' | 'closeButton'>>
> = {
  position: 'bottom-right',
  duration: TOAST_DURATION_MS,
  visibleToasts: TOAST_VISIBLE,
  hotkey: ['altKey', 'KeyT'],
  theme: 'dark',
  richColors: true,
  closeButton: true,
};
