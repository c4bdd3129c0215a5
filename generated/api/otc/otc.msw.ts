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
  OtcAssetListResponse,
  OtcRequestListResponse,
  OtcRequestResponse
} from '../model';


export const getListOtcAssetsResponseMock = (overrideResponse: Partial<Extract<OtcAssetListResponse, object>> = {}): OtcAssetListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quotes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))())), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), decimals: faker.number.int({min: 0, max: 18})})), ...overrideResponse})

export const getListOtcRequestsResponseMock = (overrideResponse: Partial<Extract<OtcRequestListResponse, object>> = {}): OtcRequestListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), side: (() => faker.helpers.arrayElement(["buy","sell"]))(), asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), note: (() => faker.helpers.arrayElement(['Settle before 16:00 UTC please.', 'Part of a treasury rebalance.', '']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["quoted","accepted","expired","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), acceptedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCreateOtcRequestResponseMock = (overrideResponse: Partial<Extract<OtcRequestResponse, object>> = {}): OtcRequestResponse => ({data: {id: faker.number.int({min: 1}), side: (() => faker.helpers.arrayElement(["buy","sell"]))(), asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), note: (() => faker.helpers.arrayElement(['Settle before 16:00 UTC please.', 'Part of a treasury rebalance.', '']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["quoted","accepted","expired","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), acceptedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetOtcRequestResponseMock = (overrideResponse: Partial<Extract<OtcRequestResponse, object>> = {}): OtcRequestResponse => ({data: {id: faker.number.int({min: 1}), side: (() => faker.helpers.arrayElement(["buy","sell"]))(), asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), note: (() => faker.helpers.arrayElement(['Settle before 16:00 UTC please.', 'Part of a treasury rebalance.', '']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["quoted","accepted","expired","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), acceptedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getAcceptOtcQuoteResponseMock = (overrideResponse: Partial<Extract<OtcRequestResponse, object>> = {}): OtcRequestResponse => ({data: {id: faker.number.int({min: 1}), side: (() => faker.helpers.arrayElement(["buy","sell"]))(), asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), note: (() => faker.helpers.arrayElement(['Settle before 16:00 UTC please.', 'Part of a treasury rebalance.', '']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["quoted","accepted","expired","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), acceptedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCancelOtcRequestResponseMock = (overrideResponse: Partial<Extract<OtcRequestResponse, object>> = {}): OtcRequestResponse => ({data: {id: faker.number.int({min: 1}), side: (() => faker.helpers.arrayElement(["buy","sell"]))(), asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), note: (() => faker.helpers.arrayElement(['Settle before 16:00 UTC please.', 'Part of a treasury rebalance.', '']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["quoted","accepted","expired","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), acceptedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListOtcAssetsMockHandler = (overrideResponse?: OtcAssetListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcAssetListResponse> | OtcAssetListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/otc/assets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListOtcAssetsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListOtcRequestsMockHandler = (overrideResponse?: OtcRequestListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcRequestListResponse> | OtcRequestListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/otc/requests', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListOtcRequestsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateOtcRequestMockHandler = (overrideResponse?: OtcRequestResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcRequestResponse> | OtcRequestResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/otc/requests', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateOtcRequestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetOtcRequestMockHandler = (overrideResponse?: OtcRequestResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OtcRequestResponse> | OtcRequestResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/otc/requests/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetOtcRequestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getAcceptOtcQuoteMockHandler = (overrideResponse?: OtcRequestResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcRequestResponse> | OtcRequestResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/otc/requests/:id/accept', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getAcceptOtcQuoteResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelOtcRequestMockHandler = (overrideResponse?: OtcRequestResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OtcRequestResponse> | OtcRequestResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/otc/requests/:id/cancel', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelOtcRequestResponseMock(),
      { status: 200
      })
  }, options)
}
export const getOtcMock = () => [
  getListOtcAssetsMockHandler(),
  getListOtcRequestsMockHandler(),
  getCreateOtcRequestMockHandler(),
  getGetOtcRequestMockHandler(),
  getAcceptOtcQuoteMockHandler(),
  getCancelOtcRequestMockHandler()
]
