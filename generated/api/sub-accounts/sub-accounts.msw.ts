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
  SubAccountBalancesResponse,
  SubAccountInfoResponse,
  SubAccountListResponse,
  SubAccountResponse,
  SubAccountTransferResponse
} from '../model';


export const getGetSubAccountInfoResponseMock = (overrideResponse: Partial<Extract<SubAccountInfoResponse, object>> = {}): SubAccountInfoResponse => ({data: {isSubAccount: faker.datatype.boolean(), mainAccount: faker.helpers.arrayElement([{externalId: faker.string.uuid(), nickname: faker.string.alpha({length: {min: 1, max: 40}})}, undefined]), alias: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 64}}), undefined]), permissions: faker.helpers.arrayElement([{spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, undefined]), count: faker.number.int({min: 0}), limit: faker.number.int({min: 0})}, ...overrideResponse})

export const getListSubAccountsResponseMock = (overrideResponse: Partial<Extract<SubAccountListResponse, object>> = {}): SubAccountListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), alias: faker.string.alpha({length: {min: 1, max: 64}}), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), status: faker.helpers.arrayElement(['active','pending','blocked'] as const), permissions: {spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCreateSubAccountResponseMock = (overrideResponse: Partial<Extract<SubAccountResponse, object>> = {}): SubAccountResponse => ({data: {id: faker.string.uuid(), alias: faker.string.alpha({length: {min: 1, max: 64}}), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), status: faker.helpers.arrayElement(['active','pending','blocked'] as const), permissions: {spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getUpdateSubAccountPermissionsResponseMock = (overrideResponse: Partial<Extract<SubAccountResponse, object>> = {}): SubAccountResponse => ({data: {id: faker.string.uuid(), alias: faker.string.alpha({length: {min: 1, max: 64}}), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), status: faker.helpers.arrayElement(['active','pending','blocked'] as const), permissions: {spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getLockSubAccountResponseMock = (overrideResponse: Partial<Extract<SubAccountResponse, object>> = {}): SubAccountResponse => ({data: {id: faker.string.uuid(), alias: faker.string.alpha({length: {min: 1, max: 64}}), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), status: faker.helpers.arrayElement(['active','pending','blocked'] as const), permissions: {spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getUnlockSubAccountResponseMock = (overrideResponse: Partial<Extract<SubAccountResponse, object>> = {}): SubAccountResponse => ({data: {id: faker.string.uuid(), alias: faker.string.alpha({length: {min: 1, max: 64}}), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), status: faker.helpers.arrayElement(['active','pending','blocked'] as const), permissions: {spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getEditSubAccountAliasResponseMock = (overrideResponse: Partial<Extract<SubAccountResponse, object>> = {}): SubAccountResponse => ({data: {id: faker.string.uuid(), alias: faker.string.alpha({length: {min: 1, max: 64}}), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), status: faker.helpers.arrayElement(['active','pending','blocked'] as const), permissions: {spotEnabled: faker.datatype.boolean(), collateralEnabled: faker.datatype.boolean()}, createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getTransferSubAccountFundsResponseMock = (overrideResponse: Partial<Extract<SubAccountTransferResponse, object>> = {}): SubAccountTransferResponse => ({data: {id: faker.string.uuid(), subAccountId: faker.string.uuid(), direction: faker.helpers.arrayElement(['toSubAccount','toMainAccount'] as const), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListSubAccountBalancesResponseMock = (overrideResponse: Partial<Extract<SubAccountBalancesResponse, object>> = {}): SubAccountBalancesResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), main: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spot: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), collateral: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})


export const getGetSubAccountInfoMockHandler = (overrideResponse?: SubAccountInfoResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SubAccountInfoResponse> | SubAccountInfoResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/sub-account/info', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSubAccountInfoResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListSubAccountsMockHandler = (overrideResponse?: SubAccountListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SubAccountListResponse> | SubAccountListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/sub-account', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSubAccountsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateSubAccountMockHandler = (overrideResponse?: SubAccountResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SubAccountResponse> | SubAccountResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/create', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateSubAccountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateSubAccountPermissionsMockHandler = (overrideResponse?: SubAccountResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SubAccountResponse> | SubAccountResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/update-permissions', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateSubAccountPermissionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSwitchToSubAccountMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/switch', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getSwitchToMainAccountMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/switch-to-main', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getDeleteSubAccountMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/sub-account/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getLockSubAccountMockHandler = (overrideResponse?: SubAccountResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SubAccountResponse> | SubAccountResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/lock', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getLockSubAccountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUnlockSubAccountMockHandler = (overrideResponse?: SubAccountResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SubAccountResponse> | SubAccountResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/unlock', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUnlockSubAccountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getResendSubAccountActivationMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/resend-activation', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getResetSubAccountPasswordMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/reset-password', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getEditSubAccountAliasMockHandler = (overrideResponse?: SubAccountResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SubAccountResponse> | SubAccountResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/:id/edit-alias', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEditSubAccountAliasResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTransferSubAccountFundsMockHandler = (overrideResponse?: SubAccountTransferResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SubAccountTransferResponse> | SubAccountTransferResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/sub-account/transfer', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTransferSubAccountFundsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListSubAccountBalancesMockHandler = (overrideResponse?: SubAccountBalancesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SubAccountBalancesResponse> | SubAccountBalancesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/sub-account/:id/balances', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSubAccountBalancesResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSubAccountsMock = () => [
  getGetSubAccountInfoMockHandler(),
  getListSubAccountsMockHandler(),
  getCreateSubAccountMockHandler(),
  getUpdateSubAccountPermissionsMockHandler(),
  getSwitchToSubAccountMockHandler(),
  getSwitchToMainAccountMockHandler(),
  getDeleteSubAccountMockHandler(),
  getLockSubAccountMockHandler(),
  getUnlockSubAccountMockHandler(),
  getResendSubAccountActivationMockHandler(),
  getResetSubAccountPasswordMockHandler(),
  getEditSubAccountAliasMockHandler(),
  getTransferSubAccountFundsMockHandler(),
  getListSubAccountBalancesMockHandler()
]
