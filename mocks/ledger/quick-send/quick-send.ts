/**
 * Quick Send on the ledger (the contract's assumed quick-send operations): chats between two users, their messages,
 * transfers sent and amounts requested. What passes between two users is one for both, so chats and messages live in
 * a shared slice (`quick-send`), each chat keyed by its two members' ids; each user reads it from their side
 * (`direction` in or out). The money is each user's own: a transfer, or an accepted request, debits the payer's main
 * balance and credits the payee's (ledger.withUser for the one not signed in), after the payer's balance has been
 * checked, so it moves all or nothing, and is recorded in both users' `quick-send` histories.
 *
 * The demo plays the other party (./demo-party.ts): a message, a transfer or a request to an account not signed in
 * (the demo user's excepted: that one is the person trying the demo) is answered a few seconds later on the ledger's
 * clock, settled with the other due work (mocks/ledger/settle-due.ts).
 */
import Decimal from 'decimal.js';
import { EarnRejected } from '../earn/amounts';
import { decimal, InsufficientBalance, LEDGER_DECIMALS, units, type Ledger } from '../ledger';
import { positiveAmount, sum } from '../money/amounts';
import { currencyOf, decimalsOf } from '../money/currencies';
import { authState, SECOND_DEMO_USER_ID, userByEmail, userById } from '../auth/state';
import { settingsState } from '../settings/state';
import { avatarColorOf, type AvatarColor } from '../settings/avatar-color';

export const QUICK_SEND_SLICE = 'quick-send';
/** Each user's history of what Quick Send moved to or from their main balance. */
export const QUICK_SEND_HISTORY = 'quick-send';
const DAY_MS = 86_400_000;

/** The assets Quick Send moves and the demo's terms for them (one transfer's least and most, a UTC day's most). */
export interface QuickSendTerms {
  ticker: string;
  minAmount: string;
  maxAmount: string;
  dailyLimit: string;
  /** The most the demo's other party pays for a request of this asset without a second thought (./demo-party.ts). */
  autoAccept: string;
}

export const QUICK_SEND_ASSETS: readonly QuickSendTerms[] = [
  { ticker: 'USDT', minAmount: '1', maxAmount: '10000', dailyLimit: '20000', autoAccept: '100' },
  { ticker: 'USDC', minAmount: '1', maxAmount: '10000', dailyLimit: '20000', autoAccept: '100' },
  { ticker: 'BTC', minAmount: '0.0001', maxAmount: '0.5', dailyLimit: '1', autoAccept: '0.001' },
  { ticker: 'ETH', minAmount: '0.001', maxAmount: '10', dailyLimit: '20', autoAccept: '0.03' },
  { ticker: 'WBT', minAmount: '0.1', maxAmount: '5000', dailyLimit: '10000', autoAccept: '5' },
];

export const termsOf = (ticker: string): QuickSendTerms | undefined => QUICK_SEND_ASSETS.find((a) => a.ticker === ticker);
/** The decimals an amount of the asset may have: its own, at most the ledger's 8 (the published transfer's). */
export const quickSendDecimals = (ticker: string): number => Math.min(decimalsOf(ticker), LEDGER_DECIMALS);
export const currencyName = (ticker: string): string => currencyOf(ticker)?.name ?? ticker;

export type MessageKind = 'text' | 'transfer' | 'request';
export type RequestStatus = 'pending' | 'accepted' | 'declined' | 'cancelled';

export interface ChatRecord {
  id: number;
  /** The two members' user ids, the smaller first (the chat's key). */
  members: [number, number];
  createdAt: number;
  updatedAt: number;
  /** Members who deleted the chat from their list (until its next message, or until they open it again). */
  hiddenFor: number[];
  /** Per member (user id): the last message id they deleted with the chat; they see only later ones. */
  clearedAfter: Record<string, number>;
}

export interface MessageRecord {
  id: number;
  chatId: number;
  /** The user who wrote it (sent the transfer, asked for the amount). */
  from: number;
  kind: MessageKind;
  text?: string;
  ticker?: string;
  amount?: string;
  status?: RequestStatus;
  createdAt: number;
  answeredAt?: number;
}

/** Something the demo's other party will do for a message to it once its time comes (./demo-party.ts). */
export interface PlayTask {
  messageId: number;
  /** The user the demo answers for. */
  actor: number;
  dueAt: number;
}

export interface QuickSendState {
  chats: ChatRecord[];
  messages: MessageRecord[];
  tasks: PlayTask[];
}

export class QuickSendNotFound extends Error {}

const GREETING = "Hi! I'm on Meridian too. Send me something with Quick Send, or ask me for an amount, and I'll answer.";

