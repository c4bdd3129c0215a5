/**
 * The ledger's answers to the contract's assumed `quick-send` operations (mocks/ledger/quick-send/): finding a user by
 * nickname#tag or e-mail, the assets and limits, the user's chats, their messages, sending text and amounts, asking
 * for an amount and answering a request. Whatever the demo's other party had due is played before each answer.
 */
import { http, type RequestHandler } from 'msw';
import {
  AcceptQuickSendRequest200Response,
  CreateQuickSendChat200Response,
  CreateQuickSendChatBody,
  CreateQuickSendRequest200Response,
  CreateQuickSendRequestBody,
  DeclineQuickSendRequest200Response,
  FindQuickSendContact200Response,
  GetQuickSendChat200Response,
  ListQuickSendChats200Response,
  ListQuickSendCurrencies200Response,
  ListQuickSendLimits200Response,
  ListQuickSendMessages200Response,
  SendQuickSendMessage200Response,
  SendQuickSendMessageBody,
  SendQuickSendTransfer200Response,
  SendQuickSendTransferBody,
} from '../../../generated/api/quick-send/quick-send.zod';
import { rules } from '../earn/history-page';
import { json, noContent, notFound, pageOf, paging, posting, query, signedIn, validation, type LedgerContext } from '../http';
import { parsedBody } from '../money/requests';
import { acceptRequest, createRequest, declineRequest, sendText, sendTransfer } from '../quick-send/actions';
import { settleQuickSend } from '../quick-send/demo-party';
import {
  chatOf,
  chatsOf,
  deleteChat,
  findContact,
  messagesOf,
  openChat,
  QUICK_SEND_ASSETS,
  QuickSendNotFound,
  wireChat,
  wireCurrency,
  wireLimit,
  wireMessage,
} from '../quick-send/quick-send';

export function quickSendHandlers(ctx: LedgerContext): RequestHandler[] {
  const { ledger } = ctx;
  /** A signed-in call: due answers played first; an unknown chat or request is its 404, a broken rule its 422, a balance that does not cover it 37. */
  const user = (answer: () => Response | Promise<Response>) =>
    signedIn(ctx, async () => {
      settleQuickSend(ledger);
      try {
        return await rules(() => posting(answer));
      } catch (error) {
        if (error instanceof QuickSendNotFound) return notFound(error.message);
        throw error;
      }
    });
  const id = (params: Record<string, string | readonly string[] | undefined>) => Number(params.id);

  return [
    http.get('*/v2/quick-send/contacts/find', ({ request }) =>
      user(() => {
        const text = query(request).get('query') ?? '';
        if (text.trim().length < 3) return validation(30, { query: ['Write a nickname with its tag (Friend#0201) or an e-mail.'] });
        return json(FindQuickSendContact200Response, { data: findContact(ledger, text) });
      }),
    ),
    http.get('*/v2/quick-send/currencies', () =>
      user(() => json(ListQuickSendCurrencies200Response, { data: QUICK_SEND_ASSETS.map(wireCurrency) })),
    ),
    http.get('*/v2/quick-send/limits', () =>
      user(() => json(ListQuickSendLimits200Response, { data: QUICK_SEND_ASSETS.map((t) => wireLimit(ledger, t)) })),
    ),
    http.get('*/v2/quick-send/chats', ({ request }) =>
      user(() => {
        const page = pageOf(chatsOf(ledger), paging(request, 100, 100));
        return json(ListQuickSendChats200Response, { ...page, data: page.data.map((c) => wireChat(ledger, c)) });
      }),
    ),
    http.post('*/v2/quick-send/chats', async ({ request }) => {
      const parsed = await parsedBody(request, CreateQuickSendChatBody);
      if (!parsed.ok) return parsed.answer;
      return user(() => json(CreateQuickSendChat200Response, { data: wireChat(ledger, openChat(ledger, parsed.body.contactId)) }));
    }),
    http.get('*/v2/quick-send/chats/:id', ({ params }) =>
      user(() => json(GetQuickSendChat200Response, { data: wireChat(ledger, chatOf(ledger, id(params))) })),
    ),
    http.delete('*/v2/quick-send/chats/:id', ({ params }) =>
      user(() => {
        deleteChat(ledger, id(params));
        return noContent();
      }),
    ),
    http.get('*/v2/quick-send/chats/:id/messages', ({ params, request }) =>
      user(() => {
        const page = pageOf(messagesOf(ledger, chatOf(ledger, id(params))), paging(request, 100, 100));
        return json(ListQuickSendMessages200Response, { ...page, data: page.data.map((m) => wireMessage(ledger, m)) });
      }),
    ),
    http.post('*/v2/quick-send/chats/:id/messages', async ({ params, request }) => {
      const parsed = await parsedBody(request, SendQuickSendMessageBody, 30);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        json(SendQuickSendMessage200Response, { data: wireMessage(ledger, sendText(ledger, id(params), parsed.body.text)) }),
      );
    }),
    http.post('*/v2/quick-send/chats/:id/transfers', async ({ params, request }) => {
      const parsed = await parsedBody(request, SendQuickSendTransferBody);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        json(SendQuickSendTransfer200Response, { data: wireMessage(ledger, sendTransfer(ledger, id(params), parsed.body)) }),
      );
    }),
    http.post('*/v2/quick-send/chats/:id/requests', async ({ params, request }) => {
      const parsed = await parsedBody(request, CreateQuickSendRequestBody);
      if (!parsed.ok) return parsed.answer;
      return user(() =>
        json(CreateQuickSendRequest200Response, { data: wireMessage(ledger, createRequest(ledger, id(params), parsed.body)) }),
      );
    }),
    http.post('*/v2/quick-send/requests/:id/accept', ({ params }) =>
      user(() => json(AcceptQuickSendRequest200Response, { data: wireMessage(ledger, acceptRequest(ledger, id(params))) })),
    ),
    http.post('*/v2/quick-send/requests/:id/decline', ({ params }) =>
      user(() => json(DeclineQuickSendRequest200Response, { data: wireMessage(ledger, declineRequest(ledger, id(params))) })),
    ),
  ];
}
