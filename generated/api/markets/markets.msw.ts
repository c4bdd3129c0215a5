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
  FavoriteMarketListResponse,
  MarketBaseInfoListResponse,
  MarketListResponse,
  MarketResponse,
  PublicKlineResponse,
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

export const getGetTradeMarketResponseMock = (overrideResponse: Partial<Extract<MarketResponse, object>> = {}): MarketResponse => ({data: {market: (() =>
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
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListTradeMarketsBaseInfoResponseMock = (overrideResponse: Partial<Extract<MarketBaseInfoListResponse, object>> = {}): MarketBaseInfoListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), tradeMarketName: (() =>
  faker.helpers.arrayElement(['BTC_USDT', 'ETH_USDT', 'WBT_USDT', 'SOL_USDT', 'ETH_BTC', 'XRP_USDT', 'BTC_PERP', 'ETH_PERP']))(), stock: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), money: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), type: faker.helpers.arrayElement(['spot','futures'] as const), stockPrec: faker.number.int({min: 0, max: 18}), moneyPrec: faker.number.int({min: 0, max: 18}), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minTotal: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tradesEnabled: faker.datatype.boolean(), isMargin: faker.datatype.boolean(), maxLeverage: faker.helpers.arrayElement([faker.number.int({min: 1, max: 100}), undefined])})), ...overrideResponse})

export const getGetPublicKlineResponseMock = (overrideResponse: Partial<Extract<PublicKlineResponse, object>> = {}): PublicKlineResponse => ({success: faker.datatype.boolean(), message: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), null]), result: Array.from({ length: faker.number.int({min: 1, max: 1440}) }, (_, i) => i + 1).map(() => ([(() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()])), ...overrideResponse})

export const getListFavoriteMarketsResponseMock = (overrideResponse: Partial<Extract<FavoriteMarketListResponse, object>> = {}): FavoriteMarketListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), priority: faker.number.int({min: 0})})), ...overrideResponse})

export const getSaveFavoriteMarketsResponseMock = (overrideResponse: Partial<Extract<FavoriteMarketListResponse, object>> = {}): FavoriteMarketListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({market: (() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))(), priority: faker.number.int({min: 0})})), ...overrideResponse})


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

export const getGetTradeMarketMockHandler = (overrideResponse?: MarketResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MarketResponse> | MarketResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/markets/:market', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTradeMarketResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListTradeMarketsBaseInfoMockHandler = (overrideResponse?: MarketBaseInfoListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MarketBaseInfoListResponse> | MarketBaseInfoListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/markets/base-info', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListTradeMarketsBaseInfoResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetPublicKlineMockHandler = (overrideResponse?: PublicKlineResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PublicKlineResponse> | PublicKlineResponse), options?: RequestHandlerOptions) => {
  return http.get('*/api/v1/public/kline', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPublicKlineResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListFavoriteMarketsMockHandler = (overrideResponse?: FavoriteMarketListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<FavoriteMarketListResponse> | FavoriteMarketListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/trade/favorites', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListFavoriteMarketsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSaveFavoriteMarketsMockHandler = (overrideResponse?: FavoriteMarketListResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<FavoriteMarketListResponse> | FavoriteMarketListResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/trade/favorites', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSaveFavoriteMarketsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getMarketsMock = () => [
  getListTradeMarketsMockHandler(),
  getGetPublicOrderBookMockHandler(),
  getGetTradeMarketMockHandler(),
  getListTradeMarketsBaseInfoMockHandler(),
  getGetPublicKlineMockHandler(),
  getListFavoriteMarketsMockHandler(),
  getSaveFavoriteMarketsMockHandler()
]
