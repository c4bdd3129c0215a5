/**
 * The user's chats, the one changed last first: the contact, the last message in a line, how many of the contact's
 * requests wait for an answer. Read again every few seconds, so an answer the other party sends shows up here too.
 */
import { useTranslation } from 'react-i18next';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import { useListQuickSendChats } from '../../../generated/api/quick-send/quick-send';
import { formatShortDateTime } from '../../lib/format/date-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { ContactAvatar, contactName } from './contact-avatar';
import { useAmountText } from './amount-text';

export const CHATS_POLL_MS = 5_000;

export function ChatList() {
  const { t } = useTranslation('quicksend');
  const chats = useListQuickSendChats({ limit: 100 }, { query: { refetchInterval: CHATS_POLL_MS } });
  return (
    <section aria-labelledby="quicksend-chats-title">
      <h2 id="quicksend-chats-title">{t('chats.title')}</h2>
      {chats.isPending ? (
        <QueryLoading />
      ) : chats.isError ? (
        <CallError error={chats.error} onRetry={() => void chats.refetch()} />
      ) : chats.data.data.length === 0 ? (
        <QueryEmpty>{t('chats.empty')}</QueryEmpty>
      ) : (
        <ul className="quicksend-chats" data-testid="quicksend-chats">
          {chats.data.data.map((chat) => (
            <ChatRow key={chat.id} chat={chat} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChatRow({ chat }: { chat: QuickSendChat }) {
  const { t, i18n } = useTranslation('quicksend');
  const amount = useAmountText();
  const last = chat.lastMessage;
  const preview = !last
    ? t('chats.none')
    : last.kind === 'text'
      ? (last.text ?? '')
      : t(`preview.${last.kind}_${last.direction}`, { amount: amount(last.amount ?? '0', last.ticker ?? '') });
  return (
    <li className="quicksend-chats__row" data-testid="quicksend-chat-row" data-id={chat.id} data-waiting={chat.waitingForMe}>
      <ContactAvatar contact={chat.contact} />
      <span className="quicksend-chats__main">
        <AppLink to={`/quicksend/chat/${chat.id}`} className="quicksend-chats__name">
          {contactName(chat.contact)}
        </AppLink>
        <span className="quicksend-chats__preview">{preview}</span>
        {chat.waitingForMe > 0 && (
          <span className="badge" data-testid="quicksend-waiting">
            {t('chats.waiting', { count: chat.waitingForMe })}
          </span>
        )}
      </span>
      <time className="quicksend-chats__time" dateTime={new Date(chat.updatedAt * 1000).toISOString()}>
        {formatShortDateTime(chat.updatedAt, i18n.language)}
      </time>
    </li>
  );
}
