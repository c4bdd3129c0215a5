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
  FundingHistoryResponse,
  FundingRateResponse,
  NextFundingTimeResponse,
  OpenInterestResponse,
  UserFundingDiscountResponse,
  UserFundingHistoryResponse,
  WbtHoldingFundingDiscountResponse
} from '../model';


export const getGetWbtHoldingFundingDiscountResponseMock = (overrideResponse: Partial<Extract<WbtHoldingFundingDiscountResponse, object>> = {}): WbtHoldingFundingDiscountResponse => ({data: {level: faker.number.int({min: 0, max: 10}), discount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, ...overrideResponse})

export const getGetUserFundingDiscountResponseMock = (overrideResponse: Partial<Extract<UserFundingDiscountResponse, object>> = {}): UserFundingDiscountResponse => ({data: {holdingLevel: faker.number.int({min: 0, max: 10}), discount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), hold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getGetNextFundingTimeResponseMock = (overrideResponse: Partial<Extract<NextFundingTimeResponse, object>> = {}): NextFundingTimeResponse => ({data: {market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), nextFundingTime: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetFundingRateResponseMock = (overrideResponse: Partial<Extract<FundingRateResponse, object>> = {}): FundingRateResponse => ({data: {market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), rate: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))(), intervalHours: faker.helpers.arrayElement([faker.number.int({min: 1, max: 24}), undefined])}, ...overrideResponse})

export const getGetOpenInterestResponseMock = (overrideResponse: Partial<Extract<OpenInterestResponse, object>> = {}): OpenInterestResponse => ({data: {market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), openInterest: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), openInterestValue: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListFundingHistoryResponseMock = (overrideResponse: Partial<Extract<FundingHistoryResponse, object>> = {}): FundingHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({fundingTime: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), rate: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))(), markPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListUserFundingHistoryResponseMock = (overrideResponse: Partial<Extract<UserFundingHistoryResponse, object>> = {}): UserFundingHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), rate: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))(), positionAmount: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), discount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})


export const getGetWbtHoldingFundingDiscountMockHandler = (overrideResponse?: WbtHoldingFundingDiscountResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtHoldingFundingDiscountResponse> | WbtHoldingFundingDiscountResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/funding-discount/wbt-holding/:level', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWbtHoldingFundingDiscountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetUserFundingDiscountMockHandler = (overrideResponse?: UserFundingDiscountResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UserFundingDiscountResponse> | UserFundingDiscountResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/funding-discount/user', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetUserFundingDiscountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetNextFundingTimeMockHandler = (overrideResponse?: NextFundingTimeResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<NextFundingTimeResponse> | NextFundingTimeResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/funding/next-funding-time/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetNextFundingTimeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetFundingRateMockHandler = (overrideResponse?: FundingRateResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundingRateResponse> | FundingRateResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/funding/rate/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetFundingRateResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetOpenInterestMockHandler = (overrideResponse?: OpenInterestResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OpenInterestResponse> | OpenInterestResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/funding/open-interest/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetOpenInterestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFundingHistoryMockHandler = (overrideResponse?: FundingHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FundingHistoryResponse> | FundingHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/funding/history/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFundingHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListUserFundingHistoryMockHandler = (overrideResponse?: UserFundingHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UserFundingHistoryResponse> | UserFundingHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/funding/user-history/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListUserFundingHistoryResponseMock(),
      { status: 200
      })
  }, options)
}
export const getFundingMock = () => [
  getGetWbtHoldingFundingDiscountMockHandler(),
  getGetUserFundingDiscountMockHandler(),
  getGetNextFundingTimeMockHandler(),
  getGetFundingRateMockHandler(),
  getGetOpenInterestMockHandler(),
  getListFundingHistoryMockHandler(),
  getListUserFundingHistoryMockHandler()
]
