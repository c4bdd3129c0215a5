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
  ServerTimeResponse
} from '../model';


export const getGetCsrfTokenResponseMock = (overrideResponse: Partial<Extract<CsrfTokenResponse, object>> = {}): CsrfTokenResponse => ({data: {token: faker.string.alpha({length: {min: 16, max: 20}})}, ...overrideResponse})

export const getGetServerTimeResponseMock = (overrideResponse: Partial<Extract<ServerTimeResponse, object>> = {}): ServerTimeResponse => ({data: {time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


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
export const getGeneralMock = () => [
  getGetCsrfTokenMockHandler(),
  getGetServerTimeMockHandler()
]
