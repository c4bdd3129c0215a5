/**
 * Generated from contracts/openapi by orval. Do not edit: run `npm run generate`.
 */
import * as zod from 'zod/mini';


export const integrationListResponseDataItemPartnerRegExp = new RegExp('^[a-z0-9-]{2,32}$');
export const integrationListResponseDataItemNameMax = 32;



export const integrationListResponseDataItemKeyRegExp = new RegExp('^[0-9a-f]{32}$');
export const integrationListResponseDataItemCreatedAtMin = 0;


export const IntegrationListResponse = /*#__PURE__*/ zod.object({
  "data": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.object({
  "id": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "partner": /*#__PURE__*/ zod.stringFormat('integration-partner', integrationListResponseDataItemPartnerRegExp),
  "name": /*#__PURE__*/ zod.string().check(/*#__PURE__*/ zod.minLength(1)).check(/*#__PURE__*/ zod.maxLength(integrationListResponseDataItemNameMax)),
  "category": /*#__PURE__*/ zod.enum(['tax', 'portfolio', 'terminal']),
  "permissions": /*#__PURE__*/ zod.array(/*#__PURE__*/ zod.enum(['info', 'trading'])).check(/*#__PURE__*/ zod.minLength(1)),
  "apiKeyId": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(1)),
  "key": /*#__PURE__*/ zod.stringFormat('api-key', integrationListResponseDataItemKeyRegExp),
  "createdAt": /*#__PURE__*/ zod.int().check(/*#__PURE__*/ zod.gte(integrationListResponseDataItemCreatedAtMin))
}))
})

export type IntegrationListResponse = zod.input<typeof IntegrationListResponse>;
export type IntegrationListResponseOutput = zod.output<typeof IntegrationListResponse>;
