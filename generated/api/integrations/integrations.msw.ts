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
  IntegrationListResponse,
  IntegrationPartnerListResponse,
  IntegrationResponse
} from '../model';


export const getListIntegrationPartnersResponseMock = (overrideResponse: Partial<Extract<IntegrationPartnerListResponse, object>> = {}): IntegrationPartnerListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: (() => faker.helpers.arrayElement(['taxtrail', 'folio-tracker', 'quant-terminal']))(), name: faker.string.alpha({length: {min: 1, max: 32}}), category: (() => faker.helpers.arrayElement(["tax","portfolio","terminal"]))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading"]))()))})), ...overrideResponse})

export const getListIntegrationsResponseMock = (overrideResponse: Partial<Extract<IntegrationListResponse, object>> = {}): IntegrationListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), partner: (() => faker.helpers.arrayElement(['taxtrail', 'folio-tracker', 'quant-terminal']))(), name: faker.string.alpha({length: {min: 1, max: 32}}), category: (() => faker.helpers.arrayElement(["tax","portfolio","terminal"]))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading"]))())), apiKeyId: faker.number.int({min: 1}), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getCreateIntegrationResponseMock = (overrideResponse: Partial<Extract<IntegrationResponse, object>> = {}): IntegrationResponse => ({data: {id: faker.number.int({min: 1}), partner: (() => faker.helpers.arrayElement(['taxtrail', 'folio-tracker', 'quant-terminal']))(), name: faker.string.alpha({length: {min: 1, max: 32}}), category: (() => faker.helpers.arrayElement(["tax","portfolio","terminal"]))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading"]))())), apiKeyId: faker.number.int({min: 1}), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetIntegrationResponseMock = (overrideResponse: Partial<Extract<IntegrationResponse, object>> = {}): IntegrationResponse => ({data: {id: faker.number.int({min: 1}), partner: (() => faker.helpers.arrayElement(['taxtrail', 'folio-tracker', 'quant-terminal']))(), name: faker.string.alpha({length: {min: 1, max: 32}}), category: (() => faker.helpers.arrayElement(["tax","portfolio","terminal"]))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["info","trading"]))())), apiKeyId: faker.number.int({min: 1}), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListIntegrationPartnersMockHandler = (overrideResponse?: IntegrationPartnerListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<IntegrationPartnerListResponse> | IntegrationPartnerListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/integrations/partners', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListIntegrationPartnersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListIntegrationsMockHandler = (overrideResponse?: IntegrationListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<IntegrationListResponse> | IntegrationListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/integrations', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListIntegrationsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateIntegrationMockHandler = (overrideResponse?: IntegrationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<IntegrationResponse> | IntegrationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/integrations', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateIntegrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetIntegrationMockHandler = (overrideResponse?: IntegrationResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<IntegrationResponse> | IntegrationResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/integrations/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetIntegrationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteIntegrationMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/integrations/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}
export const getIntegrationsMock = () => [
  getListIntegrationPartnersMockHandler(),
  getListIntegrationsMockHandler(),
  getCreateIntegrationMockHandler(),
  getGetIntegrationMockHandler(),
  getDeleteIntegrationMockHandler()
]
