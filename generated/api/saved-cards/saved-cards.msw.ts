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
  SavedCardListResponse,
  SavedCardResponse
} from '../model';


export const getListSavedCardsResponseMock = (overrideResponse: Partial<Extract<SavedCardListResponse, object>> = {}): SavedCardListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), label: (() => faker.helpers.arrayElement(['Salary card', 'Travel', 'Savings', 'Kartım']))(), provider: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getRenameSavedCardResponseMock = (overrideResponse: Partial<Extract<SavedCardResponse, object>> = {}): SavedCardResponse => ({data: {id: faker.number.int({min: 1}), last4: (() => faker.string.numeric(4))(), brand: (() => faker.helpers.arrayElement(["visa","mastercard"]))(), holder: (() => faker.helpers.arrayElement(['OLENA KOVALENKO', 'AYSE YILMAZ', 'MEHMET DEMIR', 'ANNA NOWAK']))(), expiry: (() => `${String(faker.number.int({ min: 1, max: 12 })).padStart(2, '0')}/${faker.number.int({ min: 27, max: 35 })}`)(), label: (() => faker.helpers.arrayElement(['Salary card', 'Travel', 'Savings', 'Kartım']))(), provider: faker.string.alpha({length: {min: 1, max: 64}}), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), lastUsedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})


export const getListSavedCardsMockHandler = (overrideResponse?: SavedCardListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SavedCardListResponse> | SavedCardListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/saved-cards', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSavedCardsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteSavedCardMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/saved-cards/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getRenameSavedCardMockHandler = (overrideResponse?: SavedCardResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SavedCardResponse> | SavedCardResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/saved-cards/:id/rename', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRenameSavedCardResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSavedCardsMock = () => [
  getListSavedCardsMockHandler(),
  getDeleteSavedCardMockHandler(),
  getRenameSavedCardMockHandler()
]
