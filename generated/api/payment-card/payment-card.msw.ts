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
  PaymentCard,
  PaymentCardPlanListResponse,
  PaymentCardResponse,
  PaymentCardTransactionListResponse,
  PaymentCardTransferResponse
} from '../model';


export const getListPaymentCardPlansResponseMock = (overrideResponse: Partial<Extract<PaymentCardPlanListResponse, object>> = {}): PaymentCardPlanListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: (() => faker.helpers.arrayElement(["standard","premium","metal"]))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), issueFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), monthlyFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), topUpFeePercent: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), cashbackPercent: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), dailySpendLimit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), monthlyAtmLimit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getGetPaymentCardResponsePaymentCardMock = (overrideResponse: Partial<PaymentCard> = {}): PaymentCard => ({...{id: faker.number.int({min: 1}), planId: (() => faker.helpers.arrayElement(["standard","premium","metal"]))(), status: (() => faker.helpers.arrayElement(["ordered","active"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), last4: (() => faker.string.numeric(4))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), balance: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), addressLine: (() => faker.helpers.arrayElement(['221B Baker Street', 'Istiklal Caddesi 45', 'Unter den Linden 7']))(), city: (() => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']))(), postcode: (() => faker.helpers.arrayElement(['NW1 6XE', '34433', '10117', '10111']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), orderedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), activatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getGetPaymentCardResponseMock = (overrideResponse: Partial<Extract<PaymentCardResponse, object>> = {}): PaymentCardResponse => ({data: faker.helpers.arrayElement([{...getGetPaymentCardResponsePaymentCardMock()},null,]), ...overrideResponse})

export const getOrderPaymentCardResponsePaymentCardMock = (overrideResponse: Partial<PaymentCard> = {}): PaymentCard => ({...{id: faker.number.int({min: 1}), planId: (() => faker.helpers.arrayElement(["standard","premium","metal"]))(), status: (() => faker.helpers.arrayElement(["ordered","active"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), last4: (() => faker.string.numeric(4))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), balance: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), addressLine: (() => faker.helpers.arrayElement(['221B Baker Street', 'Istiklal Caddesi 45', 'Unter den Linden 7']))(), city: (() => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']))(), postcode: (() => faker.helpers.arrayElement(['NW1 6XE', '34433', '10117', '10111']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), orderedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), activatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getOrderPaymentCardResponseMock = (overrideResponse: Partial<Extract<PaymentCardResponse, object>> = {}): PaymentCardResponse => ({data: faker.helpers.arrayElement([{...getOrderPaymentCardResponsePaymentCardMock()},null,]), ...overrideResponse})

export const getTopUpPaymentCardResponseMock = (overrideResponse: Partial<Extract<PaymentCardTransferResponse, object>> = {}): PaymentCardTransferResponse => ({data: {card: {id: faker.number.int({min: 1}), planId: (() => faker.helpers.arrayElement(["standard","premium","metal"]))(), status: (() => faker.helpers.arrayElement(["ordered","active"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), last4: (() => faker.string.numeric(4))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), balance: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), addressLine: (() => faker.helpers.arrayElement(['221B Baker Street', 'Istiklal Caddesi 45', 'Unter den Linden 7']))(), city: (() => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']))(), postcode: (() => faker.helpers.arrayElement(['NW1 6XE', '34433', '10117', '10111']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), orderedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), activatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, transaction: {id: faker.number.int({min: 1}), type: faker.helpers.arrayElement(['top-up','withdrawal'] as const), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), balanceAfter: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}}, ...overrideResponse})

export const getWithdrawFromPaymentCardResponseMock = (overrideResponse: Partial<Extract<PaymentCardTransferResponse, object>> = {}): PaymentCardTransferResponse => ({data: {card: {id: faker.number.int({min: 1}), planId: (() => faker.helpers.arrayElement(["standard","premium","metal"]))(), status: (() => faker.helpers.arrayElement(["ordered","active"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), last4: (() => faker.string.numeric(4))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), balance: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), addressLine: (() => faker.helpers.arrayElement(['221B Baker Street', 'Istiklal Caddesi 45', 'Unter den Linden 7']))(), city: (() => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']))(), postcode: (() => faker.helpers.arrayElement(['NW1 6XE', '34433', '10117', '10111']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), orderedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), activatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, transaction: {id: faker.number.int({min: 1}), type: faker.helpers.arrayElement(['top-up','withdrawal'] as const), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), balanceAfter: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}}, ...overrideResponse})

export const getListPaymentCardTransactionsResponseMock = (overrideResponse: Partial<Extract<PaymentCardTransactionListResponse, object>> = {}): PaymentCardTransactionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), type: faker.helpers.arrayElement(['top-up','withdrawal'] as const), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), balanceAfter: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})


export const getListPaymentCardPlansMockHandler = (overrideResponse?: PaymentCardPlanListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaymentCardPlanListResponse> | PaymentCardPlanListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wb-card/plans', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListPaymentCardPlansResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetPaymentCardMockHandler = (overrideResponse?: PaymentCardResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaymentCardResponse> | PaymentCardResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wb-card', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPaymentCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getOrderPaymentCardMockHandler = (overrideResponse?: PaymentCardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PaymentCardResponse> | PaymentCardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/wb-card/order', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getOrderPaymentCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTopUpPaymentCardMockHandler = (overrideResponse?: PaymentCardTransferResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PaymentCardTransferResponse> | PaymentCardTransferResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/wb-card/deposit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTopUpPaymentCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getWithdrawFromPaymentCardMockHandler = (overrideResponse?: PaymentCardTransferResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PaymentCardTransferResponse> | PaymentCardTransferResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/wb-card/withdraw', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getWithdrawFromPaymentCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListPaymentCardTransactionsMockHandler = (overrideResponse?: PaymentCardTransactionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PaymentCardTransactionListResponse> | PaymentCardTransactionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wb-card/transactions', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListPaymentCardTransactionsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getPaymentCardMock = () => [
  getListPaymentCardPlansMockHandler(),
  getGetPaymentCardMockHandler(),
  getOrderPaymentCardMockHandler(),
  getTopUpPaymentCardMockHandler(),
  getWithdrawFromPaymentCardMockHandler(),
  getListPaymentCardTransactionsMockHandler()
]
