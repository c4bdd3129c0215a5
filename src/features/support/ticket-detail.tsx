/**
 * One support request (/support/:id, the contract's getSupportTicket): its subject, status and category, the
 * conversation oldest first, and while it is not closed a reply (replyToSupportTicket) and a close button
 * (closeSupportTicket). While it waits for support's answer it is read again every few seconds, so the answer shows
 * without a reload. Failures say their catalogue code in place (2303 reading, 2308 replying or closing); a reply that
 * failed keeps its text.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupportTicketDetail } from '../../../generated/api/model/supportTicketDetail.zod';
import {
  getGetSupportTicketQueryKey,
  getListSupportTicketsQueryKey,
  useCloseSupportTicket,
  useGetSupportTicket,
  useReplyToSupportTicket,
} from '../../../generated/api/support/support';
import { ReplyToSupportTicketBody } from '../../../generated/api/support/support.zod';
import { formatDateTime } from '../../lib/format/date-format';
import { useContractForm } from '../../lib/forms/contract-form';
import { putServerErrors } from '../../lib/forms/server-errors';
import { ApiError } from '../../lib/http/errors';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { FormFailureLine } from '../../ui/form-failure-line';
import { FormField } from '../../ui/form-field';
import { QueryLoading } from '../../ui/query-state';
import { MESSAGE_MAX } from './new-ticket-form';
import { WAITING_POLL_MS } from './ticket-list';
import { TicketStatus } from './ticket-status';

export function TicketDetail({ id }: { id: number }) {
  const { t } = useTranslation('support');
  const ticket = useGetSupportTicket(id, {
    query: { refetchInterval: (query) => (query.state.data?.data.status === 'open' ? WAITING_POLL_MS : false) },
  });
  if (ticket.isPending) return <QueryLoading />;
  if (ticket.isError)
    return ticket.error instanceof ApiError && ticket.error.status === 404 ? (
      <p className="notice" data-testid="support-ticket-missing">
        {t('ticket.missing')} <AppLink to="/support">{t('ticket.back')}</AppLink>
      </p>
    ) : (
      <CallError error={ticket.error} onRetry={() => void ticket.refetch()} />
    );
  return <Conversation ticket={ticket.data.data} />;
}

function Conversation({ ticket }: { ticket: SupportTicketDetail }) {
  const { t, i18n } = useTranslation('support');
  const queryClient = useQueryClient();
  const changed = (next: { data: SupportTicketDetail }) => {
    queryClient.setQueryData(getGetSupportTicketQueryKey(ticket.id), next);
    void queryClient.invalidateQueries({ queryKey: getListSupportTicketsQueryKey() });
  };
  return (
    <article className="card support__ticket" aria-labelledby="support-ticket-subject" data-testid="support-ticket">
      <header className="ticket__header">
        <h2 id="support-ticket-subject">{ticket.subject}</h2>
        <TicketStatus status={ticket.status} />
        <p className="field__hint">
          {t('ticket.meta', {
            id: ticket.id,
            category: t(`tickets.categories.${ticket.category}`),
            time: formatDateTime(ticket.createdAt, i18n.language),
          })}
        </p>
      </header>
      <ol className="plain-list ticket__messages" aria-label={t('ticket.conversation')} data-testid="support-messages">
        {ticket.messages.map((message) => (
          <li key={message.id} className={`ticket__message ticket__message--${message.author}`} data-author={message.author}>
            <p className="ticket__author">
              <strong>{message.author === 'user' ? t('ticket.you') : (message.agent ?? t('ticket.support'))}</strong>{' '}
              <span className="field__hint">{formatDateTime(message.createdAt, i18n.language)}</span>
            </p>
            <p className="ticket__body">{message.body}</p>
          </li>
        ))}
      </ol>
      {ticket.status === 'open' && (
        <p className="field__hint" role="status" data-testid="support-waiting">
          {t('ticket.waiting')}
        </p>
      )}
      {ticket.status === 'closed' ? (
        <p className="notice" data-testid="support-closed">
          {t('ticket.closed')} <AppLink to="/support">{t('ticket.openNew')}</AppLink>
        </p>
      ) : (
        <>
          <ReplyForm ticketId={ticket.id} onReplied={changed} />
          <CloseTicket ticketId={ticket.id} onClosed={changed} />
        </>
      )}
    </article>
  );
}

function ReplyForm({ ticketId, onReplied }: { ticketId: number; onReplied: (next: { data: SupportTicketDetail }) => void }) {
  const { t } = useTranslation('support');
  const reply = useReplyToSupportTicket();
  const form = useContractForm<{ message: string }>({
    schema: ReplyToSupportTicketBody,
    defaultValues: { message: '' },
    draft: { id: 'support-reply' },
  });
  const busy = form.formState.isSubmitting;
  const submit = form.handleSubmit((data) =>
    reply.mutateAsync({ id: ticketId, data }).then(
      (response) => {
        onReplied(response);
        form.reset({ message: '' });
      },
      (error: unknown) => putServerErrors(form, error, { fields: ['message'], onForm: true }),
    ),
  );
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="support-reply">
      <FormField label={t('ticket.reply')} error={form.formState.errors.message?.message}>
        {(control) => <textarea {...control} {...form.register('message')} rows={3} maxLength={MESSAGE_MAX} disabled={busy} />}
      </FormField>
      <FormFailureLine message={form.formState.errors.root?.message} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy} data-testid="support-reply-submit">
        {busy ? t('ticket.sending') : t('ticket.send')}
      </button>
    </form>
  );
}

function CloseTicket({ ticketId, onClosed }: { ticketId: number; onClosed: (next: { data: SupportTicketDetail }) => void }) {
  const { t } = useTranslation('support');
  const close = useCloseSupportTicket();
  return (
    <div className="form__actions">
      <button
        type="button"
        className="button button--secondary"
        disabled={close.isPending}
        aria-busy={close.isPending}
        onClick={() => close.mutate({ id: ticketId }, { onSuccess: onClosed })}
        data-testid="support-close"
      >
        {t('ticket.close')}
      </button>
      {close.error && <CallError error={close.error} />}
    </div>
  );
}
