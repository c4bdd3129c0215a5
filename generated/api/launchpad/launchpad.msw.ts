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
  LaunchpadHistoryResponse,
  LaunchpadProjectListResponse,
  LaunchpadProjectResponse
} from '../model';


export const getListLaunchpadProjectsResponseMock = (overrideResponse: Partial<Extract<LaunchpadProjectListResponse, object>> = {}): LaunchpadProjectListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({slug: (() => faker.helpers.arrayElement(['nova-grid', 'lumen-pay', 'orbit-labs', 'kite-protocol', 'helix-chain']))(), name: (() => faker.helpers.arrayElement(['Nova Grid', 'Lumen Pay', 'Orbit Labs', 'Kite Protocol', 'Helix Chain']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["new","voted","published","active","distributing","distributed","failed"]))(), summary: (() => faker.lorem.sentence({ min: 8, max: 20 }).slice(0, 280))(), website: faker.helpers.arrayElement([faker.internet.url(), undefined]), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tokensForSale: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hardCap: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minCommit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxCommit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalCommitted: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), participants: faker.number.int({min: 0}), voteGoal: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), votes: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), voteStartsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), voteEndsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), saleStartsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), saleEndsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), distributionAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), participation: faker.helpers.arrayElement([{voted: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), committed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), locked: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tokens: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), used: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), refund: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), distributed: faker.datatype.boolean()}, undefined])})), ...overrideResponse})

export const getGetLaunchpadProjectResponseMock = (overrideResponse: Partial<Extract<LaunchpadProjectResponse, object>> = {}): LaunchpadProjectResponse => ({data: {slug: (() => faker.helpers.arrayElement(['nova-grid', 'lumen-pay', 'orbit-labs', 'kite-protocol', 'helix-chain']))(), name: (() => faker.helpers.arrayElement(['Nova Grid', 'Lumen Pay', 'Orbit Labs', 'Kite Protocol', 'Helix Chain']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["new","voted","published","active","distributing","distributed","failed"]))(), summary: (() => faker.lorem.sentence({ min: 8, max: 20 }).slice(0, 280))(), website: faker.helpers.arrayElement([faker.internet.url(), undefined]), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tokensForSale: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hardCap: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minCommit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxCommit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalCommitted: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), participants: faker.number.int({min: 0}), voteGoal: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), votes: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), voteStartsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), voteEndsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), saleStartsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), saleEndsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), distributionAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), participation: faker.helpers.arrayElement([{voted: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), committed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), locked: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tokens: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), used: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), refund: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), distributed: faker.datatype.boolean()}, undefined])}, ...overrideResponse})

export const getJoinLaunchpadProjectResponseMock = (overrideResponse: Partial<Extract<LaunchpadProjectResponse, object>> = {}): LaunchpadProjectResponse => ({data: {slug: (() => faker.helpers.arrayElement(['nova-grid', 'lumen-pay', 'orbit-labs', 'kite-protocol', 'helix-chain']))(), name: (() => faker.helpers.arrayElement(['Nova Grid', 'Lumen Pay', 'Orbit Labs', 'Kite Protocol', 'Helix Chain']))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["new","voted","published","active","distributing","distributed","failed"]))(), summary: (() => faker.lorem.sentence({ min: 8, max: 20 }).slice(0, 280))(), website: faker.helpers.arrayElement([faker.internet.url(), undefined]), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tokensForSale: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hardCap: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minCommit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), maxCommit: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalCommitted: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), participants: faker.number.int({min: 0}), voteGoal: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), votes: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), voteStartsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), voteEndsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), saleStartsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), saleEndsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), distributionAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), participation: faker.helpers.arrayElement([{voted: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), committed: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), locked: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), tokens: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), used: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), refund: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), distributed: faker.datatype.boolean()}, undefined])}, ...overrideResponse})

export const getListLaunchpadHistoryResponseMock = (overrideResponse: Partial<Extract<LaunchpadHistoryResponse, object>> = {}): LaunchpadHistoryResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), slug: (() => faker.helpers.arrayElement(['nova-grid', 'lumen-pay', 'orbit-labs', 'kite-protocol', 'helix-chain']))(), project: (() => faker.helpers.arrayElement(['Nova Grid', 'Lumen Pay', 'Orbit Labs', 'Kite Protocol', 'Helix Chain']))(), type: (() => faker.helpers.arrayElement(["vote","vote-return","subscription","distribution","refund"]))(), asset: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})


export const getListLaunchpadProjectsMockHandler = (overrideResponse?: LaunchpadProjectListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LaunchpadProjectListResponse> | LaunchpadProjectListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/launchpad/projects', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLaunchpadProjectsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetLaunchpadProjectMockHandler = (overrideResponse?: LaunchpadProjectResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LaunchpadProjectResponse> | LaunchpadProjectResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/launchpad/projects/:slug', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLaunchpadProjectResponseMock(),
      { status: 200
      })
  }, options)
}

export const getJoinLaunchpadProjectMockHandler = (overrideResponse?: LaunchpadProjectResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<LaunchpadProjectResponse> | LaunchpadProjectResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/launchpad/projects/:slug/join', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJoinLaunchpadProjectResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListLaunchpadHistoryMockHandler = (overrideResponse?: LaunchpadHistoryResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LaunchpadHistoryResponse> | LaunchpadHistoryResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/launchpad/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListLaunchpadHistoryResponseMock(),
      { status: 200
      })
  }, options)
}
export const getLaunchpadMock = () => [
  getListLaunchpadProjectsMockHandler(),
  getGetLaunchpadProjectMockHandler(),
  getJoinLaunchpadProjectMockHandler(),
  getListLaunchpadHistoryMockHandler()
]
