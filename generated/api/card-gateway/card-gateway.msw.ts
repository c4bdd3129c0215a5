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
  CardPaymentLimitsResponse,
  CardPaymentResponse
} from '../model';


export const getGetCardPaymentLimitsResponseMock = (overrideResponse: Partial<Extract<CardPaymentLimitsResponse, object>> = {}): CardPaymentLimitsResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dailyLimit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), dailyUsed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getCreateCardPaymentResponseMock = (overrideResponse: Partial<Extract<CardPaymentResponse, object>> = {}): CardPaymentResponse => ({data: {transactionId: faker.string.alpha({length: {min: 1, max: 64}}), status: (() => faker.helpers.arrayElement(["awaiting-card","authorised","declined"]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))()},null,]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetCardPaymentResponseMock = (overrideResponse: Partial<Extract<CardPaymentResponse, object>> = {}): CardPaymentResponse => ({data: {transactionId: faker.string.alpha({length: {min: 1, max: 64}}), status: (() => faker.helpers.arrayElement(["awaiting-card","authorised","declined"]))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), card: faker.helpers.arrayElement([{last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))()},null,]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getGetCardPaymentLimitsMockHandler = (overrideResponse?: CardPaymentLimitsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CardPaymentLimitsResponse> | CardPaymentLimitsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/card-gateway/limits', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCardPaymentLimitsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateCardPaymentMockHandler = (overrideResponse?: CardPaymentResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CardPaymentResponse> | CardPaymentResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/card-gateway/payments', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCardPaymentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCardPaymentMockHandler = (overrideResponse?: CardPaymentResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CardPaymentResponse> | CardPaymentResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/card-gateway/payments/:transactionId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCardPaymentResponseMock(),
      { status: 200
      })
  }, options)
}
export const getCardGatewayMock = () => [
  getGetCardPaymentLimitsMockHandler(),
  getCreateCardPaymentMockHandler(),
  getGetCardPaymentMockHandler()
]
