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
  SupportTicketListResponse,
  SupportTicketResponse
} from '../model';


export const getListSupportTicketsResponseMock = (overrideResponse: Partial<Extract<SupportTicketListResponse, object>> = {}): SupportTicketListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), subject: (() =>
  faker.helpers.arrayElement([
  'My EUR card deposit is not on my balance',
  'How do I change my nickname?',
  'Withdrawal pending for a day']
  ))(), category: (() => faker.helpers.arrayElement(["account","verification","deposit","withdrawal","trading","security","other"]))(), status: (() => faker.helpers.arrayElement(["open","answered","closed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), closedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), messageCount: faker.number.int({min: 1}), lastAuthor: (() => faker.helpers.arrayElement(["user","support"]))()})), pagination: {limit: faker.number.int({min: 1, max: 100}), offset: faker.number.int({min: 0}), total: faker.number.int({min: 0})}, ...overrideResponse})

export const getCreateSupportTicketResponseMock = (overrideResponse: Partial<Extract<SupportTicketResponse, object>> = {}): SupportTicketResponse => ({data: {id: faker.number.int({min: 1}), subject: (() =>
  faker.helpers.arrayElement([
  'My EUR card deposit is not on my balance',
  'How do I change my nickname?',
  'Withdrawal pending for a day']
  ))(), category: (() => faker.helpers.arrayElement(["account","verification","deposit","withdrawal","trading","security","other"]))(), status: (() => faker.helpers.arrayElement(["open","answered","closed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), closedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), messageCount: faker.number.int({min: 1}), lastAuthor: (() => faker.helpers.arrayElement(["user","support"]))(), messages: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), author: (() => faker.helpers.arrayElement(["user","support"]))(), agent: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 60}}), undefined]), body: (() => faker.lorem.sentences({ min: 1, max: 3 }).padEnd(2, '.'))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})

export const getGetSupportTicketResponseMock = (overrideResponse: Partial<Extract<SupportTicketResponse, object>> = {}): SupportTicketResponse => ({data: {id: faker.number.int({min: 1}), subject: (() =>
  faker.helpers.arrayElement([
  'My EUR card deposit is not on my balance',
  'How do I change my nickname?',
  'Withdrawal pending for a day']
  ))(), category: (() => faker.helpers.arrayElement(["account","verification","deposit","withdrawal","trading","security","other"]))(), status: (() => faker.helpers.arrayElement(["open","answered","closed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), closedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), messageCount: faker.number.int({min: 1}), lastAuthor: (() => faker.helpers.arrayElement(["user","support"]))(), messages: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), author: (() => faker.helpers.arrayElement(["user","support"]))(), agent: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 60}}), undefined]), body: (() => faker.lorem.sentences({ min: 1, max: 3 }).padEnd(2, '.'))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})

export const getReplyToSupportTicketResponseMock = (overrideResponse: Partial<Extract<SupportTicketResponse, object>> = {}): SupportTicketResponse => ({data: {id: faker.number.int({min: 1}), subject: (() =>
  faker.helpers.arrayElement([
  'My EUR card deposit is not on my balance',
  'How do I change my nickname?',
  'Withdrawal pending for a day']
  ))(), category: (() => faker.helpers.arrayElement(["account","verification","deposit","withdrawal","trading","security","other"]))(), status: (() => faker.helpers.arrayElement(["open","answered","closed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), closedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), messageCount: faker.number.int({min: 1}), lastAuthor: (() => faker.helpers.arrayElement(["user","support"]))(), messages: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), author: (() => faker.helpers.arrayElement(["user","support"]))(), agent: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 60}}), undefined]), body: (() => faker.lorem.sentences({ min: 1, max: 3 }).padEnd(2, '.'))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})

export const getCloseSupportTicketResponseMock = (overrideResponse: Partial<Extract<SupportTicketResponse, object>> = {}): SupportTicketResponse => ({data: {id: faker.number.int({min: 1}), subject: (() =>
  faker.helpers.arrayElement([
  'My EUR card deposit is not on my balance',
  'How do I change my nickname?',
  'Withdrawal pending for a day']
  ))(), category: (() => faker.helpers.arrayElement(["account","verification","deposit","withdrawal","trading","security","other"]))(), status: (() => faker.helpers.arrayElement(["open","answered","closed"]))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), updatedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), closedAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))(), messageCount: faker.number.int({min: 1}), lastAuthor: (() => faker.helpers.arrayElement(["user","support"]))(), messages: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), author: (() => faker.helpers.arrayElement(["user","support"]))(), agent: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 60}}), undefined]), body: (() => faker.lorem.sentences({ min: 1, max: 3 }).padEnd(2, '.'))(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}))}, ...overrideResponse})


export const getListSupportTicketsMockHandler = (overrideResponse?: SupportTicketListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SupportTicketListResponse> | SupportTicketListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/support/tickets', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSupportTicketsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateSupportTicketMockHandler = (overrideResponse?: SupportTicketResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SupportTicketResponse> | SupportTicketResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/support/tickets', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateSupportTicketResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSupportTicketMockHandler = (overrideResponse?: SupportTicketResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SupportTicketResponse> | SupportTicketResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/support/tickets/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSupportTicketResponseMock(),
      { status: 200
      })
  }, options)
}

export const getReplyToSupportTicketMockHandler = (overrideResponse?: SupportTicketResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SupportTicketResponse> | SupportTicketResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/support/tickets/:id/replies', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getReplyToSupportTicketResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCloseSupportTicketMockHandler = (overrideResponse?: SupportTicketResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SupportTicketResponse> | SupportTicketResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/support/tickets/:id/close', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCloseSupportTicketResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSupportMock = () => [
  getListSupportTicketsMockHandler(),
  getCreateSupportTicketMockHandler(),
  getGetSupportTicketMockHandler(),
  getReplyToSupportTicketMockHandler(),
  getCloseSupportTicketMockHandler()
]
