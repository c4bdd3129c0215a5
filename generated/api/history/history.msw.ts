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
  ClosedPositionListResponse,
  DealListResponse,
  OrderHistoryListResponse
} from '../model';


export const getListSpotOrderHistoryResponseMock = (overrideResponse: Partial<Extract<OrderHistoryListResponse, object>> = {}): OrderHistoryListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListCollateralOrderHistoryResponseMock = (overrideResponse: Partial<Extract<OrderHistoryListResponse, object>> = {}): OrderHistoryListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListSpotDealHistoryResponseMock = (overrideResponse: Partial<Extract<DealListResponse, object>> = {}): DealListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), orderId: faker.number.int({min: 1}), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), side: (() => faker.helpers.arrayElement([1,2]))(), role: faker.helpers.arrayElement([1,2] as const), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListPositionHistoryResponseMock = (overrideResponse: Partial<Extract<ClosedPositionListResponse, object>> = {}): ClosedPositionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), amount: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), basePrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), closePrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), realizedPnl: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), funding: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), openedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), closedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})


export const getListSpotOrderHistoryMockHandler = (overrideResponse?: OrderHistoryListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OrderHistoryListResponse> | OrderHistoryListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/spot/orders/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSpotOrderHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCollateralOrderHistoryMockHandler = (overrideResponse?: OrderHistoryListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OrderHistoryListResponse> | OrderHistoryListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/orders/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCollateralOrderHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListSpotDealHistoryMockHandler = (overrideResponse?: DealListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DealListResponse> | DealListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/spot/deals/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSpotDealHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListPositionHistoryMockHandler = (overrideResponse?: ClosedPositionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ClosedPositionListResponse> | ClosedPositionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/collateral/positions/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListPositionHistoryResponseMock(),
      { status: 200
      })
  }, options)
}
export const getHistoryMock = () => [
  getListSpotOrderHistoryMockHandler(),
  getListCollateralOrderHistoryMockHandler(),
  getListSpotDealHistoryMockHandler(),
  getListPositionHistoryMockHandler()
]
