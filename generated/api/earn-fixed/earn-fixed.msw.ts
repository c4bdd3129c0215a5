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
  CalculatedProfitResponse,
  EarnHistoryResponse,
  FixedInvestmentListResponse,
  FixedInvestmentResponse,
  FixedPlanDetailResponse,
  FixedPlanListResponse
} from '../model';


export const getListFixedPlansResponseMock = (overrideResponse: Partial<Extract<FixedPlanListResponse, object>> = {}): FixedPlanListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), durationDays: faker.number.int({min: 1, max: 365}), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), isSoldOut: faker.datatype.boolean()})), ...overrideResponse})

export const getGetFixedPlanDetailResponseMock = (overrideResponse: Partial<Extract<FixedPlanDetailResponse, object>> = {}): FixedPlanDetailResponse => ({data: {id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), durationDays: faker.number.int({min: 1, max: 365}), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), isSoldOut: faker.datatype.boolean(), poolSize: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), poolLeft: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListFixedInvestmentsResponseMock = (overrideResponse: Partial<Extract<FixedInvestmentListResponse, object>> = {}): FixedInvestmentListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), planId: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), expectedProfit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement([0,1]))(), startedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getCreateFixedInvestmentResponseMock = (overrideResponse: Partial<Extract<FixedInvestmentResponse, object>> = {}): FixedInvestmentResponse => ({data: {id: faker.number.int({min: 1}), planId: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), expectedProfit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement([0,1]))(), startedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListFixedInvestmentHistoryResponseMock = (overrideResponse: Partial<Extract<EarnHistoryResponse, object>> = {}): EarnHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), type: (() => faker.helpers.arrayElement([1,2,3,4,5,6]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement([0,1]))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), planId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined])})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCloseFixedInvestmentResponseMock = (overrideResponse: Partial<Extract<FixedInvestmentResponse, object>> = {}): FixedInvestmentResponse => ({data: {id: faker.number.int({min: 1}), planId: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), expectedProfit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement([0,1]))(), startedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCalculateFixedInvestmentProfitResponseMock = (overrideResponse: Partial<Extract<CalculatedProfitResponse, object>> = {}): CalculatedProfitResponse => ({data: {totalProfit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})


export const getListFixedPlansMockHandler = (overrideResponse?: FixedPlanListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FixedPlanListResponse> | FixedPlanListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/fixed-plans', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFixedPlansResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetFixedPlanDetailMockHandler = (overrideResponse?: FixedPlanDetailResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FixedPlanDetailResponse> | FixedPlanDetailResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/fixed-plans/:id/detail', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetFixedPlanDetailResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFixedInvestmentsMockHandler = (overrideResponse?: FixedInvestmentListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FixedInvestmentListResponse> | FixedInvestmentListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/fixed-plans/investments', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFixedInvestmentsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateFixedInvestmentMockHandler = (overrideResponse?: FixedInvestmentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FixedInvestmentResponse> | FixedInvestmentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/fixed-plans/investments', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateFixedInvestmentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFixedInvestmentHistoryMockHandler = (overrideResponse?: EarnHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EarnHistoryResponse> | EarnHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/fixed-plans/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFixedInvestmentHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCloseFixedInvestmentMockHandler = (overrideResponse?: FixedInvestmentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FixedInvestmentResponse> | FixedInvestmentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/fixed-plans/investments/close', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCloseFixedInvestmentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCalculateFixedInvestmentProfitMockHandler = (overrideResponse?: CalculatedProfitResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CalculatedProfitResponse> | CalculatedProfitResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/fixed-plans/investments/:id/calculate-profit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCalculateFixedInvestmentProfitResponseMock(),
      { status: 200
      })
  }, options)
}
export const getEarnFixedMock = () => [
  getListFixedPlansMockHandler(),
  getGetFixedPlanDetailMockHandler(),
  getListFixedInvestmentsMockHandler(),
  getCreateFixedInvestmentMockHandler(),
  getListFixedInvestmentHistoryMockHandler(),
  getCloseFixedInvestmentMockHandler(),
  getCalculateFixedInvestmentProfitMockHandler()
]
