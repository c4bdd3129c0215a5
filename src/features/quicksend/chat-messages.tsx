/**
 * A chat's messages, oldest at the top (the call answers the newest first): texts, transfers and requests, each from
 * the user's side. A request the contact sent waits for the user's answer: pay it (its amount leaves the main
 * balance) or decline it; the user's own pending request can be withdrawn. A refused answer says why in place.
 * The list is read again every few seconds, so what the other party sends or answers shows up without a reload.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { getListBalancesByTypeQueryKey, getListBalancesQueryKey } from '../../../generated/api/balances/balances';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import type { QuickSendMessage } from '../../../generated/api/model/quickSendMessage.zod';
import {
  getListQuickSendChatsQueryKey,
  getListQuickSendLimitsQueryKey,
  getListQuickSendMessagesQueryKey,
  useAcceptQuickSendRequest,
  useDeclineQuickSendRequest,
  useListQuickSendMessages,
} from '../../../generated/api/quick-send/quick-send';
import { formatShortDateTime } from '../../lib/format/date-format';
import { notify } from '../../lib/toast/toast';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { useAmountText } from './amount-text';
import { contactName } from './contact-avatar';

export const MESSAGES_POLL_MS = 3_000;
export const MESSAGES_PAGE = { limit: 100 } as const;

/** Reads again what a message, a transfer or an answer changed: the chat, the list, the limits and the balances. */
export function useChatChanged(chatId: number): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      getListQuickSendMessagesQueryKey(chatId, MESSAGES_PAGE),
      getListQuickSendChatsQueryKey(),
      getListQuickSendLimitsQueryKey(),
      getListBalancesQueryKey(),
      getListBalancesByTypeQueryKey('main'),
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
}

export function ChatMessages({ chat }: { chat: QuickSendChat }) {
  const { t } = useTranslation('quicksend');
  const messages = useListQuickSendMessages(chat.id, MESSAGES_PAGE, { query: { refetchInterval: MESSAGES_POLL_MS } });
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.data?.data[0]?.id;
  // A new message (the user's or the contact's) brings the end of the list into view, as a chat does.
  useEffect(() => {
    if (newest !== undefined) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest]);
  const name = contactName(chat.contact);
  if (messages.isPending) return <QueryLoading />;
  if (messages.isError) return <CallError error={messages.error} onRetry={() => void messages.refetch()} />;
  const rows = [...messages.data.data].reverse();
  return (
    <section aria-label={t('chat.messages', { name })}>
      {rows.length === 0 ? (
        <QueryEmpty>{t('chat.empty')}</QueryEmpty>
      ) : (
        <ol className="quicksend-messages" data-testid="quicksend-messages">
          {rows.map((m) => (
            <MessageBubble key={m.id} message={m} name={name} />
          ))}
          <li ref={end} className="quicksend-messages__end" aria-hidden="true" />
        </ol>
      )}
    </section>
  );
}

function MessageBubble({ message, name }: { message: QuickSendMessage; name: string }) {
  const { t, i18n } = useTranslation('quicksend');
  const amountText = useAmountText();
  const changed = useChatChanged(message.chatId);
  const amount = message.amount !== undefined && message.ticker !== undefined ? amountText(message.amount, message.ticker) : '';
  const accept = useAcceptQuickSendRequest({
    mutation: {
      onSuccess: () => {
        changed();
        notify.success(t('message.paid', { amount }));
      },
    },
  });
  const decline = useDeclineQuickSendRequest({ mutation: { onSuccess: changed } });
  const busy = accept.isPending || decline.isPending;
  const side = message.direction;
  return (
    <li
      className={`quicksend-message quicksend-message--${side} quicksend-message--${message.kind}`}
      data-testid="quicksend-message"
      data-id={message.id}
      data-kind={message.kind}
      data-direction={side}
      data-status={message.status}
      data-amount={message.amount}
    >
      <span className="visually-hidden">{side === 'out' ? t('message.from_out') : name}: </span>
      {message.kind !== 'text' && (
        <strong className="quicksend-message__amount">{t(`message.${message.kind}_${side}`, { name, amount })}</strong>
      )}
      {message.text && <span className="quicksend-message__text">{message.text}</span>}
      {message.kind === 'request' && message.status && (
        <span className="quicksend-message__status" data-testid="quicksend-request-status">
          {t(`message.status.${message.status}_${side}`, { name })}
        </span>
      )}
      {(accept.error || decline.error) && <CallError error={accept.error ?? decline.error} />}
      {message.kind === 'request' && message.status === 'pending' && (
        <span className="quicksend-message__actions">
          {side === 'in' && (
            <button
              type="button"
              className="button button--small"
              disabled={busy}
              aria-busy={accept.isPending}
              onClick={() => {
                decline.reset();
                accept.mutate({ id: message.id });
              }}
              data-testid="quicksend-accept"
            >
              {t('message.accept', { amount })}
            </button>
          )}
          <button
            type="button"
            className="button button--small button--secondary"
            disabled={busy}
            aria-busy={decline.isPending}
            onClick={() => {
              accept.reset();
              decline.mutate({ id: message.id });
            }}
            data-testid={side === 'in' ? 'quicksend-decline' : 'quicksend-withdraw'}
          >
            {side === 'in' ? t('message.decline') : t('message.withdraw')}
          </button>
        </span>
      )}
      <time className="quicksend-message__time" dateTime={new Date(message.createdAt * 1000).toISOString()}>
        {formatShortDateTime(message.createdAt, i18n.language)}
      </time>
    </li>
  );
}
