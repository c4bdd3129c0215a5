import Decimal from 'decimal.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../exchange/mock-exchange';
import { DEMO_PASSWORD, DEMO_USER_ID, SECOND_DEMO_EMAIL, SECOND_DEMO_USER_ID } from '../auth/state';
import { decimal } from '../ledger';
import { REPLY_DELAY_MS } from '../quick-send/demo-party';
import { QUICK_SEND_HISTORY } from '../quick-send/quick-send';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface Message {
  id: number;
  chatId: number;
  kind: string;
  direction: 'in' | 'out';
  text?: string;
  ticker?: string;
  amount?: string;
  status?: string;
}
interface Chat {
  id: number;
  contact: { id: number; nickname: { value: string; tag: string }; avatarColor: string };
  lastMessage?: Message;
  waitingForMe: number;
}
type Refusal = { code: number; errors: Record<string, string[]>; message: string };

const main = (ticker: string, userId = ledger.user) => decimal(ledger.withUser(userId, () => ledger.balance('main', ticker).available));
const chats = async () => (await call<{ data: Chat[] }>('GET', '/v2/quick-send/chats')).body.data;
const messages = async (chatId: number) => (await call<{ data: Message[] }>('GET', `/v2/quick-send/chats/${chatId}/messages`)).body.data;
const find = (text: string) =>
  call<{ data: Chat['contact'] } & Refusal>('GET', `/v2/quick-send/contacts/find?query=${encodeURIComponent(text)}`);
const send = (chatId: number, body: Record<string, string>) =>
  call<{ data: Message } & Refusal>('POST', `/v2/quick-send/chats/${chatId}/transfers`, body);
const ask = (chatId: number, body: Record<string, string>) =>
  call<{ data: Message } & Refusal>('POST', `/v2/quick-send/chats/${chatId}/requests`, body);

async function signInAs(email: string) {
  await call('POST', '/logout');
  expect((await call('POST', '/v2/login', { email, password: DEMO_PASSWORD })).status).toBe(200);
}

