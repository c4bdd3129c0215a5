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
  AppliedCodeResponse,
  CodeHistoryResponse,
  CodePackageListResponse,
  CodePackageResponse,
  MerchantSettingsResponse,
  VoucherCodeListResponse,
  VoucherCodeResponse
} from '../model';


export const getListMyCodesResponseMock = (overrideResponse: Partial<Extract<VoucherCodeListResponse, object>> = {}): VoucherCodeListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCreateCodeResponseMock = (overrideResponse: Partial<Extract<VoucherCodeResponse, object>> = {}): VoucherCodeResponse => ({data: {code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetMyCodeResponseMock = (overrideResponse: Partial<Extract<VoucherCodeResponse, object>> = {}): VoucherCodeResponse => ({data: {code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getApplyCodeResponseMock = (overrideResponse: Partial<Extract<AppliedCodeResponse, object>> = {}): AppliedCodeResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), externalId: faker.string.uuid(), merchant: (() => faker.helpers.arrayElement(['Bosphorus Coffee', 'Kyiv Books', 'Meridian Shop']))()}, ...overrideResponse})

export const getListCodesHistoryResponseMock = (overrideResponse: Partial<Extract<CodeHistoryResponse, object>> = {}): CodeHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({externalId: faker.string.uuid(), code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  (faker.datatype.boolean() ? '-' : '') +
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([10, 1000]), dec: faker.helpers.arrayElement([0, 2, 4]) }))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListCodePackagesResponseMock = (overrideResponse: Partial<Extract<CodePackageListResponse, object>> = {}): CodePackageListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['November giveaway', 'Meetup prizes', 'Team bonus']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amountPerCode: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), count: faker.number.int({min: 1, max: 100}), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), hasPassphrase: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["draft","generated"]))(), usedCount: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), generatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), codes: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), undefined])})), ...overrideResponse})

export const getCreateCodePackageResponseMock = (overrideResponse: Partial<Extract<CodePackageResponse, object>> = {}): CodePackageResponse => ({data: {id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['November giveaway', 'Meetup prizes', 'Team bonus']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amountPerCode: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), count: faker.number.int({min: 1, max: 100}), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), hasPassphrase: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["draft","generated"]))(), usedCount: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), generatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), codes: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), undefined])}, ...overrideResponse})

export const getGetCodePackageResponseMock = (overrideResponse: Partial<Extract<CodePackageResponse, object>> = {}): CodePackageResponse => ({data: {id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['November giveaway', 'Meetup prizes', 'Team bonus']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amountPerCode: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), count: faker.number.int({min: 1, max: 100}), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), hasPassphrase: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["draft","generated"]))(), usedCount: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), generatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), codes: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), undefined])}, ...overrideResponse})

export const getGenerateCodePackageResponseMock = (overrideResponse: Partial<Extract<CodePackageResponse, object>> = {}): CodePackageResponse => ({data: {id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['November giveaway', 'Meetup prizes', 'Team bonus']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amountPerCode: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), count: faker.number.int({min: 1, max: 100}), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), hasPassphrase: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["draft","generated"]))(), usedCount: faker.number.int({min: 0}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), generatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), codes: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({code: (() => `MR${faker.string.uuid()}${faker.helpers.arrayElement(['USDT', 'BTC', 'ETH', 'WBT'])}`)(), externalId: faker.string.uuid(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), description: (() => faker.helpers.arrayElement(['Lunch with Ayse', 'Prize for the quiz', 'Rent share', '']))(), status: (() => faker.helpers.arrayElement(["created","used"]))(), hasPassphrase: faker.datatype.boolean(), packageId: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined]), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), usedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), undefined])}, ...overrideResponse})

export const getGetMerchantSettingsResponseMock = (overrideResponse: Partial<Extract<MerchantSettingsResponse, object>> = {}): MerchantSettingsResponse => ({data: {displayName: (() => faker.helpers.arrayElement(['Bosphorus Coffee', 'Kyiv Books', 'Meridian Shop']))(), showName: faker.datatype.boolean()}, ...overrideResponse})

export const getUpdateMerchantSettingsResponseMock = (overrideResponse: Partial<Extract<MerchantSettingsResponse, object>> = {}): MerchantSettingsResponse => ({data: {displayName: (() => faker.helpers.arrayElement(['Bosphorus Coffee', 'Kyiv Books', 'Meridian Shop']))(), showName: faker.datatype.boolean()}, ...overrideResponse})


export const getListMyCodesMockHandler = (overrideResponse?: VoucherCodeListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VoucherCodeListResponse> | VoucherCodeListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/codes', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMyCodesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateCodeMockHandler = (overrideResponse?: VoucherCodeResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VoucherCodeResponse> | VoucherCodeResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/codes', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMyCodeMockHandler = (overrideResponse?: VoucherCodeResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VoucherCodeResponse> | VoucherCodeResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/codes/my/:externalId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMyCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getApplyCodeMockHandler = (overrideResponse?: AppliedCodeResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AppliedCodeResponse> | AppliedCodeResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/codes/apply', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getApplyCodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCodesHistoryMockHandler = (overrideResponse?: CodeHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CodeHistoryResponse> | CodeHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/codes/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCodesHistoryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCodePackagesMockHandler = (overrideResponse?: CodePackageListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CodePackageListResponse> | CodePackageListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/codes/packages', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCodePackagesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateCodePackageMockHandler = (overrideResponse?: CodePackageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CodePackageResponse> | CodePackageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/codes/packages', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCodePackageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCodePackageMockHandler = (overrideResponse?: CodePackageResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CodePackageResponse> | CodePackageResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/codes/packages/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCodePackageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGenerateCodePackageMockHandler = (overrideResponse?: CodePackageResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CodePackageResponse> | CodePackageResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/codes/packages/:id/generate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGenerateCodePackageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMerchantSettingsMockHandler = (overrideResponse?: MerchantSettingsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MerchantSettingsResponse> | MerchantSettingsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/codes/merchant-settings', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMerchantSettingsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateMerchantSettingsMockHandler = (overrideResponse?: MerchantSettingsResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MerchantSettingsResponse> | MerchantSettingsResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/codes/merchant-settings', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateMerchantSettingsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getCodesMock = () => [
  getListMyCodesMockHandler(),
  getCreateCodeMockHandler(),
  getGetMyCodeMockHandler(),
  getApplyCodeMockHandler(),
  getListCodesHistoryMockHandler(),
  getListCodePackagesMockHandler(),
  getCreateCodePackageMockHandler(),
  getGetCodePackageMockHandler(),
  getGenerateCodePackageMockHandler(),
  getGetMerchantSettingsMockHandler(),
  getUpdateMerchantSettingsMockHandler()
]
