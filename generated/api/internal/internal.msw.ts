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
  BuildManifest,
  ContentEntry,
  ContentEntryList,
  ContentFileList,
  LocaleMessages,
  SitemapUrlList,
  UserCountry
} from '../model';


export const getGetUserCountryResponseMock = (overrideResponse: Partial<Extract<UserCountry, object>> = {}): UserCountry => ({countryCode: (() => faker.helpers.arrayElement(['TR', 'DE', 'PL', 'GB', 'KZ', 'GE', 'AU', 'ES', 'UA', 'US']))(), ...overrideResponse})

export const getListContentEntriesResponseMock = (): ContentEntryList => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({slug: faker.string.alpha({length: {min: 1, max: 128}}), title: faker.string.alpha({length: {min: 1, max: 200}}), locale: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})))

export const getGetContentEntryResponseMock = (overrideResponse: Partial<Extract<ContentEntry, object>> = {}): ContentEntry => ({slug: faker.string.alpha({length: {min: 1, max: 128}}), title: faker.string.alpha({length: {min: 1, max: 200}}), locale: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', body: faker.string.alpha({length: {min: 10, max: 20}}), meta: faker.helpers.arrayElement([{description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 300}}), undefined]), image: faker.helpers.arrayElement([faker.internet.url(), undefined])}, undefined]), ...overrideResponse})

export const getListContentEntryFilesResponseMock = (): ContentFileList => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 255}}), url: faker.internet.url(), size: faker.number.int({min: 0}), contentType: faker.string.alpha({length: {min: 3, max: 100}})})))

export const getListSitemapUrlsResponseMock = (): SitemapUrlList => (Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({loc: faker.string.alpha({length: {min: 1, max: 2048}}), lastmod: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), alternatives: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({hreflang: (() => faker.helpers.arrayElement(['en', 'tr', 'de', 'es', 'pl', 'uk', 'kk', 'pt-br']))(), href: faker.string.alpha({length: {min: 1, max: 2048}})})), undefined])})))

export const getDownloadReportResponseMock = (): ArrayBuffer => (faker.helpers.arrayElement([new ArrayBuffer(faker.number.int({ min: 1, max: 64 })), new ArrayBuffer(faker.number.int({ min: 1, max: 64 })), new ArrayBuffer(faker.number.int({ min: 1, max: 64 }))]))

export const getDownloadMiningPoolReportResponseMock = (): ArrayBuffer => (new ArrayBuffer(faker.number.int({ min: 1, max: 64 })))

export const getDownloadMiningAccountReportResponseMock = (): ArrayBuffer => (new ArrayBuffer(faker.number.int({ min: 1, max: 64 })))

export const getDownloadMiningWorkerReportResponseMock = (): ArrayBuffer => (new ArrayBuffer(faker.number.int({ min: 1, max: 64 })))

export const getGetLocaleMessagesResponseMock = (): LocaleMessages => ({
        [faker.string.alphanumeric(5)]: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}),{
        [faker.string.alphanumeric(5)]: faker.string.alpha({length: {min: 10, max: 20}})
      },])
      })

export const getGetBuildManifestResponseMock = (overrideResponse: Partial<Extract<BuildManifest, object>> = {}): BuildManifest => ({id: faker.string.uuid(), version: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 40}}), undefined]), timestamp: (() => faker.date.recent({ days: 30, refDate: '2026-11-21T00:00:00Z' }).getTime())(), ...overrideResponse})


