/**
 * The bridge to the mobile app when the site runs in its webview (spec sections 1 and 2): navigation,
 * clipboard, the passkey check and the passkey ceremony of a login, behind one typed interface. The app injects
 * `window.ReactNativeWebView.postMessage` (Android and iOS); replies come back as `message` events.
 *
 * The passkey ceremony (`passkeyGet`): the page posts {type: 'passkey-get', id, options} with the server's request
 * options (standard WebAuthn JSON); the app runs the platform's passkey sign-in and answers {type:
 * 'passkey-get-result', id, credential} with the assertion in its JSON form, or {type: 'passkey-get-result', id,
 * error} ('cancelled' when the user closed it). No answer in time counts as the error 'timeout'. Adding a passkey
 * (`passkeyCreate`) is the same exchange with 'passkey-create': the server's creation options, and the app's
 * attestation JSON in 'passkey-create-result'.
 */
import { safeUrl } from '../navigation/safe-url';

export { detectWebview } from './detect-webview';

export type BridgeMessage =
  | { type: 'navigate'; url: string }
  | { type: 'copy'; text: string }
  | { type: 'passkey-check'; id: string }
  | { type: 'passkey-get'; id: string; options: unknown }
  | { type: 'passkey-create'; id: string; options: unknown };

/** The app's answer to `passkey-get` or `passkey-create`: the credential's JSON, or why there is none. */
export type PasskeyAnswer = { credential: unknown } | { error: string };

/** How long the app has for a passkey sign-in (the user picks a passkey and verifies): the options' 60 s and more. */
export const PASSKEY_GET_TIMEOUT_MS = 120_000;

interface NativeWindow {
  ReactNativeWebView?: { postMessage(message: string): void };
}

export interface WebviewBridge {
  readonly available: boolean;
  navigate(url: string): void;
  copy(text: string): Promise<void>;
  /** Asks the app whether the device can use a passkey; false when the app does not answer in time. */
  passkeyAvailable(timeoutMs?: number): Promise<boolean>;
  /** Has the app sign a passkey login's options; `{error: 'unavailable'}` outside the app, 'timeout' when it does not answer. */
  passkeyGet(options: unknown, timeoutMs?: number): Promise<PasskeyAnswer>;
  /** Has the app create a passkey for the registration options; the same answers as `passkeyGet`. */
  passkeyCreate(options: unknown, timeoutMs?: number): Promise<PasskeyAnswer>;
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
      return request<boolean>('passkey-check', {}, timeoutMs, false, (data) => Boolean(data.available));
    },
    passkeyGet: (options, timeoutMs = PASSKEY_GET_TIMEOUT_MS) => ceremony('passkey-get', options, timeoutMs),
    passkeyCreate: (options, timeoutMs = PASSKEY_GET_TIMEOUT_MS) => ceremony('passkey-create', options, timeoutMs),
  };

  /** A passkey ceremony the app runs: its credential, or why there is none ('unavailable' outside the app). */
  function ceremony(type: 'passkey-get' | 'passkey-create', options: unknown, timeoutMs: number): Promise<PasskeyAnswer> {
    if (!native) return Promise.resolve({ error: 'unavailable' });
    return request<PasskeyAnswer>(type, { options }, timeoutMs, { error: 'timeout' }, (data) =>
      data.credential !== undefined && data.credential !== null
        ? { credential: data.credential }
        : { error: typeof data.error === 'string' && data.error ? data.error : 'failed' },
    );
  }

  /** Posts a request with a fresh id and resolves with the app's answer of the matching `<type>-result`, or `fallback` in time. */
  function request<T>(
    type: 'passkey-check' | 'passkey-get' | 'passkey-create',
    fields: Record<string, unknown>,
    timeoutMs: number,
    fallback: T,
    read: (data: AppAnswer) => T,
  ): Promise<T> {
    const id = `passkey-${nextId++}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(fallback), timeoutMs);
      const onMessage = (event: MessageEvent) => {
        const data = typeof event.data === 'string' ? safeParse(event.data) : (event.data as AppAnswer | undefined);
        if (data && data.type === `${type}-result` && data.id === id) finish(read(data));
      };
      const finish = (value: T) => {
        clearTimeout(timer);
        target.removeEventListener('message', onMessage);
        resolve(value);
      };
      target.addEventListener('message', onMessage);
      post({ type, id, ...fields } as BridgeMessage);
    });
  }
}

interface AppAnswer {
  type?: string;
  id?: string;
  available?: unknown;
  credential?: unknown;
  error?: unknown;
}

function safeParse(text: string): AppAnswer | undefined {
  try {
    return JSON.parse(text) as AppAnswer;
  } catch {
    return undefined;
  }
}
