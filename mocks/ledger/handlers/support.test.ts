import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_DELAY_MS, MAX_OPEN_TICKETS } from '../support/support-desk';
import { ledgerTestServer } from '../test-kit';

const { call, exchange, ledger, advance } = ledgerTestServer();

interface Message {
  id: number;
  author: string;
  agent?: string;
  body: string;
  createdAt: number;
}
interface Ticket {
  id: number;
  subject: string;
  category: string;
  status: string;
  createdAt: number;
  updatedAt: number;
  closedAt?: number;
  messageCount: number;
  lastAuthor: string;
  messages: Message[];
}
type Answer = { data: Ticket; code: number; errors: Record<string, string[]> };

const open = (body: Record<string, string>) => call<Answer>('POST', '/v2/support/tickets', body);
const ticket = async (id: number) => (await call<Answer>('GET', `/v2/support/tickets/${id}`)).body.data;
const list = async (query = '') => (await call<{ data: Ticket[] }>('GET', `/v2/support/tickets${query}`)).body.data;

describe('the support desk on the ledger', () => {
  beforeAll(() => exchange.login());

  it("starts with the demo user's closed request of twelve days ago", async () => {
    const [seeded] = await list();
    expect(seeded).toMatchObject({ id: 730001, subject: 'How do I change my nickname?', status: 'closed', messageCount: 3 });
    expect(seeded!.createdAt).toBe(Math.floor((ledger.createdAt - 12 * 86_400_000) / 1000));
  });

  it('opens a request, answers it ANSWER_DELAY_MS later on the clock, takes a reply and answers that too', async () => {
    const { status, body } = await open({
      subject: '  My EUR   card deposit is missing ',
      category: 'deposit',
      message: 'I paid 250 EUR by card an hour ago.',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ subject: 'My EUR card deposit is missing', status: 'open', messageCount: 1, lastAuthor: 'user' });
    const id = body.data.id;
    advance(ANSWER_DELAY_MS - 1);
    expect((await ticket(id)).status).toBe('open');
    advance(1);
    const answered = await ticket(id);
    expect(answered.status).toBe('answered');
    expect(answered.messages[1]).toMatchObject({ author: 'support', agent: expect.stringContaining('Meridian Support') });
    expect(answered.messages[1]!.body).toContain('transaction ID or the payment reference');
    expect(answered.messages[1]!.createdAt - answered.messages[0]!.createdAt).toBe(ANSWER_DELAY_MS / 1000);
    expect((await list())[0]!.id).toBe(id);

    const replied = await call<Answer>('POST', `/v2/support/tickets/${id}/replies`, { message: 'It is there now.' });
    expect(replied.body.data).toMatchObject({ status: 'open', messageCount: 3, lastAuthor: 'user' });
    advance(ANSWER_DELAY_MS);
    const followed = await ticket(id);
    expect(followed).toMatchObject({ status: 'answered', messageCount: 4 });
    expect(followed.messages.map((m) => m.author)).toEqual(['user', 'support', 'user', 'support']);
    expect(
      ledger
        .history<{ ticketId: number; action: string }>('support')
        .filter((e) => e.ticketId === id)
        .map((e) => e.action),
    ).toEqual(['answered', 'replied', 'answered', 'opened']);
  });

  it('closes a request, after which it takes no reply (2308) and cannot be closed again (30)', async () => {
    const { id } = (await open({ subject: 'Nickname', category: 'account', message: 'How do I change it?' })).body.data;
    const closed = await call<Answer>('POST', `/v2/support/tickets/${id}/close`);
    expect(closed.body.data).toMatchObject({ status: 'closed', closedAt: expect.any(Number) });
    const reply = await call<Answer>('POST', `/v2/support/tickets/${id}/replies`, { message: 'One more thing.' });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({ code: 2308, errors: { message: ['This request is closed: open a new one.'] } });
    expect((await call<Answer>('POST', `/v2/support/tickets/${id}/close`)).body.code).toBe(30);
    // Closed requests are not answered.
    advance(ANSWER_DELAY_MS);
    expect((await ticket(id)).messageCount).toBe(1);
    expect((await list('?status=closed')).map((t) => t.id)).toContain(id);
    expect((await list('?status=open')).map((t) => t.id)).not.toContain(id);
  });

  it('checks the body, the status filter, unknown requests and the open requests limit', async () => {
    expect((await open({ subject: 'ab', category: 'deposit', message: 'Hello there' })).body.code).toBe(30);
    expect((await open({ subject: 'Hello', category: 'billing', message: 'Hello there' })).body.code).toBe(30);
    expect((await open({ subject: '   ', category: 'other', message: 'Hello there' })).body).toMatchObject({
      code: 30,
      errors: { subject: [expect.any(String)] },
    });
    expect((await call('GET', '/v2/support/tickets?status=pending')).status).toBe(422);
    expect((await call('GET', '/v2/support/tickets/1')).status).toBe(404);
    const openNow = (await list()).filter((t) => t.status !== 'closed').length;
    for (let i = openNow; i < MAX_OPEN_TICKETS; i++)
      expect((await open({ subject: `Question ${i}`, category: 'other', message: 'Hello there' })).status).toBe(200);
    const refused = await open({ subject: 'One too many', category: 'other', message: 'Hello there' });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ code: 2308, errors: { subject: [expect.stringContaining('10 requests open')] } });
  });

  it('answers a guest 401', async () => {
    exchange.logout();
    expect((await call('GET', '/v2/support/tickets')).status).toBe(401);
    exchange.login();
  });
});
