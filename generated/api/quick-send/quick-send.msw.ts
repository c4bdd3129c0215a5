/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import {
  faker
} from '@faker-js/faker';

import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  QuickSendChatListResponse,
  QuickSendChatResponse,
  QuickSendContactResponse,
  QuickSendCurrencyListResponse,
  QuickSendLimitListResponse,
  QuickSendMessageListResponse,
  QuickSendMessageResponse
} from '../model';


export const getFindQuickSendContactResponseMock = (overrideResponse: Partial<Extract<QuickSendContactResponse, object>> = {}): QuickSendContactResponse => ({data: {id: faker.number.int({min: 1}), nickname: {value: faker.string.alpha({length: {min: 3, max: 32}}), tag: faker.string.alpha({length: {min: 4, max: 4}})}, avatarColor: (() => faker.helpers.arrayElement(["#3D7BF7","#12B76A","#F79009","#F04438","#7A5AF8","#06AED4","#EE46BC","#667085"]))()}, ...overrideResponse})

export const getListQuickSendCurrenciesResponseMock = (overrideResponse: Partial<Extract<QuickSendCurrencyListResponse, object>> = {}): QuickSendCurrencyListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), name: faker.string.alpha({length: {min: 1, max: 64}}), decimals: faker.number.int({min: 0, max: 8})})), ...overrideResponse})

