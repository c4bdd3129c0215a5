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
  AffiliateCampaignListResponse,
  AffiliateCampaignResponse,
  AffiliateCampaignStatisticsResponse,
  AffiliateDashboardResponse,
  AffiliateLinkListResponse,
  AffiliateLinkResponse,
  AffiliatePayoutListResponse,
  AffiliatePayoutResponse,
  AffiliatePersonalDataResponse
} from '../model';


export const getGetAffiliateDashboardResponseMock = (overrideResponse: Partial<Extract<AffiliateDashboardResponse, object>> = {}): AffiliateDashboardResponse => ({data: {code: faker.string.alpha({length: {min: 4, max: 64}}), link: faker.internet.url(), commissionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), totals: {clicks: faker.number.int({min: 0}), registrations: faker.number.int({min: 0}), deposits: faker.number.int({min: 0}), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, paidOut: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), processing: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), available: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), minPayout: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, ...overrideResponse})

export const getListAffiliatePaymentsResponseMock = (overrideResponse: Partial<Extract<AffiliatePayoutListResponse, object>> = {}): AffiliatePayoutListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["processing","paid"]))(), destination: faker.helpers.arrayElement(['main_balance'] as const), requestedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getRequestAffiliatePayoutResponseMock = (overrideResponse: Partial<Extract<AffiliatePayoutResponse, object>> = {}): AffiliatePayoutResponse => ({data: {id: faker.number.int({min: 1}), amount: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), status: (() => faker.helpers.arrayElement(["processing","paid"]))(), destination: faker.helpers.arrayElement(['main_balance'] as const), requestedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), paidAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getGetAffiliatePersonalDataResponseMock = (overrideResponse: Partial<Extract<AffiliatePersonalDataResponse, object>> = {}): AffiliatePersonalDataResponse => ({data: {saved: faker.datatype.boolean(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), fullName: (() => faker.helpers.arrayElement(['Olena Kovalenko', 'Ayse Yilmaz', 'Mehmet Demir', 'Anna Nowak']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), city: (() => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']))(), address: (() => faker.helpers.arrayElement(['12 Rynok Square', 'Istiklal Cd. 81', 'ul. Marszalkowska 10']))(), postalCode: (() => faker.helpers.arrayElement(['79008', '34430', '00-590']))(), phone: (() => faker.helpers.arrayElement(['+380671234567', '+905321234567', '+48601234567']))(), companyName: (() =>
  faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Media', 'Vistula Reviews', 'Meridian Trading Ltd', 'Northwind Capital GmbH']))(), taxId: (() => faker.string.numeric({ length: 10, allowLeadingZeros: false }))()}, ...overrideResponse})

export const getUpdateAffiliatePersonalDataResponseMock = (overrideResponse: Partial<Extract<AffiliatePersonalDataResponse, object>> = {}): AffiliatePersonalDataResponse => ({data: {saved: faker.datatype.boolean(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), fullName: (() => faker.helpers.arrayElement(['Olena Kovalenko', 'Ayse Yilmaz', 'Mehmet Demir', 'Anna Nowak']))(), country: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), city: (() => faker.helpers.arrayElement(['London', 'Istanbul', 'Berlin', 'Tallinn', 'Lviv', 'Warsaw', 'Tbilisi']))(), address: (() => faker.helpers.arrayElement(['12 Rynok Square', 'Istiklal Cd. 81', 'ul. Marszalkowska 10']))(), postalCode: (() => faker.helpers.arrayElement(['79008', '34430', '00-590']))(), phone: (() => faker.helpers.arrayElement(['+380671234567', '+905321234567', '+48601234567']))(), companyName: (() =>
  faker.helpers.arrayElement(['Crypto News UA', 'Bosphorus Media', 'Vistula Reviews', 'Meridian Trading Ltd', 'Northwind Capital GmbH']))(), taxId: (() => faker.string.numeric({ length: 10, allowLeadingZeros: false }))()}, ...overrideResponse})

export const getListAffiliateCampaignsResponseMock = (overrideResponse: Partial<Extract<AffiliateCampaignListResponse, object>> = {}): AffiliateCampaignListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({slug: (() => faker.helpers.arrayElement(['spring-boost', 'earn-weeks', 'futures-launch']))(), title: (() => faker.helpers.arrayElement(['Spring boost', 'Earn weeks', 'Futures launch']))(), status: faker.helpers.arrayElement(['active','ended'] as const), startsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), commissionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), landingPages: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() =>
  faker.helpers.arrayElement(['/registration-page/welcome', '/registration-page/buy-crypto', '/auth/register']))())), totals: {clicks: faker.number.int({min: 0}), registrations: faker.number.int({min: 0}), deposits: faker.number.int({min: 0}), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}})), ...overrideResponse})

export const getGetAffiliateCampaignResponseMock = (overrideResponse: Partial<Extract<AffiliateCampaignResponse, object>> = {}): AffiliateCampaignResponse => ({data: {slug: (() => faker.helpers.arrayElement(['spring-boost', 'earn-weeks', 'futures-launch']))(), title: (() => faker.helpers.arrayElement(['Spring boost', 'Earn weeks', 'Futures launch']))(), status: faker.helpers.arrayElement(['active','ended'] as const), startsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), endsAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), commissionRate: (() => faker.finance.amount({ min: 0, max: 25, dec: 2 }))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), landingPages: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() =>
  faker.helpers.arrayElement(['/registration-page/welcome', '/registration-page/buy-crypto', '/auth/register']))())), totals: {clicks: faker.number.int({min: 0}), registrations: faker.number.int({min: 0}), deposits: faker.number.int({min: 0}), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}}, ...overrideResponse})

