/**
 * The bridge to the mobile app when the site runs in its webview (spec sections 1 and 2): navigation,
 * clipboard and the passkey check, behind one typed interface. The app injects
 * `window.ReactNativeWebView.postMessage` (Android and iOS); replies come back as `message` events.
 */
import { safeUrl } from '../navigation/safe-url';
import { safeSessionStorage } from '../storage/safe-storage';

const WEBVIEW_FLAG = 'webview';

export type BridgeMessage = { type: 'navigate'; url: string } | { type: 'copy'; text: string } | { type: 'passkey-check'; id: string };

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

/** `webview=true` once in the URL marks the whole visit as running inside the app. */
export function detectWebview(search: string, storage: Pick<Storage, 'getItem' | 'setItem'> = safeSessionStorage): boolean {
  if (new URLSearchParams(search).get('webview') === 'true') {
    storage.setItem(WEBVIEW_FLAG, 'true');
    return true;
  }
  return storage.getItem(WEBVIEW_FLAG) === 'true';
}

export interface WebviewBridge {
  readonly available: boolean;
  navigate(url: string): void;
  copy(text: string): Promise<void>;
  /** Asks the app whether the device can use a passkey; false when the app does not answer in time. */
  passkeyAvailable(timeoutMs?: number): Promise<boolean>;
}

export function createWebviewBridge(target: Window & NativeWindow = window as Window & NativeWindow): WebviewBridge {
  const native = target.ReactNativeWebView;
  const post = (message: BridgeMessage) => native?.postMessage(JSON.stringify(message));
  let nextId = 1;
  return {
    available: Boolean(native),
    navigate(url) {
      // Only http(s) or a path of this site (the one allow-list, `safeUrl`), for the app and the browser alike.
      const safe = safeUrl(url, { path: true });
      if (safe === undefined) return;
      if (native) post({ type: 'navigate', url: safe });
      else target.location.assign(safe); // full reload: outside the webview the targets are other origins (stores, app links)
    },
    async copy(text) {
      if (native) post({ type: 'copy', text });
      else await target.navigator.clipboard.writeText(text);
    },
    passkeyAvailable(timeoutMs = 1500) {
      if (!native) return Promise.resolve('PublicKeyCredential' in target);
      const id = `passkey-${nextId++}`;
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(false), timeoutMs);
        const onMessage = (event: MessageEvent) => {
          const data = typeof event.data === 'string' ? safeParse(event.data) : event.data;
          if (data && data.type === 'passkey-check-result' && data.id === id) finish(Boolean(data.available));
        };
        const finish = (value: boolean) => {
          clearTimeout(timer);
          target.removeEventListener('message', onMessage);
          resolve(value);
        };
        target.addEventListener('message', onMessage);
        post({ type: 'passkey-check', id });
      });
    },
  };
}

function safeParse(text: string): { type?: string; id?: string; available?: unknown } | undefined {
  try {
    return JSON.parse(text) as { type?: string; id?: string; available?: unknown };
  } catch {
    return undefined;
  }
}
