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
  AccountValueSeriesResponse,
  AnalyticsPnlSummaryResponse,
  CollateralPnlResponse,
  PnlSeriesResponse,
  TradingVolumeSeriesResponse,
  TradingVolumesResponse
} from '../model';


export const getGetPnlSummaryResponseMock = (overrideResponse: Partial<Extract<AnalyticsPnlSummaryResponse, object>> = {}): AnalyticsPnlSummaryResponse => ({data: {period: (() => faker.helpers.arrayElement(["7d","30d","90d","365d"]))(), from: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), to: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), startValue: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), endValue: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), netInflow: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), pnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), pnlPercent: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))()}, ...overrideResponse})

export const getGetAccountValueHistoryResponseMock = (overrideResponse: Partial<Extract<AccountValueSeriesResponse, object>> = {}): AccountValueSeriesResponse => ({data: {period: (() => faker.helpers.arrayElement(["7d","30d","90d","365d"]))(), points: Array.from({ length: faker.number.int({min: 1, max: 366}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), main: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spot: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), collateral: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earn: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), inflow: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))()}))}, ...overrideResponse})

export const getGetCollateralPnlResponseMock = (overrideResponse: Partial<Extract<CollateralPnlResponse, object>> = {}): CollateralPnlResponse => ({data: {period: (() => faker.helpers.arrayElement(["7d","30d","90d","365d"]))(), realizedPnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), funding: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), pnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), positions: faker.number.int({min: 0}), points: Array.from({ length: faker.number.int({min: 1, max: 366}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), realizedPnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), funding: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), pnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))()}))}, ...overrideResponse})

export const getGetPnlHistoryResponseMock = (overrideResponse: Partial<Extract<PnlSeriesResponse, object>> = {}): PnlSeriesResponse => ({data: {period: (() => faker.helpers.arrayElement(["7d","30d","90d","365d"]))(), points: Array.from({ length: faker.number.int({min: 1, max: 366}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), pnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), cumulative: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))()}))}, ...overrideResponse})

export const getGetTradingVolumesResponseMock = (overrideResponse: Partial<Extract<TradingVolumesResponse, object>> = {}): TradingVolumesResponse => ({data: {period: (() => faker.helpers.arrayElement(["7d","30d","90d","365d"]))(), spot: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), margin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), futures: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), deals: faker.number.int({min: 0}), fees: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getGetTradingVolumeHistoryResponseMock = (overrideResponse: Partial<Extract<TradingVolumeSeriesResponse, object>> = {}): TradingVolumeSeriesResponse => ({data: {period: (() => faker.helpers.arrayElement(["7d","30d","90d","365d"]))(), points: Array.from({ length: faker.number.int({min: 1, max: 366}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), spot: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), margin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), futures: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))}, ...overrideResponse})


export const getGetPnlSummaryMockHandler = (overrideResponse?: AnalyticsPnlSummaryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AnalyticsPnlSummaryResponse> | AnalyticsPnlSummaryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/analytics/pnl/summary', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPnlSummaryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAccountValueHistoryMockHandler = (overrideResponse?: AccountValueSeriesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AccountValueSeriesResponse> | AccountValueSeriesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/analytics/account', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAccountValueHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCollateralPnlMockHandler = (overrideResponse?: CollateralPnlResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CollateralPnlResponse> | CollateralPnlResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/analytics/pnl/collateral', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCollateralPnlResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetPnlHistoryMockHandler = (overrideResponse?: PnlSeriesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PnlSeriesResponse> | PnlSeriesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/analytics/pnl/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPnlHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetTradingVolumesMockHandler = (overrideResponse?: TradingVolumesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TradingVolumesResponse> | TradingVolumesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/analytics/trading-volumes', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTradingVolumesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetTradingVolumeHistoryMockHandler = (overrideResponse?: TradingVolumeSeriesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<TradingVolumeSeriesResponse> | TradingVolumeSeriesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/analytics/trading-volumes/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTradingVolumeHistoryResponseMock(),
      { status: 200
      })
  }, options)
}
export const getAnalyticsMock = () => [
  getGetPnlSummaryMockHandler(),
  getGetAccountValueHistoryMockHandler(),
  getGetCollateralPnlMockHandler(),
  getGetPnlHistoryMockHandler(),
  getGetTradingVolumesMockHandler(),
  getGetTradingVolumeHistoryMockHandler()
]