export const getGetAffiliateCampaignStatisticsResponseMock = (overrideResponse: Partial<Extract<AffiliateCampaignStatisticsResponse, object>> = {}): AffiliateCampaignStatisticsResponse => ({data: {campaign: (() => faker.helpers.arrayElement(['spring-boost', 'earn-weeks', 'futures-launch']))(), period: (() => faker.helpers.arrayElement(["7d","30d","90d"]))(), ticker: (() => faker.helpers.arrayElement(['BTC', 'ETH', 'USDT', 'USDC', 'WBT', 'SOL', 'XRP', 'TRX', 'DOGE', 'TON', 'EUR', 'TRY']))(), totals: {clicks: faker.number.int({min: 0}), registrations: faker.number.int({min: 0}), deposits: faker.number.int({min: 0}), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}, points: Array.from({ length: faker.number.int({min: 1, max: 90}) }, (_, i) => i + 1).map(() => ({date: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), clicks: faker.number.int({min: 0}), registrations: faker.number.int({min: 0}), deposits: faker.number.int({min: 0}), earned: (() =>
  faker.finance.amount({ min: 0, max: faker.helpers.arrayElement([1, 100, 50000]), dec: faker.helpers.arrayElement([0, 2, 4, 6, 8]) }))()}))}, ...overrideResponse})

export const getListAffiliateLinksResponseMock = (overrideResponse: Partial<Extract<AffiliateLinkListResponse, object>> = {}): AffiliateLinkListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), campaign: (() => faker.helpers.arrayElement(['spring-boost', 'earn-weeks', 'futures-launch']))(), landingPage: (() =>
  faker.helpers.arrayElement(['/registration-page/welcome', '/registration-page/buy-crypto', '/auth/register']))(), subId: (() => faker.helpers.arrayElement(['telegram-pin', 'banner_top', 'yt-review-12']))(), url: faker.internet.url(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getCreateAffiliateLinkResponseMock = (overrideResponse: Partial<Extract<AffiliateLinkResponse, object>> = {}): AffiliateLinkResponse => ({data: {id: faker.number.int({min: 1}), campaign: (() => faker.helpers.arrayElement(['spring-boost', 'earn-weeks', 'futures-launch']))(), landingPage: (() =>
  faker.helpers.arrayElement(['/registration-page/welcome', '/registration-page/buy-crypto', '/auth/register']))(), subId: (() => faker.helpers.arrayElement(['telegram-pin', 'banner_top', 'yt-review-12']))(), url: faker.internet.url(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getGetAffiliateDashboardMockHandler = (overrideResponse?: AffiliateDashboardResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliateDashboardResponse> | AffiliateDashboardResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/dashboard', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAffiliateDashboardResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAffiliatePaymentsMockHandler = (overrideResponse?: AffiliatePayoutListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliatePayoutListResponse> | AffiliatePayoutListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/payments', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAffiliatePaymentsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRequestAffiliatePayoutMockHandler = (overrideResponse?: AffiliatePayoutResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AffiliatePayoutResponse> | AffiliatePayoutResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/affiliate/payments', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRequestAffiliatePayoutResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAffiliatePersonalDataMockHandler = (overrideResponse?: AffiliatePersonalDataResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliatePersonalDataResponse> | AffiliatePersonalDataResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/personal-data', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAffiliatePersonalDataResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateAffiliatePersonalDataMockHandler = (overrideResponse?: AffiliatePersonalDataResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AffiliatePersonalDataResponse> | AffiliatePersonalDataResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/affiliate/personal-data', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateAffiliatePersonalDataResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAffiliateCampaignsMockHandler = (overrideResponse?: AffiliateCampaignListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliateCampaignListResponse> | AffiliateCampaignListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/campaigns', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAffiliateCampaignsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAffiliateCampaignMockHandler = (overrideResponse?: AffiliateCampaignResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliateCampaignResponse> | AffiliateCampaignResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/campaigns/:campaign', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAffiliateCampaignResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAffiliateCampaignStatisticsMockHandler = (overrideResponse?: AffiliateCampaignStatisticsResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliateCampaignStatisticsResponse> | AffiliateCampaignStatisticsResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/campaigns/:campaign/statistics', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAffiliateCampaignStatisticsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListAffiliateLinksMockHandler = (overrideResponse?: AffiliateLinkListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AffiliateLinkListResponse> | AffiliateLinkListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/affiliate/links', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAffiliateLinksResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateAffiliateLinkMockHandler = (overrideResponse?: AffiliateLinkResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<AffiliateLinkResponse> | AffiliateLinkResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/affiliate/links', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateAffiliateLinkResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteAffiliateLinkMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/affiliate/links/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}
export const getAffiliateMock = () => [
  getGetAffiliateDashboardMockHandler(),
  getListAffiliatePaymentsMockHandler(),
  getRequestAffiliatePayoutMockHandler(),
  getGetAffiliatePersonalDataMockHandler(),
  getUpdateAffiliatePersonalDataMockHandler(),
  getListAffiliateCampaignsMockHandler(),
  getGetAffiliateCampaignMockHandler(),
  getGetAffiliateCampaignStatisticsMockHandler(),
  getListAffiliateLinksMockHandler(),
  getCreateAffiliateLinkMockHandler(),
  getDeleteAffiliateLinkMockHandler()
]
