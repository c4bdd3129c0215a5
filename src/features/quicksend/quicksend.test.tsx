import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import type { QuickSendMessage } from '../../../generated/api/model/quickSendMessage.zod';
import {
  getGetQuickSendChatMockHandler,
  getListQuickSendChatsMockHandler,
  getListQuickSendCurrenciesMockHandler,
  getListQuickSendLimitsMockHandler,
} from '../../../generated/api/quick-send/quick-send.msw';
import { mockServer } from '../../../mocks/node';
import { RouteEntryContext } from '../../lib/routing/route-entry-context';
import { ROUTES } from '../../lib/routing/route-table';
import { session } from '../../lib/session/session-store';
import { currentRouter, renderScreen } from '../../testing/render';
import { ChatScreen } from './chat-screen';
import QuicksendPage from './quicksend-page';

const FRIEND = { id: 100201, nickname: { value: 'Friend', tag: '0201' }, avatarColor: '#12B76A' as const };
const CHAT: QuickSendChat = { id: 730012, contact: FRIEND, waitingForMe: 1, createdAt: 1795000000, updatedAt: 1795082460 };
const MESSAGES: QuickSendMessage[] = [
  { id: 731047, chatId: 730012, kind: 'request', direction: 'in', ticker: 'USDT', amount: '4.5', status: 'pending', createdAt: 1795082460 },
  { id: 731046, chatId: 730012, kind: 'text', direction: 'in', text: 'Got 10 USDT, thank you!', createdAt: 1795082406 },
  { id: 731045, chatId: 730012, kind: 'transfer', direction: 'out', ticker: 'USDT', amount: '10', createdAt: 1795082403 },
];

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

/** The chat's reads: the chat, its messages, the assets, the limits and a main balance of 25 USDT. */
const chatHandlers = () => [
  getGetQuickSendChatMockHandler({ data: CHAT }),
  http.get('*/v2/quick-send/chats/730012/messages', () =>
    HttpResponse.json({ data: MESSAGES, pagination: { limit: 100, offset: 0, total: MESSAGES.length } }),
  ),
  getListQuickSendCurrenciesMockHandler({ data: [{ ticker: 'USDT', name: 'Tether', decimals: 6 }] }),
  getListQuickSendLimitsMockHandler({
    data: [{ ticker: 'USDT', minAmount: '1', maxAmount: '10000', dailyLimit: '20000', sentToday: '10' }],
  }),
  http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'USDT', main: '25' }] })),
];

