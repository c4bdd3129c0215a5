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
  BonusCenterItemResponse,
  BonusCenterResponse,
  ChannelCredentialsResponse,
  CommunicationLanguagesResponse,
  SystemPageResponse,
  TaxLoginResponse,
  VipProgramResponse
} from '../model';


export const getGetChannelCredentialsResponseMock = (overrideResponse: Partial<Extract<ChannelCredentialsResponse, object>> = {}): ChannelCredentialsResponse => ({data: {token: faker.string.alpha({length: {min: 16, max: 20}}), channel: faker.string.alpha({length: {min: 1, max: 128}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetBonusCenterResponseMock = (overrideResponse: Partial<Extract<BonusCenterResponse, object>> = {}): BonusCenterResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), title: faker.string.alpha({length: {min: 1, max: 120}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: faker.helpers.arrayElement(['available','active','used','expired'] as const), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', expiresAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])})), ...overrideResponse})

export const getActivateBonusCenterBonusResponseMock = (overrideResponse: Partial<Extract<BonusCenterItemResponse, object>> = {}): BonusCenterItemResponse => ({data: {id: faker.number.int({min: 1}), title: faker.string.alpha({length: {min: 1, max: 120}}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: faker.helpers.arrayElement(['available','active','used','expired'] as const), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', expiresAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}, ...overrideResponse})

export const getLoginToTaxServiceResponseMock = (overrideResponse: Partial<Extract<TaxLoginResponse, object>> = {}): TaxLoginResponse => ({data: {redirectUrl: faker.internet.url()}, ...overrideResponse})

export const getListCommunicationLanguagesResponseMock = (overrideResponse: Partial<Extract<CommunicationLanguagesResponse, object>> = {}): CommunicationLanguagesResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), name: faker.string.alpha({length: {min: 1, max: 40}})})), selected: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), ...overrideResponse})

export const getGetSystemPageResponseMock = (overrideResponse: Partial<Extract<SystemPageResponse, object>> = {}): SystemPageResponse => ({data: {status: faker.helpers.arrayElement(['operational','maintenance','degraded'] as const), title: faker.string.alpha({length: {min: 1, max: 120}}), message: faker.string.alpha({length: {min: 10, max: 2000}}), startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expectedEndAt: faker.helpers.arrayElement([faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', null]), undefined])}, ...overrideResponse})

export const getGetVipProgramResponseMock = (overrideResponse: Partial<Extract<VipProgramResponse, object>> = {}): VipProgramResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), volumeCurrency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), levels: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({level: faker.number.int({min: 0, max: 20}), minHolding: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minVolume30d: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), makerFee: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), takerFee: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), withdrawalLimit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), support: faker.helpers.arrayElement(['standard','priority','personal'] as const)})), mine: faker.helpers.arrayElement([{level: faker.number.int({min: 0, max: 20}), holding: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), volume30d: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), next: faker.helpers.arrayElement([{level: faker.number.int({min: 1, max: 20}), holdingNeeded: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), volumeNeeded: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, undefined])}, undefined])}, ...overrideResponse})


export const getGetChannelCredentialsMockHandler = (overrideResponse?: ChannelCredentialsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ChannelCredentialsResponse> | ChannelCredentialsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/profile/get-channel-credentials', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetChannelCredentialsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetBonusCenterMockHandler = (overrideResponse?: BonusCenterResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BonusCenterResponse> | BonusCenterResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/bonus-center', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetBonusCenterResponseMock(),
      { status: 200
      })
  }, options)
}

export const getActivateBonusCenterBonusMockHandler = (overrideResponse?: BonusCenterItemResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<BonusCenterItemResponse> | BonusCenterItemResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/bonus-center/:id/activate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getActivateBonusCenterBonusResponseMock(),
      { status: 200
      })
  }, options)
}

export const getLoginToTaxServiceMockHandler = (overrideResponse?: TaxLoginResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<TaxLoginResponse> | TaxLoginResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/tax-login', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLoginToTaxServiceResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSetUserLanguageMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/lang/:lang', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListCommunicationLanguagesMockHandler = (overrideResponse?: CommunicationLanguagesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CommunicationLanguagesResponse> | CommunicationLanguagesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/languages/communication', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCommunicationLanguagesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSystemPageMockHandler = (overrideResponse?: SystemPageResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SystemPageResponse> | SystemPageResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/system-page', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSystemPageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetVipProgramMockHandler = (overrideResponse?: VipProgramResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VipProgramResponse> | VipProgramResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/vip-program', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetVipProgramResponseMock(),
      { status: 200
      })
  }, options)
}
export const getMiscMock = () => [
  getGetChannelCredentialsMockHandler(),
  getGetBonusCenterMockHandler(),
  getActivateBonusCenterBonusMockHandler(),
  getLoginToTaxServiceMockHandler(),
  getSetUserLanguageMockHandler(),
  getListCommunicationLanguagesMockHandler(),
  getGetSystemPageMockHandler(),
  getGetVipProgramMockHandler()
]
