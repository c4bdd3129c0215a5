/**
 * The support chat button on every page but trade, deposit and registration (spec section 2), and not on deposit or
 * withdrawal pages in the mobile app's webview (which has its own support): shown SUPPORT_BUTTON_DELAY_MS after the
 * app starts (spec section 9, by ./deferred-support-launcher.tsx, which loads this module then), and hidden or shown
 * again as the user moves between pages in the app. Until the help desk's widget is loaded, the button is the app's
 * own; its first click loads the widget and opens the chat (spec section 4), a signed-in user known by the widget
 * token. Once the widget is loaded (by this click, by the /support page's chat, or by itself on a later visit once
 * the chat was opened before), its own launcher stands in for the button and is shown or hidden with the widget's
 * commands.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { generateSupportWidgetToken } from '../../../generated/api/auth/auth';
import { whenIdle } from '../../lib/loading/when-idle';
import { hidesSupportButton, suppressesCaptchaAndSupport } from '../../lib/routing/route-rules';
import { localizedPath } from '../../lib/routing/use-area';
import { useSessionSnapshot } from '../../lib/session/session-store';
import {
  chatOpenedBefore,
  onSupportWidgetStarted,
  showSupportWidget,
  startSupportChat,
  supportWidgetStarted,
} from '../../lib/support/support-chat';
import { detectWebview } from '../../lib/webview/detect-webview';

/** Where the chat is not offered: spec section 2's pages, and the webview's deposit and withdrawal pages. */
export function supportButtonHidden(pathname: string, search: string): boolean {
  const { path } = localizedPath(pathname);
  return hidesSupportButton(path) || suppressesCaptchaAndSupport(path, detectWebview(search));
}

/** The longest a later visit's own loading of the chat waits for an idle browser. */
export const CHAT_AUTOLOAD_MS = 5000;

const widgetToken = () => generateSupportWidgetToken({ suppressNotification: true, handledStatuses: [401] }).then(({ data }) => data.token);

export default function SupportLauncher() {
  const { t } = useTranslation('common');
  const { loggedIn } = useSessionSnapshot();
  const hidden = useRouterState({ select: (state) => supportButtonHidden(state.location.pathname, state.location.searchStr) });
  const started = useSyncExternalStore(onSupportWidgetStarted, supportWidgetStarted, supportWidgetStarted);
  const [state, setState] = useState<'idle' | 'starting' | 'unavailable'>('idle');
  const start = async (open: boolean) => {
    setState('starting');
    const result = await startSupportChat(loggedIn ? widgetToken : undefined, { open });
    setState(result === 'unavailable' ? 'unavailable' : 'idle');
  };

  // The started widget follows the page (its own launcher and conversation).
  useEffect(() => showSupportWidget(!hidden), [hidden]);

  // Opened before on this browser: the chat loads by itself, closed, on the first page that offers it.
  useEffect(() => {
    if (hidden || started || !chatOpenedBefore()) return;
    return whenIdle(() => void start(false), { timeoutMs: CHAT_AUTOLOAD_MS, fallbackMs: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- start reads the session when it runs
  }, [hidden, started]);

  if (hidden || started) return null;
  return (
    <div className="support-launcher" data-testid="support-launcher">
      {state === 'unavailable' && (
        <p className="support-launcher__note" role="alert">
          {t('support.unavailable')}
        </p>
      )}
      <button type="button" className="button support-launcher__button" aria-busy={state === 'starting'} onClick={() => void start(true)}>
        {t('support.button')}
      </button>
    </div>
  );
}
