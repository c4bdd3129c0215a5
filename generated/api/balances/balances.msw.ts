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
  BalanceListResponse,
  BalanceTransferListResponse,
  BalanceTransferResponse,
  BonusListResponse,
  ConvertQuoteResponse,
  ConvertRecordListResponse,
  ConvertRecordResponse,
  WbtBalancesResponse,
  WbtBannerResponse,
  WbtBenefitsResponse,
  WbtBurnTransactionListResponse,
  WbtInfoResponse,
  WbtUnholdRequestListResponse,
  WbtUnholdRequestResponse
} from '../model';


export const getListBalancesResponseMock = (overrideResponse: Partial<Extract<BalanceListResponse, object>> = {}): BalanceListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), main: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spot: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), margin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), staking: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spotInOrders: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spotAvailable: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withBorrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withoutBorrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), borrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getListBalancesByTypeResponseMock = (overrideResponse: Partial<Extract<BalanceListResponse, object>> = {}): BalanceListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), total: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), main: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spot: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), margin: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), staking: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spotInOrders: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), spotAvailable: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withBorrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), withoutBorrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), borrow: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getTransferBalanceResponseMock = (overrideResponse: Partial<Extract<BalanceTransferResponse, object>> = {}): BalanceTransferResponse => ({data: {from: (() => faker.helpers.arrayElement(["main","spot","margin"]))(), to: (() => faker.helpers.arrayElement(["main","spot","margin"]))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListBalanceTransfersResponseMock = (overrideResponse: Partial<Extract<BalanceTransferListResponse, object>> = {}): BalanceTransferListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), from: (() => faker.helpers.arrayElement(["main","spot","margin"]))(), to: (() => faker.helpers.arrayElement(["main","spot","margin"]))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getListBonusesResponseMock = (overrideResponse: Partial<Extract<BonusListResponse, object>> = {}): BonusListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), status: (() => faker.helpers.arrayElement(["active","used","expired"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getGetWbtBannerResponseMock = (overrideResponse: Partial<Extract<WbtBannerResponse, object>> = {}): WbtBannerResponse => ({data: {price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), change: (() => (faker.datatype.boolean() ? '-' : '') + faker.finance.amount({ min: 0, max: 15, dec: 2 }))(), holdingApr: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), totalBurned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getGetWbtInfoResponseMock = (overrideResponse: Partial<Extract<WbtInfoResponse, object>> = {}): WbtInfoResponse => ({data: {ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), price: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalSupply: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), circulatingSupply: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), totalBurned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), holders: faker.helpers.arrayElement([faker.number.int({min: 0, max: 1000000000}), undefined])}, ...overrideResponse})

export const getGetWbtBalancesResponseMock = (overrideResponse: Partial<Extract<WbtBalancesResponse, object>> = {}): WbtBalancesResponse => ({data: {main: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), unhold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), trade: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), launchpad: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getGetWbtBenefitsResponseMock = (overrideResponse: Partial<Extract<WbtBenefitsResponse, object>> = {}): WbtBenefitsResponse => ({data: {holding: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({level: faker.number.int({min: 0, max: 10}), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), freeAmlChecks: faker.number.int({min: 0, max: 1000}), freeWithdrawals: faker.number.int({min: 0, max: 1000}), makerFeeDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), referralRate: faker.number.int({min: 0, max: 100}), depositAddresses: faker.number.int({min: 0, max: 1000}), fundingDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()})), owning: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({level: faker.number.int({min: 0, max: 10}), minAmount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), takerFeeDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), makerFeeDiscount: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))()}))}, ...overrideResponse})

export const getListWbtBurnTransactionsResponseMock = (overrideResponse: Partial<Extract<WbtBurnTransactionListResponse, object>> = {}): WbtBurnTransactionListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), txHash: faker.string.alpha({length: {min: 1, max: 128}})})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getHoldWbtResponseMock = (overrideResponse: Partial<Extract<WbtBalancesResponse, object>> = {}): WbtBalancesResponse => ({data: {main: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), hold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), unhold: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), trade: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), launchpad: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListWbtUnholdRequestsResponseMock = (overrideResponse: Partial<Extract<WbtUnholdRequestListResponse, object>> = {}): WbtUnholdRequestListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), force: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["pending","completed","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), availableAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()})), ...overrideResponse})

export const getCreateWbtUnholdRequestResponseMock = (overrideResponse: Partial<Extract<WbtUnholdRequestResponse, object>> = {}): WbtUnholdRequestResponse => ({data: {id: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), force: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["pending","completed","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), availableAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getCancelWbtUnholdRequestResponseMock = (overrideResponse: Partial<Extract<WbtUnholdRequestResponse, object>> = {}): WbtUnholdRequestResponse => ({data: {id: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), force: faker.datatype.boolean(), status: (() => faker.helpers.arrayElement(["pending","completed","cancelled"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), availableAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), fee: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getEstimateConvertResponseMock = (overrideResponse: Partial<Extract<ConvertQuoteResponse, object>> = {}): ConvertQuoteResponse => ({data: {id: (() => faker.string.numeric({ length: { min: 5, max: 10 }, allowLeadingZeros: false }))(), from: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), to: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), give: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), receive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), expireAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), expiresIn: faker.number.int({min: 0, max: 3600})}, ...overrideResponse})

export const getConfirmConvertResponseMock = (overrideResponse: Partial<Extract<ConvertRecordResponse, object>> = {}): ConvertRecordResponse => ({data: {id: faker.number.int({min: 1}), quoteId: (() => faker.string.numeric({ length: { min: 5, max: 10 }, allowLeadingZeros: false }))(), from: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), to: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finalGive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), finalReceive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListConvertHistoryResponseMock = (overrideResponse: Partial<Extract<ConvertRecordListResponse, object>> = {}): ConvertRecordListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), quoteId: (() => faker.string.numeric({ length: { min: 5, max: 10 }, allowLeadingZeros: false }))(), from: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), to: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), finalGive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), finalReceive: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), rate: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), time: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})


