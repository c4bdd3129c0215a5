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
  GiftCardListResponse,
  GiftCardResponse,
  GiftCardTermsResponse
} from '../model';


export const getGetGiftCardTermsResponseMock = (overrideResponse: Partial<Extract<GiftCardTermsResponse, object>> = {}): GiftCardTermsResponse => ({data: {assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), decimals: faker.number.int({min: 0, max: 18})})), designs: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['birthday', 'thank-you', 'new-year', 'congratulations']))()))}, ...overrideResponse})

export const getBuyGiftCardResponseMock = (overrideResponse: Partial<Extract<GiftCardResponse, object>> = {}): GiftCardResponse => ({data: {id: faker.number.int({min: 1}), design: (() => faker.helpers.arrayElement(['birthday', 'thank-you', 'new-year', 'congratulations']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), recipientName: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), message: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), code: (() => `GIFT-${[0, 1, 2].map(() => faker.string.alphanumeric({ length: 4, casing: 'upper' })).join('-')}`)(), status: (() => faker.helpers.arrayElement(["active","redeemed"]))(), role: (() => faker.helpers.arrayElement(["bought","received"]))(), purchasedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), redeemedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListMyGiftCardsResponseMock = (overrideResponse: Partial<Extract<GiftCardListResponse, object>> = {}): GiftCardListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), design: (() => faker.helpers.arrayElement(['birthday', 'thank-you', 'new-year', 'congratulations']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), recipientName: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), message: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), code: (() => `GIFT-${[0, 1, 2].map(() => faker.string.alphanumeric({ length: 4, casing: 'upper' })).join('-')}`)(), status: (() => faker.helpers.arrayElement(["active","redeemed"]))(), role: (() => faker.helpers.arrayElement(["bought","received"]))(), purchasedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), redeemedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getGetGiftCardResponseMock = (overrideResponse: Partial<Extract<GiftCardResponse, object>> = {}): GiftCardResponse => ({data: {id: faker.number.int({min: 1}), design: (() => faker.helpers.arrayElement(['birthday', 'thank-you', 'new-year', 'congratulations']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), recipientName: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), message: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), code: (() => `GIFT-${[0, 1, 2].map(() => faker.string.alphanumeric({ length: 4, casing: 'upper' })).join('-')}`)(), status: (() => faker.helpers.arrayElement(["active","redeemed"]))(), role: (() => faker.helpers.arrayElement(["bought","received"]))(), purchasedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), redeemedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getRedeemGiftCardResponseMock = (overrideResponse: Partial<Extract<GiftCardResponse, object>> = {}): GiftCardResponse => ({data: {id: faker.number.int({min: 1}), design: (() => faker.helpers.arrayElement(['birthday', 'thank-you', 'new-year', 'congratulations']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), recipientName: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), message: (() => faker.helpers.arrayElement(['Ayse', 'Happy birthday!', 'Thank you for everything', 'Mehmet']))(), code: (() => `GIFT-${[0, 1, 2].map(() => faker.string.alphanumeric({ length: 4, casing: 'upper' })).join('-')}`)(), status: (() => faker.helpers.arrayElement(["active","redeemed"]))(), role: (() => faker.helpers.arrayElement(["bought","received"]))(), purchasedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), redeemedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getGetGiftCardTermsMockHandler = (overrideResponse?: GiftCardTermsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GiftCardTermsResponse> | GiftCardTermsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/gift-cards/terms', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetGiftCardTermsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getBuyGiftCardMockHandler = (overrideResponse?: GiftCardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GiftCardResponse> | GiftCardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/gift-cards', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getBuyGiftCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMyGiftCardsMockHandler = (overrideResponse?: GiftCardListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GiftCardListResponse> | GiftCardListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/gift-cards/my', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMyGiftCardsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetGiftCardMockHandler = (overrideResponse?: GiftCardResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GiftCardResponse> | GiftCardResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/gift-cards/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetGiftCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRedeemGiftCardMockHandler = (overrideResponse?: GiftCardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GiftCardResponse> | GiftCardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/gift-cards/redeem', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRedeemGiftCardResponseMock(),
      { status: 200
      })
  }, options)
}
export const getGiftCardsMock = () => [
  getGetGiftCardTermsMockHandler(),
  getBuyGiftCardMockHandler(),
  getListMyGiftCardsMockHandler(),
  getGetGiftCardMockHandler(),
  getRedeemGiftCardMockHandler()
]
