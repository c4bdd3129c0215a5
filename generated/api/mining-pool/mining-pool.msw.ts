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
  MiningAccountListResponse,
  MiningAccountResponse,
  MiningDashboardResponse,
  MiningHashrateResponse,
  MiningPoolStatsResponse,
  MiningReferralsResponse,
  MiningRewardListResponse,
  MiningWatcherLinkListResponse,
  MiningWatcherLinkResponse,
  MiningWatcherViewResponse,
  MiningWorkerListResponse
} from '../model';


export const getListMiningAccountsResponseMock = (overrideResponse: Partial<Extract<MiningAccountListResponse, object>> = {}): MiningAccountListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), workers: {online: faker.number.int({min: 0}), offline: faker.number.int({min: 0}), low: faker.number.int({min: 0})}})), ...overrideResponse})

export const getCreateMiningAccountResponseMock = (overrideResponse: Partial<Extract<MiningAccountResponse, object>> = {}): MiningAccountResponse => ({data: {id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), workers: {online: faker.number.int({min: 0}), offline: faker.number.int({min: 0}), low: faker.number.int({min: 0})}}, ...overrideResponse})

export const getGetMiningDashboardResponseMock = (overrideResponse: Partial<Extract<MiningDashboardResponse, object>> = {}): MiningDashboardResponse => ({data: {account: {id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), workers: {online: faker.number.int({min: 0}), offline: faker.number.int({min: 0}), low: faker.number.int({min: 0})}}, fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rewardScheme: faker.helpers.arrayElement(['FPPS'] as const), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), stratum: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({url: (() => faker.helpers.arrayElement(['stratum+tcp://pool.meridian.example:3333', 'stratum+tcp://pool.meridian.example:443']))(), workersCount: faker.number.int({min: 0})})), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), average24h: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastReward: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), date: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), fppsRate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), status: faker.helpers.arrayElement(['pending','successful','canceled'] as const)}, undefined])}, ...overrideResponse})

export const getGetMiningHashrateResponseMock = (overrideResponse: Partial<Extract<MiningHashrateResponse, object>> = {}): MiningHashrateResponse => ({data: {account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), worker: (() => faker.helpers.arrayElement(['rig01', 'rig02', 's19-row3', 'antminer_12']))(), interval: (() => faker.helpers.arrayElement(["5m","1h","24h"]))(), hashrate: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({timestamp: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), rejectRate: faker.number.float({min: 0, max: 1, fractionDigits: 2})}))}, ...overrideResponse})

export const getListMiningWorkersResponseMock = (overrideResponse: Partial<Extract<MiningWorkerListResponse, object>> = {}): MiningWorkerListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['rig01', 'rig02', 's19-row3', 'antminer_12']))(), status: (() => faker.helpers.arrayElement(["online","offline","low"]))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), average24h: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), rejectRate: faker.number.float({min: 0, max: 1, fractionDigits: 2}), connectedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastShareAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getGetMiningWorkerHashrateResponseMock = (overrideResponse: Partial<Extract<MiningHashrateResponse, object>> = {}): MiningHashrateResponse => ({data: {account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), worker: (() => faker.helpers.arrayElement(['rig01', 'rig02', 's19-row3', 'antminer_12']))(), interval: (() => faker.helpers.arrayElement(["5m","1h","24h"]))(), hashrate: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({timestamp: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), rejectRate: faker.number.float({min: 0, max: 1, fractionDigits: 2})}))}, ...overrideResponse})

