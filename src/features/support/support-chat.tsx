/**
 * "Chat with support" on the support page: a signed-in user starts the help desk's chat (src/lib/support), which
 * knows them by the widget token (POST /v2/zendesk/jwt/generate); once opened on this browser, it loads by itself
 * on later visits (when the browser is idle, within 5 s). /support needs a login, so the user is always known.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateSupportWidgetToken } from '../../../generated/api/auth/auth';
import { whenIdle } from '../../lib/loading/when-idle';
import { chatOpenedBefore, startSupportChat } from '../../lib/support/support-chat';

/** The longest the chat's own loading waits for an idle browser on a later visit. */
export const CHAT_AUTOLOAD_MS = 5000;

export function SupportChat() {
  const { t } = useTranslation('support');
  const widgetToken = useGenerateSupportWidgetToken();
  const [state, setState] = useState<'idle' | 'starting' | 'unavailable'>('idle');
  const token = () => widgetToken.mutateAsync().then(({ data }) => data.token);

  const start = async (open: boolean) => {
    setState('starting');
    const result = await startSupportChat(token, { open });
    setState(result === 'unavailable' ? 'unavailable' : 'idle');
  };

  useEffect(() => {
    if (!chatOpenedBefore()) return;
    return whenIdle(() => void start(false), { timeoutMs: CHAT_AUTOLOAD_MS, fallbackMs: CHAT_AUTOLOAD_MS });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  return (
    <section className="card" aria-labelledby="support-chat" data-testid="support-chat">
      <h2 id="support-chat">{t('chat.title')}</h2>
      <p>{t('chat.text')}</p>
      <button type="button" className="button" aria-busy={state === 'starting'} onClick={() => void start(true)}>
        {t('chat.start')}
      </button>
      {state === 'unavailable' && (
        <p className="notice notice--warning" role="alert">
          {t('chat.unavailable')}
        </p>
      )}
    </section>
  );
}