/** The seed: the demo user's chat with the demo's second account, which has said hello. */
function seedQuickSend(ledger: Ledger): QuickSendState {
  const at = ledger.createdAt - 2 * DAY_MS;
  const chat: ChatRecord = {
    id: ledger.nextId('quick-send:chat', 730_000),
    members: pair(ledger.owner, SECOND_DEMO_USER_ID),
    createdAt: at,
    updatedAt: at,
    hiddenFor: [],
    clearedAfter: {},
  };
  const hello: MessageRecord = {
    id: ledger.nextId('quick-send:message', 731_000),
    chatId: chat.id,
    from: SECOND_DEMO_USER_ID,
    kind: 'text',
    text: GREETING,
    createdAt: at,
  };
  return { chats: [chat], messages: [hello], tasks: [] };
}

/** The shared slice (seeded on first use): one for every user. Mutate it, then call ledger.changed(). */
export function quickSendState(ledger: Ledger): QuickSendState {
  return ledger.sharedSlice<QuickSendState>(QUICK_SEND_SLICE, seedQuickSend);
}

const pair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);
export const otherMember = (chat: ChatRecord, userId: number): number => (chat.members[0] === userId ? chat.members[1] : chat.members[0]);

// ------------------------------------------------------------------ who the users are

export interface Contact {
  id: number;
  nickname: { value: string; tag: string };
  avatarColor: AvatarColor;
}

/** A user's public nickname, from their own settings (laid from the seed the first time they are read). */
export const nicknameOf = (ledger: Ledger, userId: number): { value: string; tag: string } =>
  ledger.withUser(userId, () => ({ ...settingsState(ledger).nickname }));

const isDeleted = (ledger: Ledger, userId: number): boolean => ledger.withUser(userId, () => settingsState(ledger).deletedAt !== null);

