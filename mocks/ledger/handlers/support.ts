/**
 * The ledger's answers to the contract's assumed `support` operations (mocks/ledger/support/support-desk.ts): the
 * user's requests, opening one, one with its messages, replying and closing; the desk's answers come on the ledger's
 * clock (settle-due.ts) and are caught up on every read.
 */
import { http, type RequestHandler } from 'msw';
import {
  CloseSupportTicket200Response,
  CreateSupportTicket200Response,
  CreateSupportTicketBody,
  GetSupportTicket200Response,
  ListSupportTickets200Response,
  ReplyToSupportTicket200Response,
  ReplyToSupportTicketBody,
} from '../../../generated/api/support/support.zod';
import { rules } from '../earn/history-page';
import { json, notFound, paging, query, signedIn, validation, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';
import {
  closeTicket,
  defineSupportDesk,
  openTicket,
  replyToTicket,
  TicketNotFound,
  userTicket,
  userTickets,
  wireTicket,
  wireTicketDetail,
  type TicketStatus,
} from '../support/support-desk';

const STATUSES: readonly TicketStatus[] = ['open', 'answered', 'closed'];

export function supportHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  defineSupportDesk(ledger);
  /** A signed-in call; an unknown request is its 404, a broken rule its 422. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      try {
        return await rules(answer);
      } catch (error) {
        if (error instanceof TicketNotFound) return notFound(error.message);
        throw error;
      }
    });
  const id = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);

  return [
    http.get('*/v2/support/tickets', ({ request }) =>
      user(() => {
        const status = query(request).get('status');
        if (status !== null && !STATUSES.includes(status as TicketStatus))
          return validation(30, { status: [`Choose one of ${STATUSES.join(', ')}.`] });
        const { offset, limit } = paging(request, 100, 100);
        const rows = userTickets(ledger, (status as TicketStatus | null) ?? undefined);
        return json(ListSupportTickets200Response, {
          data: rows.slice(offset, offset + limit).map(wireTicket),
          pagination: { limit, offset, total: rows.length },
        });
      }),
    ),
    http.post('*/v2/support/tickets', async ({ request }) => {
      const parsed = await parsedBody(request, CreateSupportTicketBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(CreateSupportTicket200Response, { data: wireTicketDetail(openTicket(ledger, parsed.body)) }));
    }),
    http.get('*/v2/support/tickets/:id', ({ params }) =>
      user(() => json(GetSupportTicket200Response, { data: wireTicketDetail(userTicket(ledger, id(params))) })),
    ),
    http.post('*/v2/support/tickets/:id/replies', async ({ params, request }) => {
      const parsed = await parsedBody(request, ReplyToSupportTicketBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(ReplyToSupportTicket200Response, { data: wireTicketDetail(replyToTicket(ledger, id(params), parsed.body)) }));
    }),
    http.post('*/v2/support/tickets/:id/close', ({ params }) =>
      user(() => json(CloseSupportTicket200Response, { data: wireTicketDetail(closeTicket(ledger, id(params))) })),
    ),
  ];
}
