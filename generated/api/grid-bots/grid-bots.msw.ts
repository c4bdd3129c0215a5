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
  DeletedGridBotResponse,
  GridBotListResponse,
  GridBotOrderListResponse,
  GridBotResponse,
  GridForecastResponse
} from '../model';


export const getCreateGridBotResponseMock = (overrideResponse: Partial<Extract<GridBotResponse, object>> = {}): GridBotResponse => ({data: {extGridId: faker.string.uuid(), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), marketType: (() => faker.helpers.arrayElement([0,1,2]))(), smartGrid: faker.datatype.boolean(), lowerPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), upperPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), gridCount: faker.number.int({min: 2, max: 200}), gridType: (() => faker.helpers.arrayElement(["arithmetic","geometric"]))(), investment: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), leverage: (() => faker.helpers.arrayElement([1,2,3,5,10,20,50,100]))(), profit: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), status: (() => faker.helpers.arrayElement(["active","stopped","completed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetGridOrdersForecastResponseMock = (overrideResponse: Partial<Extract<GridForecastResponse, object>> = {}): GridForecastResponse => ({data: {orders: Array.from({ length: faker.number.int({min: 1, max: 200}) }, (_, i) => i + 1).map(() => ({side: (() => faker.helpers.arrayElement([1,2]))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), profitPerGridMin: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), profitPerGridMax: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}, ...overrideResponse})

export const getListGridBotsResponseMock = (overrideResponse: Partial<Extract<GridBotListResponse, object>> = {}): GridBotListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({extGridId: faker.string.uuid(), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), marketType: (() => faker.helpers.arrayElement([0,1,2]))(), smartGrid: faker.datatype.boolean(), lowerPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), upperPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), gridCount: faker.number.int({min: 2, max: 200}), gridType: (() => faker.helpers.arrayElement(["arithmetic","geometric"]))(), investment: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), leverage: (() => faker.helpers.arrayElement([1,2,3,5,10,20,50,100]))(), profit: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), status: (() => faker.helpers.arrayElement(["active","stopped","completed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getDeleteGridBotResponseMock = (overrideResponse: Partial<Extract<DeletedGridBotResponse, object>> = {}): DeletedGridBotResponse => ({data: {extGridId: faker.string.uuid()}, ...overrideResponse})

export const getListGridBotOrdersResponseMock = (overrideResponse: Partial<Extract<GridBotOrderListResponse, object>> = {}): GridBotOrderListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ioc: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), positionSide: (() => faker.helpers.arrayElement(["LONG","SHORT","BOTH"]))(), status: (() => faker.helpers.arrayElement([1,2,7,8]))(), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), feeAsset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finishedAt: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()})), ...overrideResponse})


export const getCreateGridBotMockHandler = (overrideResponse?: GridBotResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<GridBotResponse> | GridBotResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/grid/create', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateGridBotResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetGridOrdersForecastMockHandler = (overrideResponse?: GridForecastResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GridForecastResponse> | GridForecastResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/grid/orders/forecast', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetGridOrdersForecastResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListGridBotsMockHandler = (overrideResponse?: GridBotListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GridBotListResponse> | GridBotListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/grid/list', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListGridBotsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteGridBotMockHandler = (overrideResponse?: DeletedGridBotResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<DeletedGridBotResponse> | DeletedGridBotResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/trade/grid/delete', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDeleteGridBotResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListGridBotOrdersMockHandler = (overrideResponse?: GridBotOrderListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<GridBotOrderListResponse> | GridBotOrderListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/grid/orders', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListGridBotOrdersResponseMock(),
      { status: 200
      })
  }, options)
}
export const getGridBotsMock = () => [
  getCreateGridBotMockHandler(),
  getGetGridOrdersForecastMockHandler(),
  getListGridBotsMockHandler(),
  getDeleteGridBotMockHandler(),
  getListGridBotOrdersMockHandler()
]
