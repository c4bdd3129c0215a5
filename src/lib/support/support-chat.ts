/**
 * The support chat (spec section 4: the support widget loads on first click, or by itself on a later visit once it
 * was opened before). It is the help desk's messaging widget (Zendesk's Web Widget API: a global `zE` the
 * deployment's script defines, from VITE_SUPPORT_WIDGET_SCRIPT; in the demo build a stand-in, mocks/demo-support-chat.ts),
 * told who a signed-in user is by the token of POST /v2/zendesk/jwt/generate (a guest chats anonymously). Failures
 * come back as `unavailable`. Once started, the widget draws its own launcher; the app shows or hides it with the
 * widget's own `show` and `hide` commands (spec section 2: hidden on trade, deposit and registration pages).
 */
import { runtimeConfig } from '../config/runtime-config';
import { thirdPartyGlobal } from '../loading/third-party-script';
import { safeLocalStorage } from '../storage/safe-storage';

/** The Web Widget's command function (messenger API). */
export type SupportWidget = (scope: string, command: string, argument?: unknown) => void;

const OPENED_BEFORE = 'support-chat:opened';

/** Whether the user opened the chat before on this browser (then it loads by itself). */
export const chatOpenedBefore = (): boolean => safeLocalStorage.getItem(OPENED_BEFORE) === '1';

const widgetOf = () => (globalThis as { zE?: SupportWidget }).zE;

/** The widget, from the page or from the configured script (loaded once); undefined when there is neither. */
export const loadSupportWidget = (script = runtimeConfig.supportWidgetScript): Promise<SupportWidget | undefined> =>
  thirdPartyGlobal(script, widgetOf, 'ze-snippet');

// Whether the widget was started on this page, whoever started it (the /support page's chat or the shell's button),
// and whether the current page wants its launcher shown.
let started: SupportWidget | undefined;
let visible = true;
const listeners = new Set<() => void>();

/** Whether the widget is started (its own launcher then stands in for the app's button). */
export const supportWidgetStarted = (): boolean => started !== undefined;

/** Told once the widget has started. */
export function onSupportWidgetStarted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows or hides the started widget (launcher and conversation); remembered for a widget started later. */
export function showSupportWidget(show: boolean): void {
  if (show === visible) return;
  visible = show;
  started?.('messenger', show ? 'show' : 'hide');
}

/**
 * Starts the widget, with the user signed in when `token` is given (the widget asks it for the JWT whenever it needs
 * one), and opens its conversation when `open`; the browser remembers that the chat was opened.
 */
export async function startSupportChat(
  token: (() => Promise<string>) | undefined,
  { open }: { open: boolean },
): Promise<'started' | 'unavailable'> {
  const widget = await loadSupportWidget();
  if (!widget) return 'unavailable';
  if (token) widget('messenger', 'loginUser', (callback: (jwt: string) => void) => void token().then(callback, () => undefined));
  if (!visible) widget('messenger', 'hide');
  if (open) {
    widget('messenger', 'open');
    safeLocalStorage.setItem(OPENED_BEFORE, '1');
  }
  if (!started) {
    started = widget;
    for (const listener of listeners) listener();
  }
  return 'started';
}

/** Tests: forgets the started widget. */
export function resetSupportWidget(): void {
  started = undefined;
  visible = true;
}
