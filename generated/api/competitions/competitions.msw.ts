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
  CompetitionLeaderboardResponse,
  CompetitionListResponse,
  CompetitionResponse,
  CompetitionRewardListResponse,
  CompetitionRewardResponse
} from '../model';


export const getListCompetitionsResponseMock = (overrideResponse: Partial<Extract<CompetitionListResponse, object>> = {}): CompetitionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({slug: (() => faker.helpers.arrayElement(['btc-volume-sprint', 'altcoin-weekend', 'wbt-marathon']))(), title: (() => faker.helpers.arrayElement(['BTC volume sprint', 'Altcoin weekend', 'WBT marathon']))(), status: (() => faker.helpers.arrayElement(["active","upcoming","finished"]))(), markets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))())), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), startsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), prizeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), prizePool: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), prizes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({fromRank: faker.number.int({min: 1}), toRank: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), minVolume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), participants: faker.number.int({min: 0}), participation: faker.helpers.arrayElement([{joined: faker.datatype.boolean(), joinedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), volume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rank: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined])}, undefined])})), ...overrideResponse})

export const getGetCompetitionResponseMock = (overrideResponse: Partial<Extract<CompetitionResponse, object>> = {}): CompetitionResponse => ({data: {slug: (() => faker.helpers.arrayElement(['btc-volume-sprint', 'altcoin-weekend', 'wbt-marathon']))(), title: (() => faker.helpers.arrayElement(['BTC volume sprint', 'Altcoin weekend', 'WBT marathon']))(), status: (() => faker.helpers.arrayElement(["active","upcoming","finished"]))(), markets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))())), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), startsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), prizeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), prizePool: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), prizes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({fromRank: faker.number.int({min: 1}), toRank: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), minVolume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), participants: faker.number.int({min: 0}), participation: faker.helpers.arrayElement([{joined: faker.datatype.boolean(), joinedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), volume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rank: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined])}, undefined])}, ...overrideResponse})

export const getJoinCompetitionResponseMock = (overrideResponse: Partial<Extract<CompetitionResponse, object>> = {}): CompetitionResponse => ({data: {slug: (() => faker.helpers.arrayElement(['btc-volume-sprint', 'altcoin-weekend', 'wbt-marathon']))(), title: (() => faker.helpers.arrayElement(['BTC volume sprint', 'Altcoin weekend', 'WBT marathon']))(), status: (() => faker.helpers.arrayElement(["active","upcoming","finished"]))(), markets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() =>
  faker.helpers.arrayElement(['BTC-USDT', 'ETH-USDT', 'WBT-USDT', 'SOL-USDT', 'ETH-BTC', 'XRP-USDT', 'BTC-PERP', 'ETH-PERP']))())), quote: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), startsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), prizeTicker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), prizePool: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), prizes: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({fromRank: faker.number.int({min: 1}), toRank: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), minVolume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), participants: faker.number.int({min: 0}), participation: faker.helpers.arrayElement([{joined: faker.datatype.boolean(), joinedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), volume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rank: faker.helpers.arrayElement([faker.number.int({min: 1}), undefined])}, undefined])}, ...overrideResponse})

export const getGetCompetitionLeaderboardResponseMock = (overrideResponse: Partial<Extract<CompetitionLeaderboardResponse, object>> = {}): CompetitionLeaderboardResponse => ({data: {updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), entries: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({rank: faker.number.int({min: 1}), nickname: (() => `${faker.string.alpha({ length: 2, casing: 'lower' })}***${faker.string.alpha({ length: 2, casing: 'lower' })}`)(), volume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), prize: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), own: faker.datatype.boolean()})), own: faker.helpers.arrayElement([{rank: faker.number.int({min: 1}), nickname: (() => `${faker.string.alpha({ length: 2, casing: 'lower' })}***${faker.string.alpha({ length: 2, casing: 'lower' })}`)(), volume: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), prize: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), own: faker.datatype.boolean()}, undefined])}, ...overrideResponse})

export const getListCompetitionRewardsResponseMock = (overrideResponse: Partial<Extract<CompetitionRewardListResponse, object>> = {}): CompetitionRewardListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), slug: (() => faker.helpers.arrayElement(['btc-volume-sprint', 'altcoin-weekend', 'wbt-marathon']))(), title: (() => faker.helpers.arrayElement(['BTC volume sprint', 'Altcoin weekend', 'WBT marathon']))(), rank: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["claimable","claimed"]))(), finishedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), claimedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getClaimCompetitionRewardResponseMock = (overrideResponse: Partial<Extract<CompetitionRewardResponse, object>> = {}): CompetitionRewardResponse => ({data: {id: faker.number.int({min: 1}), slug: (() => faker.helpers.arrayElement(['btc-volume-sprint', 'altcoin-weekend', 'wbt-marathon']))(), title: (() => faker.helpers.arrayElement(['BTC volume sprint', 'Altcoin weekend', 'WBT marathon']))(), rank: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["claimable","claimed"]))(), finishedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), claimedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListCompetitionsMockHandler = (overrideResponse?: CompetitionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CompetitionListResponse> | CompetitionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/competitions', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCompetitionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCompetitionMockHandler = (overrideResponse?: CompetitionResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CompetitionResponse> | CompetitionResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/competitions/:slug', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCompetitionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getJoinCompetitionMockHandler = (overrideResponse?: CompetitionResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompetitionResponse> | CompetitionResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/competitions/:slug/join', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getJoinCompetitionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCompetitionLeaderboardMockHandler = (overrideResponse?: CompetitionLeaderboardResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CompetitionLeaderboardResponse> | CompetitionLeaderboardResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/competitions/:slug/leaderboard', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCompetitionLeaderboardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCompetitionRewardsMockHandler = (overrideResponse?: CompetitionRewardListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CompetitionRewardListResponse> | CompetitionRewardListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/competition-rewards', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCompetitionRewardsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getClaimCompetitionRewardMockHandler = (overrideResponse?: CompetitionRewardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CompetitionRewardResponse> | CompetitionRewardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/competition-rewards/:id/claim', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getClaimCompetitionRewardResponseMock(),
      { status: 200
      })
  }, options)
}
export const getCompetitionsMock = () => [
  getListCompetitionsMockHandler(),
  getGetCompetitionMockHandler(),
  getJoinCompetitionMockHandler(),
  getGetCompetitionLeaderboardMockHandler(),
  getListCompetitionRewardsMockHandler(),
  getClaimCompetitionRewardMockHandler()
]
