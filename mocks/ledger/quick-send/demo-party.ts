/**
 * The demo plays the other party of a chat, so that a person trying Quick Send alone sees a live conversation: what
 * the signed-in user sends to an account that is not signed in is answered REPLY_DELAY_MS later on the ledger's clock
 * (settled with the other due work, mocks/ledger/settle-due.ts). The demo user's account is never played: it is the
 * person trying the demo, who answers for it after signing in again (a request from the second account waits for them).
 *
 * The rules, deterministic:
 * - a text message gets a reply (one of REPLIES, by the message's id);
 * - a transfer gets a thank-you;
 * - a request is paid when its amount is at most the asset's `autoAccept` (quick-send.ts) and the played account's
 *   main balance and daily limit cover it, and declined otherwise, each with a line saying so;
 * - if the played account signs in before the answer is due, nothing is played: its user answers.
 */
import { EarnRejected } from '../earn/amounts';
import { InsufficientBalance, units, type Ledger } from '../ledger';
import {
  addMessage,
  assetTerms,
  atMost,
  checkDailyLimit,
  covers,
  otherMember,
  payRequest,
  quickSendState,
  type ChatRecord,
  type MessageRecord,
} from './quick-send';

export const REPLY_DELAY_MS = 3_000;

export const REPLIES: readonly string[] = [
  'Sounds good!',
  'Thanks for the message. Quick Send is the fastest way to settle up.',
  'Sure, send it over whenever you like.',
  'Got it. Ask me for an amount if you need one.',
];

/** Whether the demo answers for this user now: any account but the demo user's, while it is not the one signed in. */
export const played = (ledger: Ledger, userId: number): boolean => userId !== ledger.owner && userId !== ledger.user;

/** Plans the other party's answer to a message the signed-in user just sent, if the demo plays that party. */
export function playLater(ledger: Ledger, chat: ChatRecord, message: MessageRecord): void {
  const actor = otherMember(chat, message.from);
  if (!played(ledger, actor)) return;
  quickSendState(ledger).tasks.push({ messageId: message.id, actor, dueAt: message.createdAt + REPLY_DELAY_MS });
  ledger.changed();
}

/** Plays every answer that is due on the ledger's clock. */
export function settleQuickSend(ledger: Ledger): void {
  const state = quickSendState(ledger);
  if (state.tasks.length === 0) return;
  const now = ledger.now();
  const due = state.tasks.filter((t) => t.dueAt <= now);
  if (due.length === 0) return;
  state.tasks = state.tasks.filter((t) => t.dueAt > now);
  for (const task of due) {
    // Signed in meanwhile: the account's own user answers.
    if (task.actor === ledger.user) continue;
    const message = state.messages.find((m) => m.id === task.messageId);
    const chat = message && state.chats.find((c) => c.id === message.chatId);
    if (message && chat) answer(ledger, chat, message, task.actor);
  }
  ledger.changed();
}

function answer(ledger: Ledger, chat: ChatRecord, message: MessageRecord, actor: number): void {
  const say = (text: string) => addMessage(ledger, chat, { from: actor, kind: 'text', text });
  if (message.kind === 'text') return void say(REPLIES[message.id % REPLIES.length]!);
  if (message.kind === 'transfer') return void say(`Got ${message.amount} ${message.ticker}, thank you!`);
  if (message.status !== 'pending') return;
  const terms = assetTerms(message.ticker!);
  const amount = units(message.amount!);
  if (atMost(message.amount!, terms.autoAccept) && covers(ledger, actor, terms.ticker, amount)) {
    try {
      checkDailyLimit(ledger, actor, terms, amount);
      payRequest(ledger, chat, message, actor);
      return void say(`Sent ${message.amount} ${message.ticker}, here you go.`);
    } catch (error) {
      if (!(error instanceof EarnRejected || error instanceof InsufficientBalance)) throw error;
    }
  }
  message.status = 'declined';
  message.answeredAt = ledger.now();
  say(`Sorry, ${message.amount} ${message.ticker} is more than I can send right now.`);
}
