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
  WbSoulDashboardResponse
} from '../model';


export const getGetWbSoulResponseMock = (overrideResponse: Partial<Extract<WbSoulDashboardResponse, object>> = {}): WbSoulDashboardResponse => ({data: {minted: faker.datatype.boolean(), token: faker.helpers.arrayElement([{tokenId: faker.number.int({min: 1}), network: faker.string.alpha({length: {min: 2, max: 40}}), address: (() => faker.finance.ethereumAddress())(), mintedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), points: faker.number.int({min: 0}), level: faker.number.int({min: 0, max: 10}), levels: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({level: faker.number.int({min: 0, max: 10}), points: faker.number.int({min: 0})})), achievements: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: (() => faker.helpers.arrayElement(["first-deposit","first-trade","volume-1k","volume-100k","earn-saver","wbt-holder","secured-account","verified-identity"]))(), category: faker.helpers.arrayElement(['funding','trading','earn','security'] as const), unit: faker.helpers.arrayElement(['count','USDT','WBT'] as const), progress: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), target: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), points: faker.number.int({min: 1}), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})

export const getMintWbSoulResponseMock = (overrideResponse: Partial<Extract<WbSoulDashboardResponse, object>> = {}): WbSoulDashboardResponse => ({data: {minted: faker.datatype.boolean(), token: faker.helpers.arrayElement([{tokenId: faker.number.int({min: 1}), network: faker.string.alpha({length: {min: 2, max: 40}}), address: (() => faker.finance.ethereumAddress())(), mintedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, undefined]), points: faker.number.int({min: 0}), level: faker.number.int({min: 0, max: 10}), levels: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({level: faker.number.int({min: 0, max: 10}), points: faker.number.int({min: 0})})), achievements: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: (() => faker.helpers.arrayElement(["first-deposit","first-trade","volume-1k","volume-100k","earn-saver","wbt-holder","secured-account","verified-identity"]))(), category: faker.helpers.arrayElement(['funding','trading','earn','security'] as const), unit: faker.helpers.arrayElement(['count','USDT','WBT'] as const), progress: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), target: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), points: faker.number.int({min: 1}), completedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})


export const getGetWbSoulMockHandler = (overrideResponse?: WbSoulDashboardResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbSoulDashboardResponse> | WbSoulDashboardResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wb-soul', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWbSoulResponseMock(),
      { status: 200
      })
  }, options)
}

export const getMintWbSoulMockHandler = (overrideResponse?: WbSoulDashboardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WbSoulDashboardResponse> | WbSoulDashboardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/wb-soul/mint', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMintWbSoulResponseMock(),
      { status: 200
      })
  }, options)
}
export const getWbSoulMock = () => [
  getGetWbSoulMockHandler(),
  getMintWbSoulMockHandler()
]