export function contactOf(ledger: Ledger, userId: number): Contact {
  return { id: userId, nickname: nicknameOf(ledger, userId), avatarColor: avatarColorOf(ledger, userId) };
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const NICKNAME_TAG = /^([^#\s]{1,32})#([0-9A-Za-z]{4})$/;

/** Another user by nickname#tag (the nickname's case aside) or e-mail; never the user themselves. */
export function findContact(ledger: Ledger, query: string): Contact {
  const text = query.trim();
  const auth = authState(ledger);
  let userId: number | undefined;
  if (text.includes('@')) {
    if (!EMAIL.test(text)) throw new EarnRejected(30, { query: ['Write a nickname with its tag (Friend#0201) or an e-mail.'] });
    userId = userByEmail(auth, text)?.userId;
  } else {
    const match = NICKNAME_TAG.exec(text);
    if (!match) throw new EarnRejected(30, { query: ['Write a nickname with its tag (Friend#0201) or an e-mail.'] });
    const [, value, tag] = match as unknown as [string, string, string];
    userId = auth.users.find((u) => {
      const nickname = nicknameOf(ledger, u.userId);
      return nickname.tag === tag && nickname.value.toLowerCase() === value.toLowerCase();
    })?.userId;
  }
  if (userId === undefined || isDeleted(ledger, userId)) throw new QuickSendNotFound('No user has this nickname#tag or e-mail.');
  if (userId === ledger.user) throw new EarnRejected(30, { query: ['That is your own account: find the person you want to send to.'] });
  return contactOf(ledger, userId);
}

// ------------------------------------------------------------------ chats

/** The signed-in user's chat of this id (404 for a chat they are not in). */
export function chatOf(ledger: Ledger, id: number): ChatRecord {
  const chat = quickSendState(ledger).chats.find((c) => c.id === id && c.members.includes(ledger.user));
  if (!chat) throw new QuickSendNotFound('Chat not found.');
  return chat;
}

/** The user's chats in their list, the one changed last first. */
export function chatsOf(ledger: Ledger): ChatRecord[] {
  const me = ledger.user;
  return quickSendState(ledger)
    .chats.filter((c) => c.members.includes(me) && !c.hiddenFor.includes(me))
    .sort((a, b) => b.updatedAt - a.updatedAt || b.id - a.id);
}

/** Opens the chat with a user (the one the two have, or a new one) and puts it back in the user's list. */
export function openChat(ledger: Ledger, contactId: number): ChatRecord {
  const me = ledger.user;
  if (contactId === me) throw new EarnRejected(30, { contactId: ['That is your own account.'] });
  if (!userById(authState(ledger), contactId) || isDeleted(ledger, contactId))
    throw new EarnRejected(30, { contactId: ['No user has this id.'] });
  const state = quickSendState(ledger);
  const members = pair(me, contactId);
  let chat = state.chats.find((c) => c.members[0] === members[0] && c.members[1] === members[1]);
  if (!chat) {
    const now = ledger.now();
    chat = { id: ledger.nextId('quick-send:chat', 730_000), members, createdAt: now, updatedAt: now, hiddenFor: [], clearedAfter: {} };
    state.chats.push(chat);
  }
  chat.hiddenFor = chat.hiddenFor.filter((u) => u !== me);
  ledger.changed();
  return chat;
}

/** The chat's messages the user sees (those after what they deleted), newest first. */
export function messagesOf(ledger: Ledger, chat: ChatRecord): MessageRecord[] {
  const after = chat.clearedAfter[String(ledger.user)] ?? 0;
  return quickSendState(ledger)
    .messages.filter((m) => m.chatId === chat.id && m.id > after)
    .sort((a, b) => b.id - a.id);
}

/** How many of the contact's requests in the chat wait for the user's answer. */
export const waitingFor = (ledger: Ledger, chat: ChatRecord): number =>
  messagesOf(ledger, chat).filter((m) => m.kind === 'request' && m.status === 'pending' && m.from !== ledger.user).length;

/** Takes the chat out of the user's list with what it holds so far; refused while a request in it is pending. */
export function deleteChat(ledger: Ledger, id: number): void {
  const chat = chatOf(ledger, id);
  const messages = messagesOf(ledger, chat);
  if (messages.some((m) => m.kind === 'request' && m.status === 'pending'))
    throw new EarnRejected(5010, { id: ['A request in this chat waits for an answer: answer or withdraw it first.'] });
  const me = ledger.user;
  chat.clearedAfter[String(me)] = messages[0]?.id ?? chat.clearedAfter[String(me)] ?? 0;
  if (!chat.hiddenFor.includes(me)) chat.hiddenFor.push(me);
  ledger.changed();
}

/** Adds a message to the chat: it shows again in both members' lists. */
export function addMessage(ledger: Ledger, chat: ChatRecord, fields: Omit<MessageRecord, 'id' | 'chatId' | 'createdAt'>, id?: number) {
  const now = ledger.now();
  const message: MessageRecord = { id: id ?? ledger.nextId('quick-send:message', 731_000), chatId: chat.id, createdAt: now, ...fields };
  quickSendState(ledger).messages.push(message);
  chat.updatedAt = now;
  chat.hiddenFor = [];
  ledger.changed();
  return message;
}

export function cleanText(text: string | undefined, required: boolean): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') {
    if (required) throw new EarnRejected(30, { text: ['Write a message.'] });
    return undefined;
  }
  if (trimmed.length > 500) throw new EarnRejected(30, { text: ['A message has at most 500 characters.'] });
  return trimmed;
}

// ------------------------------------------------------------------ amounts and money

/** The asset's terms, or a 422 (30) on `ticker`. */
export function assetTerms(ticker: string): QuickSendTerms {
  const terms = termsOf(ticker);
  if (!terms) throw new EarnRejected(30, { ticker: [`Quick Send does not move ${ticker}.`] });
  return terms;
}

/** An amount of the asset within one transfer's limits, in units (a 422, 32, on `amount` else). */
export function checkedAmount(terms: QuickSendTerms, amount: string): bigint {
  const checked = positiveAmount(amount, quickSendDecimals(terms.ticker));
  if (!checked.ok) throw new EarnRejected(32, { amount: [checked.message] });
  if (checked.units < units(terms.minAmount) || checked.units > units(terms.maxAmount))
    throw new EarnRejected(32, { amount: [`Send ${terms.minAmount} to ${terms.maxAmount} ${terms.ticker} at a time.`] });
  return checked.units;
}

const dayStart = (ms: number): number => ms - (((ms % DAY_MS) + DAY_MS) % DAY_MS);

/** What a user has sent of the asset today (UTC, the ledger's clock): transfers and requests they paid. */
export function sentToday(ledger: Ledger, userId: number, ticker: string): bigint {
  const from = dayStart(ledger.now());
  return ledger.withUser(userId, () =>
    sum(
      ledger
        .history<{ direction: string; ticker: string; amount: string }>(QUICK_SEND_HISTORY)
        .filter((e) => e.direction === 'out' && e.ticker === ticker && e.time >= from)
        .map((e) => units(e.amount)),
    ),
  );
}

/** A 422 (32) on `amount` when paying it would pass the payer's daily limit of the asset. */
export function checkDailyLimit(ledger: Ledger, payer: number, terms: QuickSendTerms, amount: bigint): void {
  const left = units(terms.dailyLimit) - sentToday(ledger, payer, terms.ticker);
  if (amount > left)
    throw new EarnRejected(32, {
      amount: [`That passes the daily limit of ${terms.dailyLimit} ${terms.ticker}: ${decimal(left > 0n ? left : 0n)} left today.`],
    });
}

/**
 * Moves `amount` of `ticker` from one user's main balance to another's: the payer's balance is checked first
 * (InsufficientBalance, nothing moved), then the debit and the credit are posted, each on its own user's accounts,
 * and recorded in both histories.
 */
export function pay(
  ledger: Ledger,
  from: number,
  to: number,
  ticker: string,
  amount: bigint,
  ref: { chatId: number; messageId: number; kind: 'transfer' | 'request' },
): void {
  const available = ledger.withUser(from, () => ledger.balance('main', ticker).available);
  if (available < amount) throw new InsufficientBalance('main', ticker, decimal(amount), decimal(available));
  const value = decimal(amount);
  ledger.withUser(from, () => {
    ledger.post({ account: 'main', ticker, available: -amount });
    ledger.record(QUICK_SEND_HISTORY, { direction: 'out', contactId: to, ticker, amount: value, ...ref });
  });
  ledger.withUser(to, () => {
    ledger.post({ account: 'main', ticker, available: amount });
    ledger.record(QUICK_SEND_HISTORY, { direction: 'in', contactId: from, ticker, amount: value, ...ref });
  });
}

/** Whether the payer's main balance covers the amount. */
export const covers = (ledger: Ledger, payer: number, ticker: string, amount: bigint): boolean =>
  ledger.withUser(payer, () => ledger.balance('main', ticker).available) >= amount;

/** A request of this id in one of the user's chats (404 else). */
export function requestOf(ledger: Ledger, id: number): { chat: ChatRecord; request: MessageRecord } {
  const request = quickSendState(ledger).messages.find((m) => m.id === id && m.kind === 'request');
  const chat = request && quickSendState(ledger).chats.find((c) => c.id === request.chatId && c.members.includes(ledger.user));
  if (!request || !chat) throw new QuickSendNotFound('Request not found.');
  return { chat, request };
}

/** Pays a pending request as `payer` (the user it was sent to): the amount moves to the asker, the request is accepted. */
export function payRequest(ledger: Ledger, chat: ChatRecord, request: MessageRecord, payer: number): void {
  const terms = assetTerms(request.ticker!);
  const amount = units(request.amount!);
  checkDailyLimit(ledger, payer, terms, amount);
  pay(ledger, payer, request.from, terms.ticker, amount, { chatId: chat.id, messageId: request.id, kind: 'request' });
  request.status = 'accepted';
  request.answeredAt = ledger.now();
  chat.updatedAt = request.answeredAt;
  chat.hiddenFor = [];
  ledger.changed();
}

/** Whether an amount (decimal string) is at most a limit, exactly. */
export const atMost = (amount: string, limit: string): boolean => new Decimal(amount).lte(limit);

// ------------------------------------------------------------------ the wire

const seconds = (ms: number): number => Math.floor(ms / 1000);

export function wireMessage(ledger: Ledger, m: MessageRecord) {
  return {
    id: m.id,
    chatId: m.chatId,
    kind: m.kind,
    direction: m.from === ledger.user ? ('out' as const) : ('in' as const),
    ...(m.text === undefined ? {} : { text: m.text }),
    ...(m.ticker === undefined ? {} : { ticker: m.ticker }),
    ...(m.amount === undefined ? {} : { amount: m.amount }),
    ...(m.status === undefined ? {} : { status: m.status }),
    createdAt: seconds(m.createdAt),
    ...(m.answeredAt === undefined ? {} : { answeredAt: seconds(m.answeredAt) }),
  };
}

export function wireChat(ledger: Ledger, chat: ChatRecord) {
  const last = messagesOf(ledger, chat)[0];
  return {
    id: chat.id,
    contact: contactOf(ledger, otherMember(chat, ledger.user)),
    ...(last ? { lastMessage: wireMessage(ledger, last) } : {}),
    waitingForMe: waitingFor(ledger, chat),
    createdAt: seconds(chat.createdAt),
    updatedAt: seconds(chat.updatedAt),
  };
}

export const wireCurrency = (t: QuickSendTerms) => ({
  ticker: t.ticker,
  name: currencyName(t.ticker),
  decimals: quickSendDecimals(t.ticker),
});

export const wireLimit = (ledger: Ledger, t: QuickSendTerms) => ({
  ticker: t.ticker,
  minAmount: t.minAmount,
  maxAmount: t.maxAmount,
  dailyLimit: t.dailyLimit,
  sentToday: decimal(sentToday(ledger, ledger.user, t.ticker)),
});