export const getListQuickSendLimitsResponseMock = (overrideResponse: Partial<Extract<QuickSendLimitListResponse, object>> = {}): QuickSendLimitListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dailyLimit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), sentToday: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListQuickSendChatsResponseMock = (overrideResponse: Partial<Extract<QuickSendChatListResponse, object>> = {}): QuickSendChatListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), contact: {id: faker.number.int({min: 1}), nickname: {value: faker.string.alpha({length: {min: 3, max: 32}}), tag: faker.string.alpha({length: {min: 4, max: 4}})}, avatarColor: (() => faker.helpers.arrayElement(["#3D7BF7","#12B76A","#F79009","#F04438","#7A5AF8","#06AED4","#EE46BC","#667085"]))()}, lastMessage: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), waitingForMe: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCreateQuickSendChatResponseMock = (overrideResponse: Partial<Extract<QuickSendChatResponse, object>> = {}): QuickSendChatResponse => ({data: {id: faker.number.int({min: 1}), contact: {id: faker.number.int({min: 1}), nickname: {value: faker.string.alpha({length: {min: 3, max: 32}}), tag: faker.string.alpha({length: {min: 4, max: 4}})}, avatarColor: (() => faker.helpers.arrayElement(["#3D7BF7","#12B76A","#F79009","#F04438","#7A5AF8","#06AED4","#EE46BC","#667085"]))()}, lastMessage: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), waitingForMe: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetQuickSendChatResponseMock = (overrideResponse: Partial<Extract<QuickSendChatResponse, object>> = {}): QuickSendChatResponse => ({data: {id: faker.number.int({min: 1}), contact: {id: faker.number.int({min: 1}), nickname: {value: faker.string.alpha({length: {min: 3, max: 32}}), tag: faker.string.alpha({length: {min: 4, max: 4}})}, avatarColor: (() => faker.helpers.arrayElement(["#3D7BF7","#12B76A","#F79009","#F04438","#7A5AF8","#06AED4","#EE46BC","#667085"]))()}, lastMessage: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), waitingForMe: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListQuickSendMessagesResponseMock = (overrideResponse: Partial<Extract<QuickSendMessageListResponse, object>> = {}): QuickSendMessageListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getSendQuickSendMessageResponseMock = (overrideResponse: Partial<Extract<QuickSendMessageResponse, object>> = {}): QuickSendMessageResponse => ({data: {id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getSendQuickSendTransferResponseMock = (overrideResponse: Partial<Extract<QuickSendMessageResponse, object>> = {}): QuickSendMessageResponse => ({data: {id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCreateQuickSendRequestResponseMock = (overrideResponse: Partial<Extract<QuickSendMessageResponse, object>> = {}): QuickSendMessageResponse => ({data: {id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getAcceptQuickSendRequestResponseMock = (overrideResponse: Partial<Extract<QuickSendMessageResponse, object>> = {}): QuickSendMessageResponse => ({data: {id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getDeclineQuickSendRequestResponseMock = (overrideResponse: Partial<Extract<QuickSendMessageResponse, object>> = {}): QuickSendMessageResponse => ({data: {id: faker.number.int({min: 1}), chatId: faker.number.int({min: 1}), kind: (() => faker.helpers.arrayElement(["text","transfer","request"]))(), direction: (() => faker.helpers.arrayElement(["in","out"]))(), text: (() => faker.helpers.arrayElement(['For the tickets', 'Got it, thank you!', 'Half of lunch?', 'Sending the ten now.']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["pending","accepted","declined","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), answeredAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getFindQuickSendContactMockHandler = (overrideResponse?: QuickSendContactResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuickSendContactResponse> | QuickSendContactResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/quick-send/contacts/find', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getFindQuickSendContactResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListQuickSendCurrenciesMockHandler = (overrideResponse?: QuickSendCurrencyListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuickSendCurrencyListResponse> | QuickSendCurrencyListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/quick-send/currencies', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListQuickSendCurrenciesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListQuickSendLimitsMockHandler = (overrideResponse?: QuickSendLimitListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuickSendLimitListResponse> | QuickSendLimitListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/quick-send/limits', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListQuickSendLimitsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListQuickSendChatsMockHandler = (overrideResponse?: QuickSendChatListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuickSendChatListResponse> | QuickSendChatListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/quick-send/chats', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListQuickSendChatsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateQuickSendChatMockHandler = (overrideResponse?: QuickSendChatResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<QuickSendChatResponse> | QuickSendChatResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/quick-send/chats', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateQuickSendChatResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetQuickSendChatMockHandler = (overrideResponse?: QuickSendChatResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuickSendChatResponse> | QuickSendChatResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/quick-send/chats/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetQuickSendChatResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteQuickSendChatMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/quick-send/chats/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListQuickSendMessagesMockHandler = (overrideResponse?: QuickSendMessageListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<QuickSendMessageListResponse> | QuickSendMessageListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/quick-send/chats/:id/messages', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListQuickSendMessagesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendQuickSendMessageMockHandler = (overrideResponse?: QuickSendMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<QuickSendMessageResponse> | QuickSendMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/quick-send/chats/:id/messages', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendQuickSendMessageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSendQuickSendTransferMockHandler = (overrideResponse?: QuickSendMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<QuickSendMessageResponse> | QuickSendMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/quick-send/chats/:id/transfers', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSendQuickSendTransferResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateQuickSendRequestMockHandler = (overrideResponse?: QuickSendMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<QuickSendMessageResponse> | QuickSendMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/quick-send/chats/:id/requests', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateQuickSendRequestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAcceptQuickSendRequestMockHandler = (overrideResponse?: QuickSendMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<QuickSendMessageResponse> | QuickSendMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/quick-send/requests/:id/accept', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAcceptQuickSendRequestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeclineQuickSendRequestMockHandler = (overrideResponse?: QuickSendMessageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<QuickSendMessageResponse> | QuickSendMessageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/quick-send/requests/:id/decline', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDeclineQuickSendRequestResponseMock(),
      { status: 200
      })
  }, options)
}
export const getQuickSendMock = () => [
  getFindQuickSendContactMockHandler(),
  getListQuickSendCurrenciesMockHandler(),
  getListQuickSendLimitsMockHandler(),
  getListQuickSendChatsMockHandler(),
  getCreateQuickSendChatMockHandler(),
  getGetQuickSendChatMockHandler(),
  getDeleteQuickSendChatMockHandler(),
  getListQuickSendMessagesMockHandler(),
  getSendQuickSendMessageMockHandler(),
  getSendQuickSendTransferMockHandler(),
  getCreateQuickSendRequestMockHandler(),
  getAcceptQuickSendRequestMockHandler(),
  getDeclineQuickSendRequestMockHandler()
]