export const getListMiningAccountRewardsResponseMock = (overrideResponse: Partial<Extract<MiningRewardListResponse, object>> = {}): MiningRewardListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), date: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), fppsRate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), status: faker.helpers.arrayElement(['pending','successful','canceled'] as const)})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListMiningRewardsResponseMock = (overrideResponse: Partial<Extract<MiningRewardListResponse, object>> = {}): MiningRewardListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), date: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), fppsRate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), status: faker.helpers.arrayElement(['pending','successful','canceled'] as const)})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getGetMiningPoolStatsResponseMock = (overrideResponse: Partial<Extract<MiningPoolStatsResponse, object>> = {}): MiningPoolStatsResponse => ({data: {connectionLinks: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['stratum+tcp://pool.meridian.example:3333', 'stratum+tcp://pool.meridian.example:443']))())), location: faker.helpers.arrayElement(['global'] as const), assets: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))())), rewardSchemes: faker.helpers.arrayElements(['FPPS'] as const), workers: faker.number.int({min: 0}), currentHashRate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), last7daysHashRate: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({timestamp: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))()})), blocks: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({blockFoundAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), blockHeight: faker.number.int({min: 0})})), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hashprice: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListMiningWatcherLinksResponseMock = (overrideResponse: Partial<Extract<MiningWatcherLinkListResponse, object>> = {}): MiningWatcherLinkListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.string.uuid(), name: (() => faker.helpers.arrayElement(['hosting_view', 'partner_dashboard', 'ops_team']))(), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 3}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["dashboard","rewards","workers"]))())), link: faker.internet.url(), liveUntil: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getCreateMiningWatcherLinkResponseMock = (overrideResponse: Partial<Extract<MiningWatcherLinkResponse, object>> = {}): MiningWatcherLinkResponse => ({data: {id: faker.string.uuid(), name: (() => faker.helpers.arrayElement(['hosting_view', 'partner_dashboard', 'ops_team']))(), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 3}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["dashboard","rewards","workers"]))())), link: faker.internet.url(), liveUntil: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetMiningWatcherViewResponseMock = (overrideResponse: Partial<Extract<MiningWatcherViewResponse, object>> = {}): MiningWatcherViewResponse => ({data: {link: {id: faker.string.uuid(), name: (() => faker.helpers.arrayElement(['hosting_view', 'partner_dashboard', 'ops_team']))(), permissions: Array.from({ length: faker.number.int({min: 1, max: 3}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["dashboard","rewards","workers"]))())), liveUntil: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), dashboard: faker.helpers.arrayElement([{account: {id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), workers: {online: faker.number.int({min: 0}), offline: faker.number.int({min: 0}), low: faker.number.int({min: 0})}}, fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rewardScheme: faker.helpers.arrayElement(['FPPS'] as const), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), stratum: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({url: (() => faker.helpers.arrayElement(['stratum+tcp://pool.meridian.example:3333', 'stratum+tcp://pool.meridian.example:443']))(), workersCount: faker.number.int({min: 0})})), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), average24h: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), lastReward: faker.helpers.arrayElement([{id: faker.number.int({min: 1}), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), date: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), fppsRate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), status: faker.helpers.arrayElement(['pending','successful','canceled'] as const)}, undefined])}, undefined]), hashrate: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({timestamp: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), rejectRate: faker.number.float({min: 0, max: 1, fractionDigits: 2})})), undefined]), workers: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), name: (() => faker.helpers.arrayElement(['rig01', 'rig02', 's19-row3', 'antminer_12']))(), status: (() => faker.helpers.arrayElement(["online","offline","low"]))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), average24h: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), rejectRate: faker.number.float({min: 0, max: 1, fractionDigits: 2}), connectedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastShareAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), undefined]), rewards: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), account: (() => faker.helpers.arrayElement(['meridian01', 'meridian02', 'farm_north', 'hosting_client7']))(), date: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), hashrate: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), fppsRate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalReward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), reward: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), payoutDestination: faker.helpers.arrayElement(['main_balance','external_address'] as const), status: faker.helpers.arrayElement(['pending','successful','canceled'] as const)})), undefined])}, ...overrideResponse})

