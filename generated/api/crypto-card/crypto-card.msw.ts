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
  CryptoCardApplication,
  CryptoCardApplicationResponse,
  CryptoCardTermsResponse,
  CryptoCardWaitListResponse
} from '../model';


export const getGetCryptoCardTermsResponseMock = (overrideResponse: Partial<Extract<CryptoCardTermsResponse, object>> = {}): CryptoCardTermsResponse => ({data: {issueFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), supportedCountries: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))())), documentTypes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["passport","id-card","residence-permit","driving-licence"]))())), reviewMinutes: faker.number.int({min: 1})}, ...overrideResponse})

export const getGetCryptoCardApplicationResponseCryptoCardApplicationMock = (overrideResponse: Partial<CryptoCardApplication> = {}): CryptoCardApplication => ({...{id: faker.number.int({min: 1}), status: (() => faker.helpers.arrayElement(["requested","in-review","issued"]))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), phone: (() => faker.helpers.arrayElement(['+44*******789', '+90********567']))(), addressCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), documentType: (() => faker.helpers.arrayElement(["passport","id-card","residence-permit","driving-licence"]))(), issueFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), referralCode: (() => faker.helpers.arrayElement(['WELCOME2026', 'MERIDIAN10']))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), reviewStartedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), issuedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), last4: (() => faker.string.numeric(4))()}, ...overrideResponse});

export const getGetCryptoCardApplicationResponseMock = (overrideResponse: Partial<Extract<CryptoCardApplicationResponse, object>> = {}): CryptoCardApplicationResponse => ({data: faker.helpers.arrayElement([{...getGetCryptoCardApplicationResponseCryptoCardApplicationMock()},null,]), ...overrideResponse})

export const getApplyForCryptoCardResponseCryptoCardApplicationMock = (overrideResponse: Partial<CryptoCardApplication> = {}): CryptoCardApplication => ({...{id: faker.number.int({min: 1}), status: (() => faker.helpers.arrayElement(["requested","in-review","issued"]))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), phone: (() => faker.helpers.arrayElement(['+44*******789', '+90********567']))(), addressCountry: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), documentType: (() => faker.helpers.arrayElement(["passport","id-card","residence-permit","driving-licence"]))(), issueFee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), feeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), referralCode: (() => faker.helpers.arrayElement(['WELCOME2026', 'MERIDIAN10']))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), reviewStartedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), issuedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), last4: (() => faker.string.numeric(4))()}, ...overrideResponse});

export const getApplyForCryptoCardResponseMock = (overrideResponse: Partial<Extract<CryptoCardApplicationResponse, object>> = {}): CryptoCardApplicationResponse => ({data: faker.helpers.arrayElement([{...getApplyForCryptoCardResponseCryptoCardApplicationMock()},null,]), ...overrideResponse})

export const getGetCryptoCardWaitListResponseMock = (overrideResponse: Partial<Extract<CryptoCardWaitListResponse, object>> = {}): CryptoCardWaitListResponse => ({data: {joined: faker.datatype.boolean(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), position: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), joinedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getJoinCryptoCardWaitListResponseMock = (overrideResponse: Partial<Extract<CryptoCardWaitListResponse, object>> = {}): CryptoCardWaitListResponse => ({data: {joined: faker.datatype.boolean(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), position: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), joinedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getGetCryptoCardTermsMockHandler = (overrideResponse?: CryptoCardTermsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CryptoCardTermsResponse> | CryptoCardTermsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/crypto-card/terms', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCryptoCardTermsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCryptoCardApplicationMockHandler = (overrideResponse?: CryptoCardApplicationResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CryptoCardApplicationResponse> | CryptoCardApplicationResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/crypto-card/application', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCryptoCardApplicationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getApplyForCryptoCardMockHandler = (overrideResponse?: CryptoCardApplicationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CryptoCardApplicationResponse> | CryptoCardApplicationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/crypto-card/application', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getApplyForCryptoCardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCryptoCardWaitListMockHandler = (overrideResponse?: CryptoCardWaitListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CryptoCardWaitListResponse> | CryptoCardWaitListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/crypto-card/wait-list', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCryptoCardWaitListResponseMock(),
      { status: 200
      })
  }, options)
}

export const getJoinCryptoCardWaitListMockHandler = (overrideResponse?: CryptoCardWaitListResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CryptoCardWaitListResponse> | CryptoCardWaitListResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/crypto-card/wait-list', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJoinCryptoCardWaitListResponseMock(),
      { status: 200
      })
  }, options)
}
export const getCryptoCardMock = () => [
  getGetCryptoCardTermsMockHandler(),
  getGetCryptoCardApplicationMockHandler(),
  getApplyForCryptoCardMockHandler(),
  getGetCryptoCardWaitListMockHandler(),
  getJoinCryptoCardWaitListMockHandler()
]
