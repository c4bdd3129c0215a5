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
  MarketListResponse,
  OrderResponse,
  PublicOrderBook
} from '../model';


export const getListTradeMarketsResponseMock = (overrideResponse: Partial<Extract<MarketListResponse, object>> = {}): MarketListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), tradeMarketName: (() =>
  faker.helpers.arrayElement(['BTC_USDT', 'ETH_USDT', 'WBT_USDT', 'SOL_USDT', 'ETH_BTC', 'XRP_USDT', 'BTC_PERP', 'ETH_PERP']))(), stock: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), money: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), type: faker.helpers.arrayElement(['spot','futures'] as const), subType: (() => faker.helpers.arrayElement(["crypto","fiat","stable"]))(), stockPrec: faker.number.int({min: 0, max: 18}), moneyPrec: faker.number.int({min: 0, max: 18}), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minTotal: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), makerFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), takerFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tradesEnabled: faker.datatype.boolean(), isMargin: faker.datatype.boolean(), maxLeverage: faker.helpers.arrayElement([faker.number.int({min: 1, max: 100}), undefined]), priority: faker.helpers.arrayElement([faker.number.int({min: 0}), undefined]), lastPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), change: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))(), high: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), low: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), baseVolume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), quoteVolume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getGetPublicOrderBookResponseMock = (overrideResponse: Partial<Extract<PublicOrderBook, object>> = {}): PublicOrderBook => ({ticker_id: (() =>
  faker.helpers.arrayElement(['BTC_USDT', 'ETH_USDT', 'WBT_USDT', 'SOL_USDT', 'ETH_BTC', 'XRP_USDT', 'BTC_PERP', 'ETH_PERP']))(), timestamp: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), asks: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ([(() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()])), bids: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ([(() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()])), ...overrideResponse})

export const getPlaceSpotLimitOrderResponseMock = (overrideResponse: Partial<Extract<OrderResponse, object>> = {}): OrderResponse => ({data: {id: faker.number.int({min: 1}), clientOrderId: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 64}}), undefined]), market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), type: (() => faker.helpers.arrayElement([1,2,202,3,4,7,8,9,10,14,778,779]))(), side: (() => faker.helpers.arrayElement([1,2]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activationPrice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), activation_condition: faker.helpers.arrayElement([faker.helpers.arrayElement(['lte','gte'] as const), undefined]), left: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealStock: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealMoney: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dealFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reduce_only: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), postOnly: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())()}, ...overrideResponse})


export const getListTradeMarketsMockHandler = (overrideResponse?: MarketListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MarketListResponse> | MarketListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/markets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListTradeMarketsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetPublicOrderBookMockHandler = (overrideResponse?: PublicOrderBook | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PublicOrderBook> | PublicOrderBook), options?: RequestHandlerOptions) => {
  return http.get('*/api/v4/public/orderbook/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPublicOrderBookResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPlaceSpotLimitOrderMockHandler = (overrideResponse?: OrderResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<OrderResponse> | OrderResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/spot/limit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPlaceSpotLimitOrderResponseMock(),
      { status: 200
      })
  }, options)
}
export const getTradeMock = () => [
  getListTradeMarketsMockHandler(),
  getGetPublicOrderBookMockHandler(),
  getPlaceSpotLimitOrderMockHandler()
]
