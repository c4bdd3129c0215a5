/**
 * The support chat (spec section 4: the support widget loads on first click, or by itself on a later visit once it
 * was opened before). It is the help desk's messaging widget (Zendesk's Web Widget API: a global `zE` the
 * deployment's script defines, from VITE_SUPPORT_WIDGET_SCRIPT; in the demo build a stand-in, mocks/demo-support-chat.ts),
 * told who the user is by the token of POST /v2/zendesk/jwt/generate. Failures come back as `unavailable`.
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

/**
 * Starts the widget with the user signed in (the widget asks `token` for the JWT whenever it needs one) and opens
 * its conversation when `open`; the browser remembers that the chat was opened.
 */
export async function startSupportChat(token: () => Promise<string>, { open }: { open: boolean }): Promise<'started' | 'unavailable'> {
  const widget = await loadSupportWidget();
  if (!widget) return 'unavailable';
  widget('messenger', 'loginUser', (callback: (jwt: string) => void) => void token().then(callback, () => undefined));
  if (open) {
    widget('messenger', 'open');
    safeLocalStorage.setItem(OPENED_BEFORE, '1');
  }
  return 'started';
}
