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
  ApiKeyListResponse,
  ApiKeyResponse,
  CreatedApiKeyResponse
} from '../model';


export const getListApiKeysResponseMock = (overrideResponse: Partial<Extract<ApiKeyListResponse, object>> = {}): ApiKeyListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), label: (() => faker.helpers.arrayElement(['Trading bot', 'Reader', 'Portfolio app', 'Payouts', 'Grid bot 2']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading","deposit","withdraw"]))())), ipAddresses: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ((() => faker.internet.ipv4())())), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getCreateApiKeyResponseMock = (overrideResponse: Partial<Extract<CreatedApiKeyResponse, object>> = {}): CreatedApiKeyResponse => ({data: {apiKey: {id: faker.number.int({min: 1}), label: (() => faker.helpers.arrayElement(['Trading bot', 'Reader', 'Portfolio app', 'Payouts', 'Grid bot 2']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading","deposit","withdraw"]))())), ipAddresses: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ((() => faker.internet.ipv4())())), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, secret: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))()}, ...overrideResponse})

export const getGetApiKeyResponseMock = (overrideResponse: Partial<Extract<ApiKeyResponse, object>> = {}): ApiKeyResponse => ({data: {id: faker.number.int({min: 1}), label: (() => faker.helpers.arrayElement(['Trading bot', 'Reader', 'Portfolio app', 'Payouts', 'Grid bot 2']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading","deposit","withdraw"]))())), ipAddresses: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ((() => faker.internet.ipv4())())), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getUpdateApiKeyResponseMock = (overrideResponse: Partial<Extract<ApiKeyResponse, object>> = {}): ApiKeyResponse => ({data: {id: faker.number.int({min: 1}), label: (() => faker.helpers.arrayElement(['Trading bot', 'Reader', 'Portfolio app', 'Payouts', 'Grid bot 2']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading","deposit","withdraw"]))())), ipAddresses: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ((() => faker.internet.ipv4())())), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getChangeApiKeyStatusResponseMock = (overrideResponse: Partial<Extract<ApiKeyResponse, object>> = {}): ApiKeyResponse => ({data: {id: faker.number.int({min: 1}), label: (() => faker.helpers.arrayElement(['Trading bot', 'Reader', 'Portfolio app', 'Payouts', 'Grid bot 2']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading","deposit","withdraw"]))())), ipAddresses: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ((() => faker.internet.ipv4())())), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListApiKeysMockHandler = (overrideResponse?: ApiKeyListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ApiKeyListResponse> | ApiKeyListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/api-keys', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListApiKeysResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateApiKeyMockHandler = (overrideResponse?: CreatedApiKeyResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CreatedApiKeyResponse> | CreatedApiKeyResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/api-keys', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateApiKeyResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetApiKeyMockHandler = (overrideResponse?: ApiKeyResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ApiKeyResponse> | ApiKeyResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/api-keys/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetApiKeyResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteApiKeyMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/api-keys/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getUpdateApiKeyMockHandler = (overrideResponse?: ApiKeyResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApiKeyResponse> | ApiKeyResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/api-keys/:id/edit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateApiKeyResponseMock(),
      { status: 200
      })
  }, options)
}

export const getChangeApiKeyStatusMockHandler = (overrideResponse?: ApiKeyResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApiKeyResponse> | ApiKeyResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/api-keys/:id/status', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangeApiKeyStatusResponseMock(),
      { status: 200
      })
  }, options)
}
export const getApiKeysMock = () => [
  getListApiKeysMockHandler(),
  getCreateApiKeyMockHandler(),
  getGetApiKeyMockHandler(),
  getDeleteApiKeyMockHandler(),
  getUpdateApiKeyMockHandler(),
  getChangeApiKeyStatusMockHandler()
]
