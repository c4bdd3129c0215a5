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
  HistoryExportListResponse,
  HistoryExportResponse
} from '../model';


export const getListHistoryExportsResponseMock = (overrideResponse: Partial<Extract<HistoryExportListResponse, object>> = {}): HistoryExportListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), type: (() => faker.helpers.arrayElement(["deposits","withdrawals","transfers","trades","orders","convert","codes","earn","funding","positions","auto-invest","borrow","bonuses","collateral-orders","institutional-loans"]))(), format: (() => faker.helpers.arrayElement(["csv","xlsx","pdf"]))(), from: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), to: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), status: (() => faker.helpers.arrayElement(["pending","ready","failed","expired"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), readyAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), rows: faker.helpers.arrayElement([faker.number.int({min: 0}),null,]), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCreateHistoryExportResponseMock = (overrideResponse: Partial<Extract<HistoryExportResponse, object>> = {}): HistoryExportResponse => ({data: {id: faker.string.uuid(), type: (() => faker.helpers.arrayElement(["deposits","withdrawals","transfers","trades","orders","convert","codes","earn","funding","positions","auto-invest","borrow","bonuses","collateral-orders","institutional-loans"]))(), format: (() => faker.helpers.arrayElement(["csv","xlsx","pdf"]))(), from: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), to: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), status: (() => faker.helpers.arrayElement(["pending","ready","failed","expired"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), readyAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), rows: faker.helpers.arrayElement([faker.number.int({min: 0}),null,]), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListHistoryExportsMockHandler = (overrideResponse?: HistoryExportListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<HistoryExportListResponse> | HistoryExportListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/export/requests', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListHistoryExportsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateHistoryExportMockHandler = (overrideResponse?: HistoryExportResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<HistoryExportResponse> | HistoryExportResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/export/requests', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateHistoryExportResponseMock(),
      { status: 200
      })
  }, options)
}
export const getExportsMock = () => [
  getListHistoryExportsMockHandler(),
  getCreateHistoryExportMockHandler()
]
