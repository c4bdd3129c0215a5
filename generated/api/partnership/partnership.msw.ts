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
  PartnershipApplication,
  PartnershipApplicationResponse,
  PartnershipResponse
} from '../model';


export const getGetPartnershipApplicationResponsePartnershipApplicationMock = (overrideResponse: Partial<PartnershipApplication> = {}): PartnershipApplication => ({...{id: faker.number.int({min: 1}), companyName: (() => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']))(), website: faker.internet.url(), type: (() => faker.helpers.arrayElement(["affiliate","broker","institutional"]))(), contactName: (() => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']))(), contactEmail: faker.internet.email(), message: (() => faker.lorem.sentence({ min: 6, max: 20 }).padEnd(20, '.'))(), status: (() => faker.helpers.arrayElement(["submitted","in-review","approved"]))(), submittedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), decidedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse});

export const getGetPartnershipApplicationResponseMock = (overrideResponse: Partial<Extract<PartnershipResponse, object>> = {}): PartnershipResponse => ({data: faker.helpers.arrayElement([{...getGetPartnershipApplicationResponsePartnershipApplicationMock()},null,]), ...overrideResponse})

export const getApplyForPartnershipResponseMock = (overrideResponse: Partial<Extract<PartnershipApplicationResponse, object>> = {}): PartnershipApplicationResponse => ({data: {id: faker.number.int({min: 1}), companyName: (() => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']))(), website: faker.internet.url(), type: (() => faker.helpers.arrayElement(["affiliate","broker","institutional"]))(), contactName: (() => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']))(), contactEmail: faker.internet.email(), message: (() => faker.lorem.sentence({ min: 6, max: 20 }).padEnd(20, '.'))(), status: (() => faker.helpers.arrayElement(["submitted","in-review","approved"]))(), submittedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), decidedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getUpdatePartnershipApplicationResponseMock = (overrideResponse: Partial<Extract<PartnershipApplicationResponse, object>> = {}): PartnershipApplicationResponse => ({data: {id: faker.number.int({min: 1}), companyName: (() => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']))(), website: faker.internet.url(), type: (() => faker.helpers.arrayElement(["affiliate","broker","institutional"]))(), contactName: (() => faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Capital', 'Olena Kovalenko', 'Ayse Yilmaz']))(), contactEmail: faker.internet.email(), message: (() => faker.lorem.sentence({ min: 6, max: 20 }).padEnd(20, '.'))(), status: (() => faker.helpers.arrayElement(["submitted","in-review","approved"]))(), submittedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), decidedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getGetPartnershipApplicationMockHandler = (overrideResponse?: PartnershipResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<PartnershipResponse> | PartnershipResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/partnership', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetPartnershipApplicationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getApplyForPartnershipMockHandler = (overrideResponse?: PartnershipApplicationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PartnershipApplicationResponse> | PartnershipApplicationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/partnership', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getApplyForPartnershipResponseMock(),
      { status: 200
      })
  }, options)
}

export const getWithdrawPartnershipApplicationMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/partnership', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getUpdatePartnershipApplicationMockHandler = (overrideResponse?: PartnershipApplicationResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<PartnershipApplicationResponse> | PartnershipApplicationResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/partnership/edit', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdatePartnershipApplicationResponseMock(),
      { status: 200
      })
  }, options)
}
export const getPartnershipMock = () => [
  getGetPartnershipApplicationMockHandler(),
  getApplyForPartnershipMockHandler(),
  getWithdrawPartnershipApplicationMockHandler(),
  getUpdatePartnershipApplicationMockHandler()
]
