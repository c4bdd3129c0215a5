/**
 * The support desk on the ledger (the contract's assumed support operations, shaped like a help desk's end-user
 * requests): each user's requests with their messages, oldest first. A new request, and each reply to one, is answered
 * by the demo desk ANSWER_DELAY_MS later on the ledger's clock (settleSupportTickets, from settle-due.ts, so an open
 * page sees the answer come without a reload); the answer follows the request's category. The user closes a request;
 * a closed one takes no more replies. The demo user starts with one closed request of twelve days ago.
 */
import { EarnRejected } from '../earn/amounts';
import type { Ledger } from '../ledger';
import { DEMO_USER_ID } from '../auth/state';
import { account } from '../settings/state';

export const ANSWER_DELAY_MS = 20_000;
/** Requests a user may have open at once (the desk asks to reply to one of them instead). */
export const MAX_OPEN_TICKETS = 10;
export const SUPPORT_HISTORY = 'support';
const SLICE = 'support-tickets';
const DAY = 86_400_000;

export const TICKET_CATEGORIES = ['account', 'verification', 'deposit', 'withdrawal', 'trading', 'security', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export type TicketStatus = 'open' | 'answered' | 'closed';

export interface StoredMessage {
  id: number;
  author: 'user' | 'support';
  agent?: string;
  body: string;
  /** ms of the ledger's clock */
  createdAt: number;
}

export interface StoredTicket {
  id: number;
  userId: number;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  createdAt: number;
  updatedAt: number;
  closedAt?: number;
  messages: StoredMessage[];
  /** When the desk answers the user's last message (ms); none once answered or closed. */
  answerDueAt?: number;
}

interface SupportState {
  tickets: StoredTicket[];
}

export class TicketNotFound extends Error {}

const AGENTS = ['Deniz from Meridian Support', 'Maya from Meridian Support', 'Arda from Meridian Support'];

/** The desk's first answer, by category: what a first-line agent would say and ask for. */
const FIRST_ANSWERS: Record<TicketCategory, string> = {
  account:
    'Thanks for writing to us. Most account details can be changed under Settings, General; if something there does not work, tell us what you tried and what you saw, and we will sort it out.',
  verification:
    'Thanks for writing. Identity checks are usually reviewed within minutes. The Verification page shows where yours stands; if it was rejected, the page says why and lets you try again.',
  deposit:
    'Thanks for writing. A deposit is credited once the network, or for a card the card provider, confirms it. If it is still missing, please send us the transaction ID or the payment reference.',
  withdrawal:
    'Thanks for writing. A withdrawal leaves once its network confirms it, usually within 30 minutes. Please send us its ID from the withdrawals history if it is still pending.',
  trading:
    'Thanks for writing. Your orders and fills are under History, Trade; please tell us the order ID and what you expected to happen, and we will look into it.',
  security:
    'Thanks for telling us. If you think someone else can reach your account, change your password and end the other sessions under Settings, Security now. We have flagged your account for a review.',
  other: 'Thanks for writing. An agent has your request and will answer here; you can add anything that helps with a reply.',
};
const FOLLOW_UP =
  'Thanks for the update, we have added it to your request. Is there anything else we can help you with? You can close the request once it is solved.';

const seedTickets = (ledger: Ledger): SupportState => {
  const opened = ledger.createdAt - 12 * DAY;
  return {
    tickets: [
      {
        id: 730_001,
        userId: DEMO_USER_ID,
        subject: 'How do I change my nickname?',
        category: 'account',
        status: 'closed',
        createdAt: opened,
        updatedAt: opened + 2 * 3_600_000,
        closedAt: opened + 2 * 3_600_000,
        messages: [
          { id: 1, author: 'user', body: 'I would like to change the nickname other traders see. Where can I do that?', createdAt: opened },
          {
            id: 2,
            author: 'support',
            agent: AGENTS[0],
            body: 'Hello! Go to Settings, General, Nickname: you can change it a limited number of times, and the page says how many changes are left.',
            createdAt: opened + 20 * 60_000,
          },
          { id: 3, author: 'user', body: 'Found it, thank you.', createdAt: opened + 2 * 3_600_000 },
        ],
      },
    ],
  };
};

export function defineSupportDesk(ledger: Ledger): void {
  ledger.defineSlice<SupportState>(SLICE, seedTickets);
}

const state = (ledger: Ledger): SupportState => ledger.slice<SupportState>(SLICE, seedTickets);

/** The desk answers every message whose time has come, at the time it was due. */
export function settleSupportTickets(ledger: Ledger): void {
  const now = ledger.now();
  let changed = false;
  for (const ticket of state(ledger).tickets) {
    if (ticket.status !== 'open' || ticket.answerDueAt === undefined || ticket.answerDueAt > now) continue;
    const at = ticket.answerDueAt;
    const first = !ticket.messages.some((m) => m.author === 'support');
    ticket.messages.push({
      id: ticket.messages.length + 1,
      author: 'support',
      agent: AGENTS[ticket.id % AGENTS.length],
      body: first ? FIRST_ANSWERS[ticket.category] : FOLLOW_UP,
      createdAt: at,
    });
    ticket.status = 'answered';
    ticket.updatedAt = at;
    delete ticket.answerDueAt;
    ledger.record(SUPPORT_HISTORY, { ticketId: ticket.id, action: 'answered' }, at);
    changed = true;
  }
  if (changed) ledger.changed();
}

const mine = (ledger: Ledger) => {
  const userId = account(ledger).userId;
  return state(ledger).tickets.filter((t) => t.userId === userId);
};

/** The user's requests (of one status), the most recently changed first. */
export function userTickets(ledger: Ledger, status?: TicketStatus): StoredTicket[] {
  settleSupportTickets(ledger);
  return mine(ledger)
    .filter((t) => status === undefined || t.status === status)
    .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
}

export function userTicket(ledger: Ledger, id: number): StoredTicket {
  settleSupportTickets(ledger);
  const found = mine(ledger).find((t) => t.id === id);
  if (!found) throw new TicketNotFound('Request not found.');
  return found;
}

/** Plain text as the user typed it, without the blank edges; never empty once checked. */
const text = (value: string) => value.replace(/\r\n?/g, '\n').trim();

export function openTicket(ledger: Ledger, body: { subject: string; category: TicketCategory; message: string }): StoredTicket {
  const subject = text(body.subject).replace(/\s+/g, ' ');
  const message = text(body.message);
  if (subject.length < 3) throw new EarnRejected(30, { subject: ['Write a subject of at least 3 characters.'] });
  if (message.length < 2) throw new EarnRejected(30, { message: ['Write your message.'] });
  if (mine(ledger).filter((t) => t.status !== 'closed').length >= MAX_OPEN_TICKETS)
    throw new EarnRejected(2308, {
      subject: [`You have ${MAX_OPEN_TICKETS} requests open: reply to one of them, or close one first.`],
    });
  const now = ledger.now();
  const ticket: StoredTicket = {
    id: ledger.nextId('support-ticket', 730_002),
    userId: account(ledger).userId,
    subject,
    category: body.category,
    status: 'open',
    createdAt: now,
    updatedAt: now,
    messages: [{ id: 1, author: 'user', body: message, createdAt: now }],
    answerDueAt: now + ANSWER_DELAY_MS,
  };
  state(ledger).tickets.push(ticket);
  ledger.record(SUPPORT_HISTORY, { ticketId: ticket.id, action: 'opened', category: ticket.category });
  ledger.changed();
  return ticket;
}

export function replyToTicket(ledger: Ledger, id: number, body: { message: string }): StoredTicket {
  const ticket = userTicket(ledger, id);
  if (ticket.status === 'closed') throw new EarnRejected(2308, { message: ['This request is closed: open a new one.'] });
  const message = text(body.message);
  if (message.length < 2) throw new EarnRejected(30, { message: ['Write your message.'] });
  const now = ledger.now();
  ticket.messages.push({ id: ticket.messages.length + 1, author: 'user', body: message, createdAt: now });
  ticket.status = 'open';
  ticket.updatedAt = now;
  ticket.answerDueAt = now + ANSWER_DELAY_MS;
  ledger.record(SUPPORT_HISTORY, { ticketId: ticket.id, action: 'replied' });
  ledger.changed();
  return ticket;
}

export function closeTicket(ledger: Ledger, id: number): StoredTicket {
  const ticket = userTicket(ledger, id);
  if (ticket.status === 'closed') throw new EarnRejected(30, { id: ['This request is closed already.'] });
  const now = ledger.now();
  ticket.status = 'closed';
  ticket.updatedAt = now;
  ticket.closedAt = now;
  delete ticket.answerDueAt;
  ledger.record(SUPPORT_HISTORY, { ticketId: ticket.id, action: 'closed' });
  ledger.changed();
  return ticket;
}

const s = (ms: number) => Math.floor(ms / 1000);

export function wireTicket(t: StoredTicket) {
  return {
    id: t.id,
    subject: t.subject,
    category: t.category,
    status: t.status,
    createdAt: s(t.createdAt),
    updatedAt: s(t.updatedAt),
    ...(t.closedAt === undefined ? {} : { closedAt: s(t.closedAt) }),
    messageCount: t.messages.length,
    lastAuthor: t.messages.at(-1)!.author,
  };
}

export const wireTicketDetail = (t: StoredTicket) => ({
  ...wireTicket(t),
  messages: t.messages.map((m) => ({
    id: m.id,
    author: m.author,
    ...(m.agent ? { agent: m.agent } : {}),
    body: m.body,
    createdAt: s(m.createdAt),
  })),
});
