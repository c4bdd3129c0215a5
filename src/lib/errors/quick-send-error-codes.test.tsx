/**
 * Issue 24, Quick Send: every failure code of 5000-5010 is reported by a contract call and shows its message
 * (src/testing/failure-codes.tsx), and on the real screens each call failing with its code says the code's message in
 * en and in tr, in place of what it would have shown or above the form's button, keeping what was typed.
 */
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect } from 'vitest';
import type { QuickSendChat } from '../../../generated/api/model/quickSendChat.zod';
import type { QuickSendMessage } from '../../../generated/api/model/quickSendMessage.zod';
import {
  getGetQuickSendChatMockHandler,
  getListQuickSendChatsMockHandler,
  getListQuickSendCurrenciesMockHandler,
  getListQuickSendLimitsMockHandler,
} from '../../../generated/api/quick-send/quick-send.msw';
import { mockServer } from '../../../mocks/node';
import { ChatScreen } from '../../features/quicksend/chat-screen';
import QuicksendPage from '../../features/quicksend/quicksend-page';
import { describeFailureCodes, describeScreenFailures, type ScreenFailureCase } from '../../testing/failure-codes';
import { RouteEntryContext } from '../routing/route-entry-context';
import { ROUTES } from '../routing/route-table';
import { session } from '../session/session-store';

describeFailureCodes('the Quick Send failure codes (5000-5010)', [[5000, 5010]], mockServer, { everyCodeCalled: true });

const FRIEND = { id: 100201, nickname: { value: 'Friend', tag: '0201' }, avatarColor: '#12B76A' as const };
const CHAT: QuickSendChat = { id: 730012, contact: FRIEND, waitingForMe: 1, createdAt: 1795000000, updatedAt: 1795082460 };
const REQUEST: QuickSendMessage = {
  id: 731047,
  chatId: 730012,
  kind: 'request',
  direction: 'in',
  ticker: 'USDT',
  amount: '4.5',
  status: 'pending',
  createdAt: 1795082460,
};

beforeEach(() => session.markLoggedIn({ permissions: {} }));
afterEach(() => session.clear());

const listPage = () => (
  <RouteEntryContext.Provider value={ROUTES.find((r) => r.path === '/quicksend/chat')}>
    <QuicksendPage />
  </RouteEntryContext.Provider>
);
const chatScreen = () => <ChatScreen id="730012" />;

/** Every read of the chat screen answered (the failing call is put before them). */
const chatReads = () => [
  getGetQuickSendChatMockHandler({ data: CHAT }),
  http.get('*/v2/quick-send/chats/730012/messages', () =>
    HttpResponse.json({ data: [REQUEST], pagination: { limit: 100, offset: 0, total: 1 } }),
  ),
  getListQuickSendCurrenciesMockHandler({ data: [{ ticker: 'USDT', name: 'Tether', decimals: 6 }] }),
  getListQuickSendLimitsMockHandler({
    data: [{ ticker: 'USDT', minAmount: '1', maxAmount: '10000', dailyLimit: '20000', sentToday: '0' }],
  }),
  http.get('*/v2/balances/main', () => HttpResponse.json({ data: [{ ticker: 'USDT', main: '25' }] })),
];
const listReads = () => [
  getListQuickSendChatsMockHandler({ data: [], pagination: { limit: 100, offset: 0, total: 0 } }),
  http.get('*/v2/quick-send/contacts/find', () => HttpResponse.json({ data: FRIEND })),
];
const nothingTyped = () => async () => () => undefined;

/** Types a query and finds it; the query must still be there. */
const findFriend = async () => {
  const input = (await screen.findByTestId('quicksend-query-input')) as HTMLInputElement;
  await userEvent.type(input, 'Friend#0201');
  await userEvent.click(screen.getByTestId('quicksend-find'));
  return () => expect(input.value).toBe('Friend#0201');
};

/** Types an amount into the send form and sends it; the amount must still be there. */
const sendAmount = async () => {
  const form = await screen.findByTestId('quicksend-send-form');
  const amount = within(form).getByTestId('quicksend-amount-input') as HTMLInputElement;
  await screen.findByTestId('quicksend-available');
  await userEvent.type(amount, '10');
  await userEvent.click(within(form).getByTestId('quicksend-submit'));
  return () => expect(amount.value).toBe('10');
};

const CASES: ScreenFailureCase[] = [
  {
    code: 5000,
    call: ['GET', '/v2/quick-send/chats'],
    handlers: listReads,
    screen: listPage,
    path: '/quicksend/chat',
    drive: nothingTyped(),
  },
  {
    code: 5001,
    call: ['GET', '/v2/quick-send/chats/{id}'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: nothingTyped(),
  },
  {
    code: 5002,
    call: ['POST', '/v2/quick-send/chats'],
    handlers: listReads,
    screen: listPage,
    path: '/quicksend/chat',
    drive: async () => {
      const kept = await findFriend();
      await userEvent.click(await screen.findByTestId('quicksend-start'));
      return kept;
    },
  },
  {
    code: 5003,
    call: ['GET', '/v2/quick-send/chats/{id}/messages'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: nothingTyped(),
  },
  {
    code: 5004,
    call: ['POST', '/v2/quick-send/chats/{id}/transfers'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: sendAmount,
  },
  {
    code: 5005,
    call: ['POST', '/v2/quick-send/requests/{id}/accept'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: async () => {
      await userEvent.click(await screen.findByTestId('quicksend-accept'));
      return () => undefined;
    },
  },
  {
    code: 5006,
    call: ['POST', '/v2/quick-send/requests/{id}/decline'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: async () => {
      await userEvent.click(await screen.findByTestId('quicksend-decline'));
      return () => undefined;
    },
  },
  {
    code: 5007,
    call: ['GET', '/v2/quick-send/contacts/find'],
    handlers: listReads,
    screen: listPage,
    path: '/quicksend/chat',
    drive: findFriend,
  },
  {
    code: 5008,
    call: ['GET', '/v2/quick-send/limits'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: nothingTyped(),
  },
  {
    code: 5009,
    call: ['GET', '/v2/quick-send/currencies'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: nothingTyped(),
  },
  {
    code: 5010,
    call: ['DELETE', '/v2/quick-send/chats/{id}'],
    handlers: chatReads,
    screen: chatScreen,
    path: '/quicksend/chat/730012',
    drive: async () => {
      await userEvent.click(await screen.findByRole('button', { name: /Delete chat|Sohbeti sil/ }));
      await userEvent.click(await screen.findByRole('button', { name: /^(Delete|Sil)$/ }));
      return () => undefined;
    },
  },
];

describeScreenFailures('the Quick Send screens say a failed call with its code', CASES, mockServer);
