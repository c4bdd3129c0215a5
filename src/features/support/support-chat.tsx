/**
 * "Chat with support" on the support page: a signed-in user starts the help desk's chat (src/lib/support), which
 * knows them by the widget token (POST /v2/zendesk/jwt/generate). /support needs a login, so the user is always
 * known. Loading it by itself on a later visit is the shell's support button's (src/features/shell/support-launcher.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGenerateSupportWidgetToken } from '../../../generated/api/auth/auth';
import { startSupportChat } from '../../lib/support/support-chat';

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
