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
  CsrfTokenResponse,
  PublicServerTime,
  ServerConfigResponse,
  ServerTimeResponse
} from '../model';


export const getGetCsrfTokenResponseMock = (overrideResponse: Partial<Extract<CsrfTokenResponse, object>> = {}): CsrfTokenResponse => ({data: {token: faker.string.alpha({length: {min: 16, max: 20}})}, ...overrideResponse})

export const getGetServerTimeResponseMock = (overrideResponse: Partial<Extract<ServerTimeResponse, object>> = {}): ServerTimeResponse => ({data: {time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetServerConfigResponseMock = (overrideResponse: Partial<Extract<ServerConfigResponse, object>> = {}): ServerConfigResponse => ({data: {config: {region: (() => faker.helpers.arrayElement(["global","turkey","georgia","australia","kazakhstan","europe"]))(), countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), locales: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))())), maintenance: faker.datatype.boolean(), captcha: {provider: faker.helpers.arrayElement(['geetest','reCaptcha'] as const), enabled: faker.datatype.boolean()}, features: {
        [faker.string.alphanumeric(5)]: {enabled: faker.datatype.boolean(), hide: faker.datatype.boolean()}
      }}, campaigns: {
        [faker.string.alphanumeric(5)]: {id: faker.number.int({min: 1}), slug: faker.string.alpha({length: {min: 1, max: 64}}), title: faker.string.alpha({length: {min: 1, max: 120}}), active: faker.datatype.boolean(), startsAt: faker.date.past().toISOString().slice(0, 19) + 'Z', endsAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), url: faker.helpers.arrayElement([faker.internet.url(), undefined])}
      }}, ...overrideResponse})

export const getGetPublicServerTimeResponseMock = (overrideResponse: Partial<Extract<PublicServerTime, object>> = {}): PublicServerTime => ({time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), ...overrideResponse})


export const getGetCsrfTokenMockHandler = (overrideResponse?: CsrfTokenResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CsrfTokenResponse> | CsrfTokenResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/index', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCsrfTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetServerTimeMockHandler = (overrideResponse?: ServerTimeResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ServerTimeResponse> | ServerTimeResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/time', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetServerTimeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetServerConfigMockHandler = (overrideResponse?: ServerConfigResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ServerConfigResponse> | ServerConfigResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v3/config', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetServerConfigResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetPublicServerTimeMockHandler = (overrideResponse?: PublicServerTime | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PublicServerTime> | PublicServerTime), options?: RequestHandlerOptions) => {
  return http.get('*/api/v4/public/time', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPublicServerTimeResponseMock(),
      { status: 200
      })
  }, options)
}
export const getGeneralMock = () => [
  getGetCsrfTokenMockHandler(),
  getGetServerTimeMockHandler(),
  getGetServerConfigMockHandler(),
  getGetPublicServerTimeMockHandler()
]
