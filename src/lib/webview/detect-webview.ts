/**
 * Whether the site runs in the mobile app's webview. Apart from the bridge (webview-bridge.ts) because every page's
 * first load asks it, and only the features that talk to the app need the bridge's code.
 */
import { safeSessionStorage } from '../storage/safe-storage';

const WEBVIEW_FLAG = 'webview';

/** `webview=true` once in the URL marks the whole visit as running inside the app. */
export function detectWebview(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> = safeSessionStorage): boolean {
  if (new URLSearchParams(search).get('webview') === 'true') {
    storage.setItem(WEBVIEW_FLAG, 'true');
    return true;
  }
  return storage.getItem(WEBVIEW_FLAG) === 'true';
}