describe('Quick Send on the ledger', () => {
  let chatId = 0;
  beforeAll(() => exchange.login());

  it('finds the second account by nickname#tag (case aside) or e-mail, never by an unknown name or as oneself', async () => {
    const byTag = await find('friend#0201');
    expect(byTag.status).toBe(200);
    expect(byTag.body.data).toEqual({
      id: SECOND_DEMO_USER_ID,
      nickname: { value: 'Friend', tag: '0201' },
      avatarColor: expect.any(String),
    });
    expect(byTag.body.data.avatarColor).not.toBe('#3D7BF7');
    expect((await find(SECOND_DEMO_EMAIL.toUpperCase())).body.data.id).toBe(SECOND_DEMO_USER_ID);
    expect(JSON.stringify((await find(SECOND_DEMO_EMAIL)).body)).not.toContain('@');
    expect((await find('Nobody#0000')).status).toBe(404);
    expect((await find('nobody@meridian.example')).status).toBe(404);
    expect((await find('DemoTrader#0421')).body).toMatchObject({ code: 30, errors: { query: [expect.stringContaining('your own')] } });
    expect((await find('just-a-name')).body).toMatchObject({ code: 30, errors: { query: [expect.any(String)] } });
  });

  it('has the seeded chat with the second account; starting a chat with it answers that one', async () => {
    const [seeded] = await chats();
    expect(seeded).toMatchObject({ contact: { id: SECOND_DEMO_USER_ID }, lastMessage: { kind: 'text', direction: 'in' }, waitingForMe: 0 });
    const opened = await call<{ data: Chat }>('POST', '/v2/quick-send/chats', { contactId: SECOND_DEMO_USER_ID });
    expect(opened.body.data.id).toBe(seeded!.id);
    chatId = seeded!.id;
    expect((await call<Refusal>('POST', '/v2/quick-send/chats', { contactId: DEMO_USER_ID })).body.code).toBe(30);
    expect((await call<Refusal>('POST', '/v2/quick-send/chats', { contactId: 999_999 })).body.code).toBe(30);
    expect((await call('GET', '/v2/quick-send/chats/1')).status).toBe(404);
  });

  it('sends 10 USDT from main to main, exactly, recorded for both users and seen from both sides', async () => {
    const mine = main('USDT');
    const theirs = main('USDT', SECOND_DEMO_USER_ID);
    const sent = await send(chatId, { ticker: 'USDT', amount: '10.000', text: 'For the tickets' });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ kind: 'transfer', direction: 'out', ticker: 'USDT', amount: '10', text: 'For the tickets' });
    expect(main('USDT')).toBe(new Decimal(mine).minus(10).toFixed());
    expect(main('USDT', SECOND_DEMO_USER_ID)).toBe(new Decimal(theirs).plus(10).toFixed());
    expect(ledger.history(QUICK_SEND_HISTORY)[0]).toMatchObject({ direction: 'out', contactId: SECOND_DEMO_USER_ID, amount: '10' });
    expect(ledger.withUser(SECOND_DEMO_USER_ID, () => ledger.history(QUICK_SEND_HISTORY)[0])).toMatchObject({
      direction: 'in',
      contactId: DEMO_USER_ID,
      amount: '10',
      messageId: sent.body.data.id,
    });
    expect((await messages(chatId))[0]).toMatchObject({ id: sent.body.data.id, direction: 'out' });
    const limits = (await call<{ data: { ticker: string; sentToday: string }[] }>('GET', '/v2/quick-send/limits')).body.data;
    expect(limits.find((l) => l.ticker === 'USDT')!.sentToday).toBe('10');
  });

  it('refuses an amount over the balance (37), outside the limits or too fine (32), an unknown asset (30); nothing moves', async () => {
    const mine = main('USDT');
    const before = (await messages(chatId)).length;
    const over = await send(chatId, { ticker: 'USDT', amount: new Decimal(mine).plus(1).toFixed() });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 37, errors: { amount: [expect.stringContaining(`${mine} available`)] } });
    expect((await send(chatId, { ticker: 'USDT', amount: '0.5' })).body).toMatchObject({
      code: 32,
      errors: { amount: ['Send 1 to 10000 USDT at a time.'] },
    });
    expect((await send(chatId, { ticker: 'USDT', amount: '1.0000001' })).body.code).toBe(32);
    expect((await send(chatId, { ticker: 'DOGE', amount: '5' })).body).toMatchObject({
      code: 30,
      errors: { ticker: [expect.any(String)] },
    });
    expect((await send(chatId, { ticker: 'USDT', amount: '-3' })).body.code).toBe(32);
    expect(main('USDT')).toBe(mine);
    expect((await messages(chatId)).length).toBe(before);
  });

  it('plays the second account: a reply to a message, thanks for a transfer, a small request paid and a large one declined', async () => {
    await call('POST', `/v2/quick-send/chats/${chatId}/messages`, { text: 'Hello there' });
    advance(REPLY_DELAY_MS - 1);
    expect((await messages(chatId))[0]).toMatchObject({ direction: 'out', text: 'Hello there' });
    advance(1);
    const [reply, thanks, hello] = await messages(chatId);
    expect(reply).toMatchObject({ kind: 'text', direction: 'in' });
    expect(thanks).toMatchObject({ kind: 'text', direction: 'in', text: 'Got 10 USDT, thank you!' });
    expect(hello).toMatchObject({ direction: 'out', text: 'Hello there' });

    const mine = main('USDT');
    const theirs = main('USDT', SECOND_DEMO_USER_ID);
    const small = (await ask(chatId, { ticker: 'USDT', amount: '4.5' })).body.data;
    const large = (await ask(chatId, { ticker: 'USDT', amount: '250' })).body.data;
    expect(small.status).toBe('pending');
    advance(REPLY_DELAY_MS);
    // The balance read settles what is due, as every read of a balance does.
    await call('GET', '/v2/balances/main');
    expect(main('USDT')).toBe(new Decimal(mine).plus('4.5').toFixed());
    expect(main('USDT', SECOND_DEMO_USER_ID)).toBe(new Decimal(theirs).minus('4.5').toFixed());
    const now = await messages(chatId);
    expect(now.find((m) => m.id === small.id)).toMatchObject({ status: 'accepted', direction: 'out' });
    expect(now.find((m) => m.id === large.id)).toMatchObject({ status: 'declined' });
    expect(now.filter((m) => m.direction === 'in').map((m) => m.text)).toEqual(
      expect.arrayContaining(['Sent 4.5 USDT, here you go.', 'Sorry, 250 USDT is more than I can send right now.']),
    );
  });

  it('keeps a request to the demo user for its user; accepting it moves it exactly, and an answered one is refused', async () => {
    await signInAs(SECOND_DEMO_EMAIL);
    const [chat] = await chats();
    expect(chat).toMatchObject({ id: chatId, contact: { id: DEMO_USER_ID, nickname: { value: 'DemoTrader', tag: '0421' } } });
    expect((await messages(chatId)).find((m) => m.kind === 'transfer')).toMatchObject({ direction: 'in', amount: '10' });
    const request = (await ask(chatId, { ticker: 'USDT', amount: '7.25', text: 'Lunch' })).body.data;
    expect((await call<Refusal>('POST', `/v2/quick-send/requests/${request.id}/accept`)).body.code).toBe(5005);
    advance(60_000);
    await signInAs(DEMO_EMAIL);
    const [mine] = await chats();
    expect(mine!.waitingForMe).toBe(1);
    expect((await call<Refusal>('DELETE', `/v2/quick-send/chats/${chatId}`)).body.code).toBe(5010);
    const usdt = main('USDT');
    const theirs = main('USDT', SECOND_DEMO_USER_ID);
    const accepted = await call<{ data: Message }>('POST', `/v2/quick-send/requests/${request.id}/accept`);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', direction: 'in', amount: '7.25' });
    expect(main('USDT')).toBe(new Decimal(usdt).minus('7.25').toFixed());
    expect(main('USDT', SECOND_DEMO_USER_ID)).toBe(new Decimal(theirs).plus('7.25').toFixed());
    expect((await call<Refusal>('POST', `/v2/quick-send/requests/${request.id}/accept`)).body).toMatchObject({ code: 5005 });
    expect((await call<Refusal>('POST', `/v2/quick-send/requests/${request.id}/decline`)).body).toMatchObject({ code: 5006 });
    expect((await call('POST', '/v2/quick-send/requests/1/accept')).status).toBe(404);
  });

  it('declines a request, withdraws one’s own, and deletes a chat until its next message', async () => {
    const mine = (await ask(chatId, { ticker: 'BTC', amount: '0.01' })).body.data;
    const withdrawn = await call<{ data: Message }>('POST', `/v2/quick-send/requests/${mine.id}/decline`);
    expect(withdrawn.body.data.status).toBe('cancelled');
    expect((await call('DELETE', `/v2/quick-send/chats/${chatId}`)).status).toBe(204);
    expect(await chats()).toEqual([]);
    expect((await messages(chatId)).length).toBe(0);
    // The contact writes again: the chat is back, from that message on.
    await signInAs(SECOND_DEMO_EMAIL);
    const theirs = (await ask(chatId, { ticker: 'ETH', amount: '0.01' })).body.data;
    await signInAs(DEMO_EMAIL);
    expect((await chats()).map((c) => c.id)).toEqual([chatId]);
    expect((await messages(chatId)).map((m) => m.id)).toEqual([theirs.id]);
    const declined = await call<{ data: Message }>('POST', `/v2/quick-send/requests/${theirs.id}/decline`);
    expect(declined.body.data).toMatchObject({ status: 'declined', direction: 'in' });
  });

  it('lists the assets with their decimals and the limits', async () => {
    const currencies = (await call<{ data: { ticker: string; decimals: number }[] }>('GET', '/v2/quick-send/currencies')).body.data;
    expect(currencies.map((c) => [c.ticker, c.decimals])).toEqual([
      ['USDT', 6],
      ['USDC', 6],
      ['BTC', 8],
      ['ETH', 8],
      ['WBT', 8],
    ]);
    exchange.logout();
    expect((await call('GET', '/v2/quick-send/chats')).status).toBe(401);
    exchange.login();
  });
});
