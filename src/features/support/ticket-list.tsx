/**
 * The user's support requests (the contract's listSupportTickets), the most recently changed first: each with its
 * status, category, when it last changed and who wrote last, linking to its page. A failed read says its code (2303)
 * in place. While a request waits for an answer the list is read again now and then, so an answer shows without a
 * reload.
 */
import { useTranslation } from 'react-i18next';
import { useListSupportTickets } from '../../../generated/api/support/support';
import { formatDateTime } from '../../lib/format/date-format';
import { AppLink } from '../../ui/app-link';
import { CallError } from '../../ui/call-error';
import { QueryEmpty, QueryLoading } from '../../ui/query-state';
import { TicketStatus } from './ticket-status';

/** How often the list is read again while a request waits for support's answer. */
export const WAITING_POLL_MS = 5000;

export function TicketList() {
  const { t, i18n } = useTranslation('support');
  const tickets = useListSupportTickets(
    { limit: 100 },
    { query: { refetchInterval: (query) => (query.state.data?.data.some((r) => r.status === 'open') ? WAITING_POLL_MS : false) } },
  );
  return (
    <section className="card support__tickets" aria-labelledby="support-tickets">
      <h2 id="support-tickets">{t('tickets.title')}</h2>
      {tickets.isPending ? (
        <QueryLoading />
      ) : tickets.isError ? (
        <CallError error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.data.length === 0 ? (
        <QueryEmpty>{t('tickets.empty')}</QueryEmpty>
      ) : (
        <ul className="plain-list ticket-list" data-testid="support-tickets">
          {tickets.data.data.map((ticket) => (
            <li key={ticket.id} className="ticket-list__item" data-testid="support-ticket-row" data-id={ticket.id}>
              <AppLink to={`/support/${ticket.id}`} className="ticket-list__subject">
                {ticket.subject}
              </AppLink>
              <TicketStatus status={ticket.status} />
              <span className="field__hint">
                {t('tickets.summary', {
                  id: ticket.id,
                  category: t(`tickets.categories.${ticket.category}`),
                  time: formatDateTime(ticket.updatedAt, i18n.language),
                })}{' '}
                {ticket.lastAuthor === 'support' ? t('tickets.lastSupport') : t('tickets.lastYou')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