describe('Quick Send', () => {
  it('finds a user by nickname#tag, says so when no one has it (keeping what was typed), and opens the chat', async () => {
    const asked: string[] = [];
    const opened: unknown[] = [];
    mockServer.use(
      getListQuickSendChatsMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
      http.get('*/v2/quick-send/contacts/find', ({ request }) => {
        const query = new URL(request.url).searchParams.get('query')!;
        asked.push(query);
        return query === 'Friend#0201'
          ? HttpResponse.json({ data: FRIEND })
          : HttpResponse.json({ message: 'No user has this nickname#tag or e-mail.' }, { status: 404 });
      }),
      http.post('*/v2/quick-send/chats', async ({ request }) => {
        opened.push(await request.json());
        return HttpResponse.json({ data: { ...CHAT, waitingForMe: 0 } });
      }),
    );
    await renderScreen(
      <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/quicksend/chat')}>
        <QuicksendPage />
      </RouteEntryContext.Provider>,
      { path: '/quicksend/chat' },
    );
    expect((await screen.findByText(/No chats yet/)).textContent).toContain('Find someone above');
    const input = screen.getByTestId('quicksend-query-input') as HTMLInputElement;
    await userEvent.type(input, 'Nobody#0000');
    await userEvent.click(screen.getByTestId('quicksend-find'));
    expect(await screen.findByText(/No one on Meridian has this nickname#tag or e-mail/)).toBeTruthy();
    expect(input.value).toBe('Nobody#0000');
    await userEvent.clear(input);
    await userEvent.type(input, 'Friend#0201');
    await userEvent.click(screen.getByTestId('quicksend-find'));
    const found = await screen.findByTestId('quicksend-contact');
    expect(found.textContent).toContain('Found Friend#0201');
    await userEvent.click(within(found).getByTestId('quicksend-start'));
    await waitFor(() => expect(currentRouter().state.location.pathname).toBe('/quicksend/chat/730012'));
    expect(asked).toEqual(['Nobody#0000', 'Friend#0201']);
    expect(opened).toEqual([{ contactId: 100201 }]);
  });

  it("shows a chat oldest first from the user's side and pays a request the contact sent", async () => {
    const paid: string[] = [];
    mockServer.use(
      ...chatHandlers(),
      http.post('*/v2/quick-send/requests/:id/accept', ({ params }) => {
        paid.push(String(params.id));
        return HttpResponse.json({ data: { ...MESSAGES[0]!, status: 'accepted', answeredAt: 1795082490 } });
      }),
    );
    await renderScreen(<ChatScreen id="730012" />);
    const list = await screen.findByTestId('quicksend-messages');
    const rows = within(list).getAllByTestId('quicksend-message');
    expect(rows.map((r) => r.dataset.id)).toEqual(['731045', '731046', '731047']);
    expect(rows[0]!.textContent).toContain('You sent 10 USDT');
    expect(rows[2]!.textContent).toContain('Friend#0201 asks you for 4.5 USDT');
    expect(within(rows[2]!).getByTestId('quicksend-request-status').textContent).toBe('Waiting for your answer');
    expect(screen.getByTestId('quicksend-contact-name').textContent).toBe('Friend#0201');
    await userEvent.click(within(rows[2]!).getByTestId('quicksend-accept'));
    await waitFor(() => expect(paid).toEqual(['731047']));
  });

  it('checks an amount against the balance and the limits before sending, keeps it, and sends the exact decimal', async () => {
    const sent: unknown[] = [];
    mockServer.use(
      ...chatHandlers(),
      http.post('*/v2/quick-send/chats/730012/transfers', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { ...MESSAGES[2]!, id: 731050, amount: '12.5' } });
      }),
    );
    await renderScreen(<ChatScreen id="730012" />);
    const form = await screen.findByTestId('quicksend-send-form');
    const amount = within(form).getByTestId('quicksend-amount-input') as HTMLInputElement;
    expect((await within(form).findByTestId('quicksend-available')).textContent).toBe('Available on your main balance: 25 USDT');
    await userEvent.type(amount, '30');
    await userEvent.click(within(form).getByTestId('quicksend-submit'));
    expect((await within(form).findByTestId('quicksend-amount-input-error')).textContent).toBe('More than your main balance (25 USDT).');
    expect(amount.value).toBe('30');
    await userEvent.clear(amount);
    await userEvent.type(amount, '0.5');
    await userEvent.click(within(form).getByTestId('quicksend-submit'));
    expect((await within(form).findByTestId('quicksend-amount-input-error')).textContent).toBe('Send at least 1 USDT.');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12,5');
    await userEvent.type(within(form).getByTestId('quicksend-note'), 'Tickets');
    await userEvent.click(within(form).getByTestId('quicksend-submit'));
    await waitFor(() => expect(sent).toEqual([{ ticker: 'USDT', amount: '12.5', text: 'Tickets' }]));
    await waitFor(() => expect(amount.value).toBe(''));
  });

  it('asks the contact for an amount without checking the balance (they pay it)', async () => {
    const asked: unknown[] = [];
    mockServer.use(
      ...chatHandlers(),
      http.post('*/v2/quick-send/chats/730012/requests', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ data: { ...MESSAGES[0]!, id: 731051, direction: 'out', amount: '40' } });
      }),
    );
    await renderScreen(<ChatScreen id="730012" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Request' }));
    const form = await screen.findByTestId('quicksend-request-form');
    await userEvent.type(within(form).getByTestId('quicksend-amount-input'), '40');
    await userEvent.click(within(form).getByTestId('quicksend-submit'));
    await waitFor(() => expect(asked).toEqual([{ ticker: 'USDT', amount: '40' }]));
  });

  it('says a chat that is not the user’s, and an address that is no chat', async () => {
    mockServer.use(http.get('*/v2/quick-send/chats/730099', () => HttpResponse.json({ message: 'Chat not found.' }, { status: 404 })));
    const { unmount } = await renderScreen(<ChatScreen id="730099" />);
    expect(await screen.findByText('This chat is not one of yours. Open it from your chats.')).toBeTruthy();
    unmount();
    await renderScreen(<ChatScreen id="abc" />);
    expect(await screen.findByText("This is not a chat's address.")).toBeTruthy();
  });
});
