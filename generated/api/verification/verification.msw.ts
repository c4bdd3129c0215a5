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
  DiiaTokenResponse,
  VerificationStatusResponse,
  VerificationTokenResponse
} from '../model';


export const getGetVerificationStatusResponseMock = (overrideResponse: Partial<Extract<VerificationStatusResponse, object>> = {}): VerificationStatusResponse => ({data: {kyc: {status: (() => faker.helpers.arrayElement(["notRequired","required","submitted","verified","rejected"]))(), flow: faker.helpers.arrayElement(['regular','legacy'] as const), attempts: faker.number.int({min: 0}), attempt: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), method: (() => faker.helpers.arrayElement(["regular","diia","external","provider"]))(), provider: faker.string.alpha({length: {min: 1, max: 40}}), startedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), submittedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), reviewedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), rejection: faker.helpers.arrayElement([{reasons: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), canRetry: faker.datatype.boolean()}, undefined])}, kyb: {status: (() => faker.helpers.arrayElement(["none","pending","verified","rejected"]))(), attempts: faker.number.int({min: 0}), company: faker.helpers.arrayElement([{name: (() =>
  faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Media', 'Vistula Reviews', 'Meridian Trading Ltd', 'Northwind Capital GmbH']))(), registrationNumber: (() => faker.helpers.arrayElement(['12345678', 'HRB 123456', '0123-456-789']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))()}, undefined]), attempt: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), method: (() => faker.helpers.arrayElement(["regular","diia","external","provider"]))(), provider: faker.string.alpha({length: {min: 1, max: 40}}), startedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), submittedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), reviewedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), rejection: faker.helpers.arrayElement([{reasons: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), canRetry: faker.datatype.boolean()}, undefined])}}, ...overrideResponse})

export const getGetKycTokenResponseMock = (overrideResponse: Partial<Extract<VerificationTokenResponse, object>> = {}): VerificationTokenResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})

export const getRefreshKycTokenResponseMock = (overrideResponse: Partial<Extract<VerificationTokenResponse, object>> = {}): VerificationTokenResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})

export const getGetDiiaTokenResponseMock = (overrideResponse: Partial<Extract<DiiaTokenResponse, object>> = {}): DiiaTokenResponse => ({data: {deepLink: faker.internet.url(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})

export const getGetLivenessTokenResponseMock = (overrideResponse: Partial<Extract<VerificationTokenResponse, object>> = {}): VerificationTokenResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})

export const getStartBusinessVerificationResponseMock = (overrideResponse: Partial<Extract<VerificationTokenResponse, object>> = {}): VerificationTokenResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})

export const getGetKybTokenResponseMock = (overrideResponse: Partial<Extract<VerificationTokenResponse, object>> = {}): VerificationTokenResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})

export const getRefreshKybTokenResponseMock = (overrideResponse: Partial<Extract<VerificationTokenResponse, object>> = {}): VerificationTokenResponse => ({data: {provider: faker.string.alpha({length: {min: 1, max: 40}}), accessToken: faker.string.alpha({length: {min: 16, max: 4096}}), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), attemptId: faker.number.int({min: 1})}, ...overrideResponse})


export const getGetVerificationStatusMockHandler = (overrideResponse?: VerificationStatusResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VerificationStatusResponse> | VerificationStatusResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/verification/status', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetVerificationStatusResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetKycTokenMockHandler = (overrideResponse?: VerificationTokenResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VerificationTokenResponse> | VerificationTokenResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/verification/token', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetKycTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRefreshKycTokenMockHandler = (overrideResponse?: VerificationTokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VerificationTokenResponse> | VerificationTokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/verification/token/refresh', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRefreshKycTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetDiiaTokenMockHandler = (overrideResponse?: DiiaTokenResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DiiaTokenResponse> | DiiaTokenResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/verification/diia/token', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDiiaTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetLivenessTokenMockHandler = (overrideResponse?: VerificationTokenResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VerificationTokenResponse> | VerificationTokenResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/verification/liveness/token', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLivenessTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartBusinessVerificationMockHandler = (overrideResponse?: VerificationTokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VerificationTokenResponse> | VerificationTokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/verification-business', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartBusinessVerificationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetKybTokenMockHandler = (overrideResponse?: VerificationTokenResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<VerificationTokenResponse> | VerificationTokenResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/verification-business/token', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetKybTokenResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRefreshKybTokenMockHandler = (overrideResponse?: VerificationTokenResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<VerificationTokenResponse> | VerificationTokenResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/verification-business/token/refresh', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRefreshKybTokenResponseMock(),
      { status: 200
      })
  }, options)
}
export const getVerificationMock = () => [
  getGetVerificationStatusMockHandler(),
  getGetKycTokenMockHandler(),
  getRefreshKycTokenMockHandler(),
  getGetDiiaTokenMockHandler(),
  getGetLivenessTokenMockHandler(),
  getStartBusinessVerificationMockHandler(),
  getGetKybTokenMockHandler(),
  getRefreshKybTokenMockHandler()
]
