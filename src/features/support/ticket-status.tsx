/** A support request's status as a chip: open (waiting for support), answered (support replied), closed. */
import { useTranslation } from 'react-i18next';
import type { SupportTicketStatus } from '../../../generated/api/model/supportTicketStatus.zod';

const CHIP: Record<SupportTicketStatus, string> = { open: 'pending', answered: 'on', closed: 'off' };

export function TicketStatus({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation('support');
  return (
    <span className={`status-chip status-chip--${CHIP[status]}`} data-testid="ticket-status" data-status={status}>
      {t(`tickets.statuses.${status}`)}
    </span>
  );
}
