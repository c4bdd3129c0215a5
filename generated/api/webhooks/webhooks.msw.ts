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
  CreatedWebhookResponse,
  WebhookDeliveryListResponse,
  WebhookDeliveryResponse,
  WebhookListResponse,
  WebhookResponse
} from '../model';


export const getListWebhooksResponseMock = (overrideResponse: Partial<Extract<WebhookListResponse, object>> = {}): WebhookListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), url: (() => faker.helpers.arrayElement(['https://hooks.example.com/meridian', 'https://api.example.org/webhooks/exchange']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), events: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["code.apply","deposit.accepted","deposit.processed","deposit.canceled","withdraw.unconfirmed","withdraw.pending","withdraw.canceled","withdraw.successful"]))())), verified: faker.datatype.boolean(), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})

export const getCreateWebhookResponseMock = (overrideResponse: Partial<Extract<CreatedWebhookResponse, object>> = {}): CreatedWebhookResponse => ({data: {webhook: {id: faker.number.int({min: 1}), url: (() => faker.helpers.arrayElement(['https://hooks.example.com/meridian', 'https://api.example.org/webhooks/exchange']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), events: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["code.apply","deposit.accepted","deposit.processed","deposit.canceled","withdraw.unconfirmed","withdraw.pending","withdraw.canceled","withdraw.successful"]))())), verified: faker.datatype.boolean(), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, secret: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))()}, ...overrideResponse})

export const getVerifyWebhookResponseMock = (overrideResponse: Partial<Extract<WebhookResponse, object>> = {}): WebhookResponse => ({data: {id: faker.number.int({min: 1}), url: (() => faker.helpers.arrayElement(['https://hooks.example.com/meridian', 'https://api.example.org/webhooks/exchange']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), events: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["code.apply","deposit.accepted","deposit.processed","deposit.canceled","withdraw.unconfirmed","withdraw.pending","withdraw.canceled","withdraw.successful"]))())), verified: faker.datatype.boolean(), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getChangeWebhookStatusResponseMock = (overrideResponse: Partial<Extract<WebhookResponse, object>> = {}): WebhookResponse => ({data: {id: faker.number.int({min: 1}), url: (() => faker.helpers.arrayElement(['https://hooks.example.com/meridian', 'https://api.example.org/webhooks/exchange']))(), key: (() => faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }))(), events: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ((() => faker.helpers.arrayElement(["code.apply","deposit.accepted","deposit.processed","deposit.canceled","withdraw.unconfirmed","withdraw.pending","withdraw.canceled","withdraw.successful"]))())), verified: faker.datatype.boolean(), enabled: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getTestWebhookResponseMock = (overrideResponse: Partial<Extract<WebhookDeliveryResponse, object>> = {}): WebhookDeliveryResponse => ({data: {id: faker.number.int({min: 1}), webhookId: faker.number.int({min: 1}), event: (() => faker.helpers.arrayElement(["code.apply","deposit.accepted","deposit.processed","deposit.canceled","withdraw.unconfirmed","withdraw.pending","withdraw.canceled","withdraw.successful"]))(), nonce: faker.number.int({min: 1}), status: faker.helpers.arrayElement(['delivered','failed'] as const), httpStatus: faker.helpers.arrayElement([faker.number.int({min: 100, max: 599}),null,]), attempts: faker.number.int({min: 1, max: 5}), test: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()}, ...overrideResponse})

export const getListWebhookDeliveriesResponseMock = (overrideResponse: Partial<Extract<WebhookDeliveryListResponse, object>> = {}): WebhookDeliveryListResponse => ({data: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({id: faker.number.int({min: 1}), webhookId: faker.number.int({min: 1}), event: (() => faker.helpers.arrayElement(["code.apply","deposit.accepted","deposit.processed","deposit.canceled","withdraw.unconfirmed","withdraw.pending","withdraw.canceled","withdraw.successful"]))(), nonce: faker.number.int({min: 1}), status: faker.helpers.arrayElement(['delivered','failed'] as const), httpStatus: faker.helpers.arrayElement([faker.number.int({min: 100, max: 599}),null,]), attempts: faker.number.int({min: 1, max: 5}), test: faker.datatype.boolean(), createdAt: (() => Math.floor(faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime() / 1000))()})), ...overrideResponse})


export const getListWebhooksMockHandler = (overrideResponse?: WebhookListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WebhookListResponse> | WebhookListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/webhooks', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWebhooksResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateWebhookMockHandler = (overrideResponse?: CreatedWebhookResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CreatedWebhookResponse> | CreatedWebhookResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/webhooks', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateWebhookResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteWebhookMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/v2/webhooks/:id', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getVerifyWebhookMockHandler = (overrideResponse?: WebhookResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WebhookResponse> | WebhookResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/webhooks/:id/verify', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getVerifyWebhookResponseMock(),
      { status: 200
      })
  }, options)
}

export const getChangeWebhookStatusMockHandler = (overrideResponse?: WebhookResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WebhookResponse> | WebhookResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/webhooks/:id/status', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getChangeWebhookStatusResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTestWebhookMockHandler = (overrideResponse?: WebhookDeliveryResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WebhookDeliveryResponse> | WebhookDeliveryResponse), options?: RequestHandlerOptions) => {
  return http.post('*/v2/webhooks/:id/test', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTestWebhookResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWebhookDeliveriesMockHandler = (overrideResponse?: WebhookDeliveryListResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WebhookDeliveryListResponse> | WebhookDeliveryListResponse), options?: RequestHandlerOptions) => {
  return http.get('*/v2/webhooks/:id/deliveries', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWebhookDeliveriesResponseMock(),
      { status: 200
      })
  }, options)
}
export const getWebhooksMock = () => [
  getListWebhooksMockHandler(),
  getCreateWebhookMockHandler(),
  getDeleteWebhookMockHandler(),
  getVerifyWebhookMockHandler(),
  getChangeWebhookStatusMockHandler(),
  getTestWebhookMockHandler(),
  getListWebhookDeliveriesMockHandler()
]
