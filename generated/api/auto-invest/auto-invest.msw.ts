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
  AutoInvestAssetListResponse,
  AutoInvestCalculationResponse,
  AutoInvestExecutionListResponse,
  AutoInvestLimitListResponse,
  AutoInvestOverviewResponse,
  AutoInvestPlanListResponse,
  AutoInvestPlanResponse,
  AutoInvestSettingsResponse,
  DeletedAutoInvestPlanResponse
} from '../model';


export const getListAutoInvestPlansResponseMock = (overrideResponse: Partial<Extract<AutoInvestPlanListResponse, object>> = {}): AutoInvestPlanListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), percent: faker.number.int({min: 1, max: 100})})), schedule: {period: (() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))(), time: (() =>
  `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`)(), weekday: faker.helpers.arrayElement([faker.number.int({min: 1, max: 7}), undefined]), monthDay: faker.helpers.arrayElement([faker.number.int({min: 1, max: 28}), undefined])}, status: (() => faker.helpers.arrayElement(["active","paused"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), executions: faker.number.int({min: 0})})), ...overrideResponse})

export const getCreateAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<AutoInvestPlanResponse, object>> = {}): AutoInvestPlanResponse => ({data: {id: faker.number.int({min: 1}), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), percent: faker.number.int({min: 1, max: 100})})), schedule: {period: (() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))(), time: (() =>
  `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`)(), weekday: faker.helpers.arrayElement([faker.number.int({min: 1, max: 7}), undefined]), monthDay: faker.helpers.arrayElement([faker.number.int({min: 1, max: 28}), undefined])}, status: (() => faker.helpers.arrayElement(["active","paused"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), executions: faker.number.int({min: 0})}, ...overrideResponse})

export const getGetAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<AutoInvestPlanResponse, object>> = {}): AutoInvestPlanResponse => ({data: {id: faker.number.int({min: 1}), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), percent: faker.number.int({min: 1, max: 100})})), schedule: {period: (() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))(), time: (() =>
  `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`)(), weekday: faker.helpers.arrayElement([faker.number.int({min: 1, max: 7}), undefined]), monthDay: faker.helpers.arrayElement([faker.number.int({min: 1, max: 28}), undefined])}, status: (() => faker.helpers.arrayElement(["active","paused"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), executions: faker.number.int({min: 0})}, ...overrideResponse})

export const getDeleteAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<DeletedAutoInvestPlanResponse, object>> = {}): DeletedAutoInvestPlanResponse => ({data: {id: faker.number.int({min: 1})}, ...overrideResponse})

export const getEditAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<AutoInvestPlanResponse, object>> = {}): AutoInvestPlanResponse => ({data: {id: faker.number.int({min: 1}), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), percent: faker.number.int({min: 1, max: 100})})), schedule: {period: (() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))(), time: (() =>
  `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`)(), weekday: faker.helpers.arrayElement([faker.number.int({min: 1, max: 7}), undefined]), monthDay: faker.helpers.arrayElement([faker.number.int({min: 1, max: 28}), undefined])}, status: (() => faker.helpers.arrayElement(["active","paused"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), executions: faker.number.int({min: 0})}, ...overrideResponse})

export const getPauseAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<AutoInvestPlanResponse, object>> = {}): AutoInvestPlanResponse => ({data: {id: faker.number.int({min: 1}), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), percent: faker.number.int({min: 1, max: 100})})), schedule: {period: (() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))(), time: (() =>
  `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`)(), weekday: faker.helpers.arrayElement([faker.number.int({min: 1, max: 7}), undefined]), monthDay: faker.helpers.arrayElement([faker.number.int({min: 1, max: 28}), undefined])}, status: (() => faker.helpers.arrayElement(["active","paused"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), executions: faker.number.int({min: 0})}, ...overrideResponse})

export const getResumeAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<AutoInvestPlanResponse, object>> = {}): AutoInvestPlanResponse => ({data: {id: faker.number.int({min: 1}), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), percent: faker.number.int({min: 1, max: 100})})), schedule: {period: (() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))(), time: (() =>
  `${String(faker.number.int({ min: 0, max: 23 })).padStart(2, '0')}:${String(faker.number.int({ min: 0, max: 59 })).padStart(2, '0')}`)(), weekday: faker.helpers.arrayElement([faker.number.int({min: 1, max: 7}), undefined]), monthDay: faker.helpers.arrayElement([faker.number.int({min: 1, max: 28}), undefined])}, status: (() => faker.helpers.arrayElement(["active","paused"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), executions: faker.number.int({min: 0})}, ...overrideResponse})

export const getListAutoInvestExecutionsResponseMock = (overrideResponse: Partial<Extract<AutoInvestExecutionListResponse, object>> = {}): AutoInvestExecutionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), planId: faker.number.int({min: 1}), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), status: (() => faker.helpers.arrayElement(["success","failed"]))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), spent: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), failure: (() => faker.helpers.arrayElement(["balance","market"]))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListAutoInvestAssetsResponseMock = (overrideResponse: Partial<Extract<AutoInvestAssetListResponse, object>> = {}): AutoInvestAssetListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))()))})), ...overrideResponse})