export const getListBalancesMockHandler = (overrideResponse?: BalanceListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BalanceListResponse> | BalanceListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/balances', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListBalancesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListBalancesByTypeMockHandler = (overrideResponse?: BalanceListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BalanceListResponse> | BalanceListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/balances/:type', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListBalancesByTypeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTransferBalanceMockHandler = (overrideResponse?: BalanceTransferResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<BalanceTransferResponse> | BalanceTransferResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/balances/transfer', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTransferBalanceResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListBalanceTransfersMockHandler = (overrideResponse?: BalanceTransferListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BalanceTransferListResponse> | BalanceTransferListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/balances/transfer/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListBalanceTransfersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListBonusesMockHandler = (overrideResponse?: BonusListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BonusListResponse> | BonusListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/bonuses', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListBonusesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWbtBannerMockHandler = (overrideResponse?: WbtBannerResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtBannerResponse> | WbtBannerResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wbt/banner', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWbtBannerResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWbtInfoMockHandler = (overrideResponse?: WbtInfoResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtInfoResponse> | WbtInfoResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wbt', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWbtInfoResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWbtBalancesMockHandler = (overrideResponse?: WbtBalancesResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtBalancesResponse> | WbtBalancesResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wbt/balances', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWbtBalancesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWbtBenefitsMockHandler = (overrideResponse?: WbtBenefitsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtBenefitsResponse> | WbtBenefitsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wbt/benefits', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWbtBenefitsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWbtBurnTransactionsMockHandler = (overrideResponse?: WbtBurnTransactionListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtBurnTransactionListResponse> | WbtBurnTransactionListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wbt/burn-transactions', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWbtBurnTransactionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getHoldWbtMockHandler = (overrideResponse?: WbtBalancesResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WbtBalancesResponse> | WbtBalancesResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/wbt/hold', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getHoldWbtResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWbtUnholdRequestsMockHandler = (overrideResponse?: WbtUnholdRequestListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WbtUnholdRequestListResponse> | WbtUnholdRequestListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/wbt/unhold-requests', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWbtUnholdRequestsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateWbtUnholdRequestMockHandler = (overrideResponse?: WbtUnholdRequestResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WbtUnholdRequestResponse> | WbtUnholdRequestResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/wbt/unhold-requests', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateWbtUnholdRequestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelWbtUnholdRequestMockHandler = (overrideResponse?: WbtUnholdRequestResponse | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<WbtUnholdRequestResponse> | WbtUnholdRequestResponse), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/wbt/unhold-requests/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelWbtUnholdRequestResponseMock(),
      { status: 200
      })
  }, options)
}

export const getEstimateConvertMockHandler = (overrideResponse?: ConvertQuoteResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ConvertQuoteResponse> | ConvertQuoteResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/convert/estimate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getEstimateConvertResponseMock(),
      { status: 200
      })
  }, options)
}

export const getConfirmConvertMockHandler = (overrideResponse?: ConvertRecordResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ConvertRecordResponse> | ConvertRecordResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/convert/confirm', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getConfirmConvertResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListConvertHistoryMockHandler = (overrideResponse?: ConvertRecordListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ConvertRecordListResponse> | ConvertRecordListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/convert/history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListConvertHistoryResponseMock(),
      { status: 200
      })
  }, options)
}
export const getBalancesMock = () => [
  getListBalancesMockHandler(),
  getListBalancesByTypeMockHandler(),
  getTransferBalanceMockHandler(),
  getListBalanceTransfersMockHandler(),
  getListBonusesMockHandler(),
  getGetWbtBannerMockHandler(),
  getGetWbtInfoMockHandler(),
  getGetWbtBalancesMockHandler(),
  getGetWbtBenefitsMockHandler(),
  getListWbtBurnTransactionsMockHandler(),
  getHoldWbtMockHandler(),
  getListWbtUnholdRequestsMockHandler(),
  getCreateWbtUnholdRequestMockHandler(),
  getCancelWbtUnholdRequestMockHandler(),
  getEstimateConvertMockHandler(),
  getConfirmConvertMockHandler(),
  getListConvertHistoryMockHandler()
]
