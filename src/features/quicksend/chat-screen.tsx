/**
 * One chat (/quicksend/chat/:id): its contact, its messages oldest at the top (read again every few seconds, so what
 * the other party sends or answers shows up), and the composer. Deleting it takes it out of the user's list (the
 * server refuses while a request in it waits for an answer, said in place) and goes back to the list.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import { getListQuickSendChatsQueryKey, useDeleteQuickSendChat, useGetQuickSendChat } from '../../../generated/api/quick-send/quick-send';
import { ApiError } from '../../lib/http/errors';
import { useLocalizedPath } from '../../lib/routing/use-area';
import { notify } from '../../lib/toast/toast';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { ConfirmAction } from '../../ui/confirm-action';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { ChatComposer } from './chat-composer';
import { ChatMessages } from './chat-messages';
import { ContactAvatar, contactName } from './contact-avatar';

export function ChatScreen({ id }: { id: string }) {
  const { t } = useTranslation('quicksend');
  const chatId = /^[1-9][0-9]{0,15}$/.test(id) ? Number(id) : undefined;
  const chat = useGetQuickSendChat(chatId ?? 0, { query: { enabled: chatId !== undefined, staleTime: 30_000 } });
  const back = (
    <p>
      <AppLink to="/quicksend/chat">{t('chat.back')}</AppLink>
    </p>
  );
  if (chatId === undefined)
    return (
      <div className="quicksend">
        {back}
        <QueryEmpty>{t('chat.badId')}</QueryEmpty>
      </div>
    );
  if (chat.isPending) return <QueryLoading />;
  if (chat.isError)
    return (
      <div className="quicksend">
        {back}
        {chat.error instanceof ApiError && chat.error.status === 404 ? (
          <QueryEmpty>{t('chat.notFound')}</QueryEmpty>
        ) : (
          <CallError error={chat.error} onRetry={() => void chat.refetch()} />
        )}
      </div>
    );
  return (
    <div className="quicksend quicksend-chat" data-testid="quicksend-chat" data-id={chatId}>
      {back}
      <ChatHeader chat={chat.data.data} />
      <ChatMessages chat={chat.data.data} />
      <ChatComposer chat={chat.data.data} />
    </div>
  );
}

function ChatHeader({ chat }: { chat: QuickSendChat }) {
  const { t } = useTranslation('quicksend');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { prefix } = useLocalizedPath();
  const name = contactName(chat.contact);
  const remove = useDeleteQuickSendChat({
    mutation: {
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: getListQuickSendChatsQueryKey() });
        notify.success(t('chat.deleted'));
        void navigate({ href: `${prefix}/quicksend/chat` });
      },
    },
  });
  return (
    <header className="quicksend-chat__head">
      <p className="quicksend-contact">
        <ContactAvatar contact={chat.contact} />
        <strong data-testid="quicksend-contact-name">{name}</strong>
      </p>
      <ConfirmAction
        label={t('chat.delete')}
        question={t('chat.deleteQuestion', { name })}
        confirmLabel={t('chat.deleteConfirm')}
        cancelLabel={t('chat.cancel')}
        pending={remove.isPending}
        onConfirm={() => remove.mutate({ id: chat.id })}
      />
      {remove.error && <CallError error={remove.error} />}
    </header>
  );
}
