/**
 * What the signed-in user does in a chat (the contract's send message, send transfer, create request, accept and
 * decline): each checks the contract's rules, moves the money through quick-send.ts's pay() where there is any, adds
 * the message both members see, and lets the demo plan the other party's answer (./demo-party.ts).
 */
import { EarnRejected } from '../earn/amounts';
import { decimal, type Ledger } from '../ledger';
import { playLater } from './demo-party';
import {
  addMessage,
  assetTerms,
  chatOf,
  checkDailyLimit,
  checkedAmount,
  cleanText,
  otherMember,
  pay,
  payRequest,
  requestOf,
  type MessageRecord,
} from './quick-send';

export function sendText(ledger: Ledger, chatId: number, text: string): MessageRecord {
  const chat = chatOf(ledger, chatId);
  const message = addMessage(ledger, chat, { from: ledger.user, kind: 'text', text: cleanText(text, true) });
  playLater(ledger, chat, message);
  return message;
}

export interface AmountBody {
  ticker: string;
  amount: string;
  text?: string;
}

/** Sends an amount from the user's main balance to the chat's contact (InsufficientBalance: nothing moved, no message). */
export function sendTransfer(ledger: Ledger, chatId: number, body: AmountBody): MessageRecord {
  const chat = chatOf(ledger, chatId);
  const terms = assetTerms(body.ticker);
  const amount = checkedAmount(terms, body.amount);
  const text = cleanText(body.text, false);
  const me = ledger.user;
  checkDailyLimit(ledger, me, terms, amount);
  const id = ledger.nextId('quick-send:message', 731_000);
  pay(ledger, me, otherMember(chat, me), terms.ticker, amount, { chatId: chat.id, messageId: id, kind: 'transfer' });
  const message = addMessage(
    ledger,
    chat,
    { from: me, kind: 'transfer', ticker: terms.ticker, amount: decimal(amount), ...(text ? { text } : {}) },
    id,
  );
  playLater(ledger, chat, message);
  return message;
}

/** Asks the chat's contact for an amount: nothing moves until they accept. */
export function createRequest(ledger: Ledger, chatId: number, body: AmountBody): MessageRecord {
  const chat = chatOf(ledger, chatId);
  const terms = assetTerms(body.ticker);
  const amount = checkedAmount(terms, body.amount);
  const text = cleanText(body.text, false);
  const message = addMessage(ledger, chat, {
    from: ledger.user,
    kind: 'request',
    ticker: terms.ticker,
    amount: decimal(amount),
    status: 'pending',
    ...(text ? { text } : {}),
  });
  playLater(ledger, chat, message);
  return message;
}

/** Pays a pending request the contact sent the user. */
export function acceptRequest(ledger: Ledger, id: number): MessageRecord {
  const { chat, request } = requestOf(ledger, id);
  if (request.from === ledger.user) throw new EarnRejected(5005, { id: ['This is your own request: the other person pays it.'] });
  if (request.status !== 'pending') throw new EarnRejected(5005, { id: [`The request is ${request.status}.`] });
  payRequest(ledger, chat, request, ledger.user);
  return request;
}

/** Declines a pending request the contact sent, or withdraws one's own. */
export function declineRequest(ledger: Ledger, id: number): MessageRecord {
  const { chat, request } = requestOf(ledger, id);
  if (request.status !== 'pending') throw new EarnRejected(5006, { id: [`The request is ${request.status}.`] });
  request.status = request.from === ledger.user ? 'cancelled' : 'declined';
  request.answeredAt = ledger.now();
  chat.updatedAt = request.answeredAt;
  ledger.changed();
  return request;
}