export const getGetUserCountryMockHandler = (overrideResponse?: UserCountry | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<UserCountry> | UserCountry), options?: RequestHandlerOptions) => {
  return http.get('*/internal/userCountry', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetUserCountryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListContentEntriesMockHandler = (overrideResponse?: ContentEntryList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ContentEntryList> | ContentEntryList), options?: RequestHandlerOptions) => {
  return http.get('*/internal/hmd/:a', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListContentEntriesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetContentEntryMockHandler = (overrideResponse?: ContentEntry | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ContentEntry> | ContentEntry), options?: RequestHandlerOptions) => {
  return http.get('*/internal/hmd/:a/:b', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetContentEntryResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListContentEntryFilesMockHandler = (overrideResponse?: ContentFileList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ContentFileList> | ContentFileList), options?: RequestHandlerOptions) => {
  return http.get('*/internal/hmd/:a/:b/files', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListContentEntryFilesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListSitemapUrlsMockHandler = (overrideResponse?: SitemapUrlList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SitemapUrlList> | SitemapUrlList), options?: RequestHandlerOptions) => {
  return http.get('*/internal/__sitemap__/uniqueUrls', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSitemapUrlsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDownloadReportMockHandler = (overrideResponse?: ArrayBuffer | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ArrayBuffer> | ArrayBuffer), options?: RequestHandlerOptions) => {
  return http.get('*/internal/rdrs/:id', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadReportResponseMock();
    return HttpResponse.arrayBuffer(
      binaryBody instanceof ArrayBuffer
        ? binaryBody
        : new ArrayBuffer(0),
      { status: 200,
        headers: { 'Content-Type': 'application/pdf' }
      })
  }, options)
}

export const getDownloadMiningPoolReportMockHandler = (overrideResponse?: ArrayBuffer | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ArrayBuffer> | ArrayBuffer), options?: RequestHandlerOptions) => {
  return http.get('*/internal/mining-pool/report', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadMiningPoolReportResponseMock();
    return HttpResponse.arrayBuffer(
      binaryBody instanceof ArrayBuffer
        ? binaryBody
        : new ArrayBuffer(0),
      { status: 200,
        headers: { 'Content-Type': 'application/octet-stream' }
      })
  }, options)
}

export const getDownloadMiningAccountReportMockHandler = (overrideResponse?: ArrayBuffer | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ArrayBuffer> | ArrayBuffer), options?: RequestHandlerOptions) => {
  return http.get('*/internal/mining-pool/:id/report', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadMiningAccountReportResponseMock();
    return HttpResponse.arrayBuffer(
      binaryBody instanceof ArrayBuffer
        ? binaryBody
        : new ArrayBuffer(0),
      { status: 200,
        headers: { 'Content-Type': 'application/octet-stream' }
      })
  }, options)
}

export const getDownloadMiningWorkerReportMockHandler = (overrideResponse?: ArrayBuffer | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ArrayBuffer> | ArrayBuffer), options?: RequestHandlerOptions) => {
  return http.get('*/internal/mining-pool/:id/workers/:workerId/report', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {

  const binaryBody = overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDownloadMiningWorkerReportResponseMock();
    return HttpResponse.arrayBuffer(
      binaryBody instanceof ArrayBuffer
        ? binaryBody
        : new ArrayBuffer(0),
      { status: 200,
        headers: { 'Content-Type': 'application/octet-stream' }
      })
  }, options)
}

export const getGetLocaleMessagesMockHandler = (overrideResponse?: LocaleMessages | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LocaleMessages> | LocaleMessages), options?: RequestHandlerOptions) => {
  return http.get('*/internal/i18n/:locale/:namespace', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetLocaleMessagesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetBuildManifestMockHandler = (overrideResponse?: BuildManifest | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<BuildManifest> | BuildManifest), options?: RequestHandlerOptions) => {
  return http.get('*/internal/build-manifest.json', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetBuildManifestResponseMock(),
      { status: 200
      })
  }, options)
}
export const getInternalMock = () => [
  getGetUserCountryMockHandler(),
  getListContentEntriesMockHandler(),
  getGetContentEntryMockHandler(),
  getListContentEntryFilesMockHandler(),
  getListSitemapUrlsMockHandler(),
  getDownloadReportMockHandler(),
  getDownloadMiningPoolReportMockHandler(),
  getDownloadMiningAccountReportMockHandler(),
  getDownloadMiningWorkerReportMockHandler(),
  getGetLocaleMessagesMockHandler(),
  getGetBuildManifestMockHandler()
]