export const getGetAutoInvestLimitsResponseMock = (overrideResponse: Partial<Extract<AutoInvestLimitListResponse, object>> = {}): AutoInvestLimitListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), decimals: faker.number.int({min: 0, max: 8})})), ...overrideResponse})

export const getGetAutoInvestSettingsResponseMock = (overrideResponse: Partial<Extract<AutoInvestSettingsResponse, object>> = {}): AutoInvestSettingsResponse => ({data: {periods: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["hourly","daily","weekly","monthly"]))())), maxAssets: faker.number.int({min: 1, max: 10}), maxPlans: faker.number.int({min: 1}), timeZone: faker.helpers.arrayElement(['UTC'] as const)}, ...overrideResponse})

export const getGetAutoInvestOverviewResponseMock = (overrideResponse: Partial<Extract<AutoInvestOverviewResponse, object>> = {}): AutoInvestOverviewResponse => ({data: {activePlans: faker.number.int({min: 0}), pausedPlans: faker.number.int({min: 0}), nextRunAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), spent: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), bought: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))}, ...overrideResponse})

export const getCalculateAutoInvestPlanResponseMock = (overrideResponse: Partial<Extract<AutoInvestCalculationResponse, object>> = {}): AutoInvestCalculationResponse => ({data: {buys: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), spend: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))}, ...overrideResponse})


export const getListAutoInvestPlansMockHandler = (overrideResponse?: AutoInvestPlanListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestPlanListResponse> | AutoInvestPlanListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/plans', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAutoInvestPlansResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateAutoInvestPlanMockHandler = (overrideResponse?: AutoInvestPlanResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AutoInvestPlanResponse> | AutoInvestPlanResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/auto-invest/plans/create', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAutoInvestPlanMockHandler = (overrideResponse?: AutoInvestPlanResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestPlanResponse> | AutoInvestPlanResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/plans/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteAutoInvestPlanMockHandler = (overrideResponse?: DeletedAutoInvestPlanResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<DeletedAutoInvestPlanResponse> | DeletedAutoInvestPlanResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/smart/auto-invest/plans/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDeleteAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getEditAutoInvestPlanMockHandler = (overrideResponse?: AutoInvestPlanResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AutoInvestPlanResponse> | AutoInvestPlanResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/auto-invest/plans/:id/edit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEditAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPauseAutoInvestPlanMockHandler = (overrideResponse?: AutoInvestPlanResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AutoInvestPlanResponse> | AutoInvestPlanResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/auto-invest/plans/:id/pause', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPauseAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResumeAutoInvestPlanMockHandler = (overrideResponse?: AutoInvestPlanResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AutoInvestPlanResponse> | AutoInvestPlanResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/auto-invest/plans/:id/resume', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getResumeAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAutoInvestExecutionsMockHandler = (overrideResponse?: AutoInvestExecutionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestExecutionListResponse> | AutoInvestExecutionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/executions', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAutoInvestExecutionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAutoInvestAssetsMockHandler = (overrideResponse?: AutoInvestAssetListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestAssetListResponse> | AutoInvestAssetListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/assets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAutoInvestAssetsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAutoInvestLimitsMockHandler = (overrideResponse?: AutoInvestLimitListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestLimitListResponse> | AutoInvestLimitListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/limits', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAutoInvestLimitsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAutoInvestSettingsMockHandler = (overrideResponse?: AutoInvestSettingsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestSettingsResponse> | AutoInvestSettingsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/settings', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAutoInvestSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAutoInvestOverviewMockHandler = (overrideResponse?: AutoInvestOverviewResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AutoInvestOverviewResponse> | AutoInvestOverviewResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/auto-invest/overview', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAutoInvestOverviewResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCalculateAutoInvestPlanMockHandler = (overrideResponse?: AutoInvestCalculationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AutoInvestCalculationResponse> | AutoInvestCalculationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/auto-invest/plans/calculate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCalculateAutoInvestPlanResponseMock(),
      { status: 200
      })
  }, options)
}
export const getAutoInvestMock = () => [
  getListAutoInvestPlansMockHandler(),
  getCreateAutoInvestPlanMockHandler(),
  getGetAutoInvestPlanMockHandler(),
  getDeleteAutoInvestPlanMockHandler(),
  getEditAutoInvestPlanMockHandler(),
  getPauseAutoInvestPlanMockHandler(),
  getResumeAutoInvestPlanMockHandler(),
  getListAutoInvestExecutionsMockHandler(),
  getListAutoInvestAssetsMockHandler(),
  getGetAutoInvestLimitsMockHandler(),
  getGetAutoInvestSettingsMockHandler(),
  getGetAutoInvestOverviewMockHandler(),
  getCalculateAutoInvestPlanMockHandler()
]