export const getListMiningReferralsResponseMock = (overrideResponse: Partial<Extract<MiningReferralsResponse, object>> = {}): MiningReferralsResponse => ({data: {code: (() => faker.string.alphanumeric({ length: { min: 6, max: 10 }, casing: 'upper' }))(), link: faker.internet.url(), rate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), currency: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), totalEarned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), referrals: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), account: (() => `${faker.string.alpha({ length: 2, casing: 'lower' })}***${faker.string.alpha({ length: 2, casing: 'lower' })}`)(), joinedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), average24h: (() => String(faker.number.int({ min: 80, max: 4000 }) * 1_000_000_000_000 + faker.number.int({ min: 0, max: 999_999_999_999 })))(), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))}, ...overrideResponse})


export const getListMiningAccountsMockHandler = (overrideResponse?: MiningAccountListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningAccountListResponse> | MiningAccountListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMiningAccountsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateMiningAccountMockHandler = (overrideResponse?: MiningAccountResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MiningAccountResponse> | MiningAccountResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/mining-pool/accounts', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateMiningAccountResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMiningDashboardMockHandler = (overrideResponse?: MiningDashboardResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningDashboardResponse> | MiningDashboardResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts/:account', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMiningDashboardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMiningHashrateMockHandler = (overrideResponse?: MiningHashrateResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningHashrateResponse> | MiningHashrateResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts/:account/hashrate', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMiningHashrateResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMiningWorkersMockHandler = (overrideResponse?: MiningWorkerListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningWorkerListResponse> | MiningWorkerListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts/:account/workers', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMiningWorkersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMiningWorkerHashrateMockHandler = (overrideResponse?: MiningHashrateResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningHashrateResponse> | MiningHashrateResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts/:account/workers/:workerId/hashrate', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMiningWorkerHashrateResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMiningAccountRewardsMockHandler = (overrideResponse?: MiningRewardListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningRewardListResponse> | MiningRewardListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts/:account/rewards', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMiningAccountRewardsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMiningRewardsMockHandler = (overrideResponse?: MiningRewardListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningRewardListResponse> | MiningRewardListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/rewards', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMiningRewardsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetMiningPoolStatsMockHandler = (overrideResponse?: MiningPoolStatsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningPoolStatsResponse> | MiningPoolStatsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/api/v4/public/mining-pool', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMiningPoolStatsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMiningWatcherLinksMockHandler = (overrideResponse?: MiningWatcherLinkListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningWatcherLinkListResponse> | MiningWatcherLinkListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/accounts/:account/watcher-links', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMiningWatcherLinksResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateMiningWatcherLinkMockHandler = (overrideResponse?: MiningWatcherLinkResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<MiningWatcherLinkResponse> | MiningWatcherLinkResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/mining-pool/accounts/:account/watcher-links', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateMiningWatcherLinkResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteMiningWatcherLinkMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/mining-pool/watcher-links/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetMiningWatcherViewMockHandler = (overrideResponse?: MiningWatcherViewResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningWatcherViewResponse> | MiningWatcherViewResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/watcher-links/:id/accounts/:account', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMiningWatcherViewResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListMiningReferralsMockHandler = (overrideResponse?: MiningReferralsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<MiningReferralsResponse> | MiningReferralsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/mining-pool/referrals', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMiningReferralsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getMiningPoolMock = () => [
  getListMiningAccountsMockHandler(),
  getCreateMiningAccountMockHandler(),
  getGetMiningDashboardMockHandler(),
  getGetMiningHashrateMockHandler(),
  getListMiningWorkersMockHandler(),
  getGetMiningWorkerHashrateMockHandler(),
  getListMiningAccountRewardsMockHandler(),
  getListMiningRewardsMockHandler(),
  getGetMiningPoolStatsMockHandler(),
  getListMiningWatcherLinksMockHandler(),
  getCreateMiningWatcherLinkMockHandler(),
  getDeleteMiningWatcherLinkMockHandler(),
  getGetMiningWatcherViewMockHandler(),
  getListMiningReferralsMockHandler()
]
