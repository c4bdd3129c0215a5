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
  AprHistoryResponse,
  DailyPaymentListResponse,
  EarnHistoryResponse,
  EarnOverviewResponse,
  FlexInvestmentListResponse,
  FlexInvestmentResponse,
  FlexPlanDetailResponse,
  FlexPlanListResponse,
  HourlyAccrualsResponse
} from '../model';


export const getListFlexPlansResponseMock = (overrideResponse: Partial<Extract<FlexPlanListResponse, object>> = {}): FlexPlanListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), rates: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), bonusEnabled: faker.datatype.boolean(), fromAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), toAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getGetFlexPlanDetailResponseMock = (overrideResponse: Partial<Extract<FlexPlanDetailResponse, object>> = {}): FlexPlanDetailResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), rates: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), bonusEnabled: faker.datatype.boolean(), fromAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), toAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalInvested: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), investment: faker.helpers.arrayElement([{ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastDayEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), status: (() => faker.helpers.arrayElement([0,1]))(), autoReinvest: faker.datatype.boolean(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined])}, ...overrideResponse})

export const getListFlexPlanAprHistoryResponseMock = (overrideResponse: Partial<Extract<AprHistoryResponse, object>> = {}): AprHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()})), ...overrideResponse})

export const getGetFlexInvestmentsSummaryResponseMock = (overrideResponse: Partial<Extract<FlexInvestmentListResponse, object>> = {}): FlexInvestmentListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastDayEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), status: (() => faker.helpers.arrayElement([0,1]))(), autoReinvest: faker.datatype.boolean(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getListFlexInvestmentHistoryResponseMock = (overrideResponse: Partial<Extract<EarnHistoryResponse, object>> = {}): EarnHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), type: (() => faker.helpers.arrayElement([1,2,3,4,5,6]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement([0,1]))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), planId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined])})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListFlexHourlyAccrualsResponseMock = (overrideResponse: Partial<Extract<HourlyAccrualsResponse, object>> = {}): HourlyAccrualsResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 25}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()})), pagination: {limit: faker.number.int({min: 1, max: 25}), offset: faker.number.int({min: 0, max: 719}), total: faker.number.int({min: 0, max: 720})}, ...overrideResponse})

export const getListFlexDailyPaymentsResponseMock = (overrideResponse: Partial<Extract<DailyPaymentListResponse, object>> = {}): DailyPaymentListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()})), ...overrideResponse})

export const getUpdateFlexAutoReinvestResponseMock = (overrideResponse: Partial<Extract<FlexInvestmentResponse, object>> = {}): FlexInvestmentResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastDayEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), status: (() => faker.helpers.arrayElement([0,1]))(), autoReinvest: faker.datatype.boolean(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getInvestFlexResponseMock = (overrideResponse: Partial<Extract<FlexInvestmentResponse, object>> = {}): FlexInvestmentResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastDayEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), status: (() => faker.helpers.arrayElement([0,1]))(), autoReinvest: faker.datatype.boolean(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getWithdrawFlexInvestmentResponseMock = (overrideResponse: Partial<Extract<FlexInvestmentResponse, object>> = {}): FlexInvestmentResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastDayEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), status: (() => faker.helpers.arrayElement([0,1]))(), autoReinvest: faker.datatype.boolean(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getCloseFlexInvestmentResponseMock = (overrideResponse: Partial<Extract<FlexInvestmentResponse, object>> = {}): FlexInvestmentResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastDayEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), status: (() => faker.helpers.arrayElement([0,1]))(), autoReinvest: faker.datatype.boolean(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetEarnOverviewResponseMock = (overrideResponse: Partial<Extract<EarnOverviewResponse, object>> = {}): EarnOverviewResponse => ({data: {assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), flexible: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fixed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), flexibleEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fixedExpectedProfit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), flexibleUsdt: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fixedUsdt: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalUsdt: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})


export const getListFlexPlansMockHandler = (overrideResponse?: FlexPlanListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FlexPlanListResponse> | FlexPlanListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFlexPlansResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetFlexPlanDetailMockHandler = (overrideResponse?: FlexPlanDetailResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FlexPlanDetailResponse> | FlexPlanDetailResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans/:ticker/detail', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetFlexPlanDetailResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFlexPlanAprHistoryMockHandler = (overrideResponse?: AprHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AprHistoryResponse> | AprHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans/:ticker/annual-percentage-rate-history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFlexPlanAprHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetFlexInvestmentsSummaryMockHandler = (overrideResponse?: FlexInvestmentListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FlexInvestmentListResponse> | FlexInvestmentListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans/investments/summary', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetFlexInvestmentsSummaryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFlexInvestmentHistoryMockHandler = (overrideResponse?: EarnHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EarnHistoryResponse> | EarnHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans/investments/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFlexInvestmentHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFlexHourlyAccrualsMockHandler = (overrideResponse?: HourlyAccrualsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<HourlyAccrualsResponse> | HourlyAccrualsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans/investments/:ticker/hourly-accruals', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFlexHourlyAccrualsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFlexDailyPaymentsMockHandler = (overrideResponse?: DailyPaymentListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DailyPaymentListResponse> | DailyPaymentListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/flex-plans/investments/:ticker/daily-payments', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFlexDailyPaymentsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateFlexAutoReinvestMockHandler = (overrideResponse?: FlexInvestmentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FlexInvestmentResponse> | FlexInvestmentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/flex-plans/investments/:ticker/auto-reinvest-setting', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateFlexAutoReinvestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getInvestFlexMockHandler = (overrideResponse?: FlexInvestmentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FlexInvestmentResponse> | FlexInvestmentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/flex-plans/investments/:ticker/invest', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getInvestFlexResponseMock(),
      { status: 200
      })
  }, options)
}

export const getWithdrawFlexInvestmentMockHandler = (overrideResponse?: FlexInvestmentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FlexInvestmentResponse> | FlexInvestmentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/flex-plans/investments/:ticker/withdraw', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getWithdrawFlexInvestmentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCloseFlexInvestmentMockHandler = (overrideResponse?: FlexInvestmentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FlexInvestmentResponse> | FlexInvestmentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/smart/flex-plans/investments/:ticker/close', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCloseFlexInvestmentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetEarnOverviewMockHandler = (overrideResponse?: EarnOverviewResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EarnOverviewResponse> | EarnOverviewResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/smart/overview', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetEarnOverviewResponseMock(),
      { status: 200
      })
  }, options)
}
export const getEarnFlexMock = () => [
  getListFlexPlansMockHandler(),
  getGetFlexPlanDetailMockHandler(),
  getListFlexPlanAprHistoryMockHandler(),
  getGetFlexInvestmentsSummaryMockHandler(),
  getListFlexInvestmentHistoryMockHandler(),
  getListFlexHourlyAccrualsMockHandler(),
  getListFlexDailyPaymentsMockHandler(),
  getUpdateFlexAutoReinvestMockHandler(),
  getInvestFlexMockHandler(),
  getWithdrawFlexInvestmentMockHandler(),
  getCloseFlexInvestmentMockHandler(),
  getGetEarnOverviewMockHandler()
]
